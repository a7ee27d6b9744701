import { defineConfig } from 'vitest/config'
import { testProjects } from './build/vitest-projects.ts'

export default defineConfig({
  test: {
    projects: testProjects(['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'], {
      typeTests: ['src/**/*.test-d.ts'],
    }),
  },
})
