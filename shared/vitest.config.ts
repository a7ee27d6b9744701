import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`): the type checker runs them beside the others.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
})
