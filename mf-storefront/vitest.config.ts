import { testProjects } from '@shop/shared/build/vitest-projects.ts'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { projects: testProjects(['src/**/*.test.ts', 'src/**/*.test.tsx']) },
})
