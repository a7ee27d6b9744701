// Independent deployment: a remote rebuilt and redeployed on its own is what the shell shows on the next
// load, with no rebuild of the shell or the other remotes, even when the new release starts using an antd
// component no app used before (each portal bundles its own antd: build/federation.mjs).
import { expect, test } from '@playwright/test'
import { e2ePorts } from '../support/global-setup.ts'
import { startPlatform } from '../support/platform.ts'
import { e2eExtraPort } from '../support/ports.ts'
import { buildRelease } from '../support/redeploy.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.setTimeout(180_000)

/** Release 2 of the admin panel: its routes module wrapped in a banner that uses antd's Rate. */
const RELEASE_2_ROUTES = `import { Rate } from 'antd'
import Release1 from './routes-release-1.tsx'

export default function Release2() {
  return (
    <>
      <aside data-release="2" aria-label="Release notes">
        Release 2 <Rate disabled defaultValue={4} />
      </aside>
      <Release1 />
    </>
  )
}
`

test('a remote redeployed alone, using an antd component new to the page, is picked up on the next load; the shell and the other remotes are not rebuilt', async ({
  page,
}) => {
  const release = buildRelease('mf-admin', RELEASE_2_ROUTES)
  try {
    const ports = { ...e2ePorts, shell: e2eExtraPort(20), admin: e2eExtraPort(22) }
    const platform = await startPlatform({ ports, only: ['shell', 'admin'] })
    try {
      await startSignedIn(page, DEMO_ADMIN.email)
      await page.goto(`${platform.shellUrl}/admin`)
      await expect(page.getByRole('button', { name: 'View Orders' })).toBeVisible()
      await expect(page.locator('[data-release]')).toHaveCount(0)
      await expect(page.locator('.ant-rate')).toHaveCount(0)
      const shellScript = await page.locator('script[src*="/static/js/main."]').getAttribute('src')
      const storefrontEntry = await (await fetch(`http://127.0.0.1:${e2ePorts.storefront}/remoteEntry.js`)).text()

      // Deploy: the admin host now serves release 2; nothing else changes.
      await platform.stop('admin')
      await platform.start('admin', release.dist)
      await page.reload()
      const banner = page.getByRole('complementary', { name: 'Release notes' })
      await expect(banner).toContainText('Release 2')
      // The new component renders, its styles arriving with it.
      const star = banner.locator('.ant-rate-star-full').first()
      await expect(star).toBeVisible()
      await expect(banner.locator('.ant-rate')).toHaveCSS('display', 'inline-block')
      // The rest of the portal still works around it.
      await expect(page.locator('[data-portal="admin"]')).toBeVisible()
      await expect(page.getByRole('button', { name: 'View Orders' })).toHaveCSS('background-color', 'rgb(159, 29, 32)')
      expect(await page.locator('script[src*="/static/js/main."]').getAttribute('src')).toBe(shellScript)
      expect(await (await fetch(`http://127.0.0.1:${e2ePorts.storefront}/remoteEntry.js`)).text()).toBe(storefrontEntry)
    } finally {
      await platform.close()
    }
  } finally {
    release.dispose()
  }
})
