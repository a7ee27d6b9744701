import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.ts'
import { E2E_SHELL_URL } from './support/ports.ts'

const BACK_OFFICE = /(admin|outlet)-[^/]*\.spec\.ts$/
const RIDER = /(rider-[^/]*|delivery-tracking)\.spec\.ts$/

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on a second try hides a bug in the product or in the test.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: E2E_SHELL_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 412, height: 823 },
    trace: 'retain-on-failure',
  },
  // The back-office journeys change what customers see (an admin adds products, changes the delivery
  // fee, assigns riders): they run after the customers' journeys, on the same stand-in, so neither side
  // asserts on the other's half-done changes.
  projects: [
    { name: 'storefront', testIgnore: [BACK_OFFICE, RIDER] },
    { name: 'back-office', testMatch: BACK_OFFICE, dependencies: ['storefront'] },
    // The rider's journeys take the demo rider offline and through deliveries, while the admin's assign
    // that rider an order: they run last (delivery tracking too: it places orders and moves them along).
    { name: 'rider', testMatch: RIDER, dependencies: ['back-office'] },
  ],
})
