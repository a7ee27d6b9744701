import type { Page } from '@playwright/test'

/** Client-side navigation, as a link inside the app would do it (no page load). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
