// Independent deployment: a remote rebuilt and redeployed on its own is what the shell shows on the next
// load, with no rebuild of the shell or the other remotes.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { repoRoot } from '../../scripts/lib/run.mjs'
import { e2ePorts } from '../support/global-setup.ts'
import { startPlatform } from '../support/platform.ts'
import { e2eExtraPort } from '../support/ports.ts'

test.setTimeout(180_000)

test('a redeployed remote is picked up on the next load without rebuilding the shell or the other remotes', async ({
  page,
}) => {
  const work = mkdtempSync(path.join(tmpdir(), 'shop-redeploy-'))
  const adminDir = path.join(repoRoot, 'mf-admin')
  try {
    // Release 2 of the admin panel: same sources with a changed heading, built on its own.
    cpSync(path.join(adminDir, 'src'), path.join(work, 'src'), { recursive: true })
    const page2 = path.join(work, 'src/features/dashboard/DashboardPage.tsx')
    const source = readFileSync(page2, 'utf8')
    expect(source).toContain('<h1>Dashboard</h1>')
    writeFileSync(page2, source.replace('<h1>Dashboard</h1>', '<h1>Dashboard (release 2)</h1>'))
    execFileSync(
      process.execPath,
      [
        path.join(adminDir, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '--mode',
        'production',
        '--output-path',
        path.join(work, 'dist'),
      ],
      { cwd: adminDir, env: { ...process.env, SHOP_APP_SRC: path.join(work, 'src') }, stdio: 'pipe' },
    )

    const ports = { ...e2ePorts, shell: e2eExtraPort(20), admin: e2eExtraPort(22) }
    const platform = await startPlatform({ ports, only: ['shell', 'admin'] })
    try {
      await page.goto(`${platform.shellUrl}/admin`)
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible()
      const shellScript = await page.locator('script[src*="/static/js/main."]').getAttribute('src')

      // Deploy: the admin host now serves release 2; nothing else changes.
      await platform.stop('admin')
      await platform.start('admin', path.join(work, 'dist'))
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard (release 2)' })).toBeVisible()
      expect(await page.locator('script[src*="/static/js/main."]').getAttribute('src')).toBe(shellScript)
    } finally {
      await platform.close()
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
})
