import { testProjects } from '@shop/shared/testing/vitest-projects'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { projects: testProjects(['src/**/*.test.ts', 'src/**/*.test.tsx']) },
})
