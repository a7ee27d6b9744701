// A package's Vitest projects: its unit tests in Node, as they always ran, and its component tests
// (`*.component.test.tsx`) in jsdom, with the browser shims of @shop/shared's testing/dom-setup.ts and
// any setup files of the package's own (the rider app's IndexedDB).
import { fileURLToPath } from 'node:url'
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config'

export const COMPONENT_TESTS = 'src/**/*.component.test.tsx'

const domSetup = fileURLToPath(new URL('./dom-setup.ts', import.meta.url))

export function testProjects(
  unitTests: string[],
  { componentSetup = [], typeTests }: { componentSetup?: string[]; typeTests?: string[] } = {},
): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      test: {
        name: 'unit',
        include: unitTests,
        exclude: [...configDefaults.exclude, COMPONENT_TESTS],
        // Type-level tests (`*.test-d.ts`): the type checker runs them beside the unit tests.
        ...(typeTests && { typecheck: { enabled: true, include: typeTests } }),
      },
    },
    {
      extends: true,
      test: {
        name: 'component',
        include: [COMPONENT_TESTS],
        environment: 'jsdom',
        // The page runs as in development: under NODE_ENV=test antd gives every element the one id
        // 'test-id', so no label, dialog title or description would name what it belongs to.
        env: { NODE_ENV: 'development' },
        // Seconds on a quiet machine; a busy one (CI's 2 cores, the team's builds beside) may take longer.
        testTimeout: 30_000,
        setupFiles: [domSetup, ...componentSetup],
      },
    },
  ]
}
