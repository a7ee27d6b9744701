import { defineConfig } from 'vitest/config'
import { testProjects } from './src/testing/vitest-projects.ts'

export default defineConfig({
  test: {
    projects: testProjects(['src/**/*.test.ts', 'src/**/*.test.tsx'], { typeTests: ['src/**/*.test-d.ts'] }),
  },
})
