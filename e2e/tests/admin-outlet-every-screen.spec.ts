// Every screen of the admin and outlet portals, and their main dialogs, as their people see them on a
// laptop (1366 px) and on the narrowest phone they use (360 px; a screen that fits it fits the common
// 390-412 px too, the width the other journeys run at): the page never scrolls sideways, a table keeps the
// columns people read it for in view, a card's figures stay inside the card, and axe-core finds no
// serious or critical WCAG 2.2 AA problem. (The portals have one, light, theme: shared/src/theme.)
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { misfits, sidewaysScroll } from '../support/layout.ts'
import { DEMO_ADMIN, DEMO_OUTLET_MANAGER, startSignedIn } from '../support/sessions.ts'

// Each test walks a whole portal, with axe-core on every screen (seconds each on a loaded machine).
test.describe.configure({ timeout: 480_000 })

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// A screen's findings are all reported, and the walk goes on to the next screen.
const soft = expect.configure({ soft: true, timeout: 5_000 })

/** axe-core's serious and critical WCAG 2.2 AA findings on the page as it is now. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    )
}

/** The screen has finished loading: its heading shown, no spinner left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 })
}

/** The column headed `name` of `table` lies inside the viewport and inside the table's own scroll box. */
async function columnInView(table: Locator, name: string) {
  const header = table.locator('thead th', { hasText: new RegExp(`^${name}$`) }).first()
  return header.evaluate((th) => {
    const box = th.getBoundingClientRect()
    const scroller = th.closest('.ant-table-content, .ant-table-body, .ant-table-header') ?? th
    const room = scroller.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.left >= Math.max(0, room.left) - 1 &&
      box.right <= Math.min(window.innerWidth, room.right) + 1
    )
  })
}

/** Every text, figure and control of each card stays inside its card. */
function spillsFromCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const card of document.querySelectorAll('.ant-card')) {
      const edge = card.getBoundingClientRect()
      if (edge.width <= 1) continue
      for (const part of card.querySelectorAll('dd, dt, span, strong, p, h3, h4, button, a')) {
        const box = part.getBoundingClientRect()
        if (box.width <= 1 || part.closest('.visually-hidden, [aria-hidden="true"]')) continue
        // A table that scrolls sideways inside the card keeps its columns within reach there.
        let scrolled = false
        for (let box = part.parentElement; box && box !== card; box = box.parentElement) {
          const overflow = getComputedStyle(box).overflowX
          if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) scrolled = true
        }
        if (scrolled) continue
        if (box.right > edge.right + 1 || box.left < edge.left - 1)
          found.push(
            `"${(part.textContent ?? '').trim().slice(0, 40)}" reaches ${Math.round(box.right - edge.right)} px past its card`,
          )
      }
    }
    return found.slice(0, 8)
  })
}

interface Check {
  /** Columns of the page's (first) table that must be in view at this width. */
  columns?: string[]
}

/** The screen as it is now: fits the width, keeps its key columns and card contents, and passes axe. */
async function checkScreen(page: Page, what: string, { columns = [] }: Check = {}) {
  const width = page.viewportSize()?.width
  await soft.poll(() => sidewaysScroll(page), { message: `${what} scrolls sideways at ${width} px` }).toBe(0)
  // What reaches past the edge, named, when it does.
  if ((await sidewaysScroll(page)) > 0) soft(await misfits(page), `what reaches past ${what}'s edge`).toEqual([])
  for (const column of columns)
    await soft
      .poll(() => columnInView(page.locator('.ant-table').first(), column), {
        message: `${what}: the ${column} column is out of view at ${width} px`,
      })
      .toBe(true)
  await soft.poll(() => spillsFromCards(page), { message: `${what}: a card spills at ${width} px` }).toEqual([])
  soft(await seriousFindings(page), `axe-core on ${what} at ${width} px`).toEqual([])
}

async function visit(page: Page, path: string, check: Check = {}) {
  await page.goto(path)
  await settled(page)
  await checkScreen(page, path, check)
}

/** Opens a dialog with the button named `button`, checks it, and closes it again with Escape. */
async function withDialog(page: Page, button: string | RegExp, what: string, check: Check = {}) {
  await page.getByRole('button', { name: button }).first().click()
  const dialog = page.getByRole('dialog').last()
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 })
  await checkScreen(page, what, check)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

const ORDER_COLUMNS: Record<number, string[]> = {
  1366: ['Order', 'Customer', 'Total', 'Payment', 'Status', 'Rider'],
  360: ['Order', 'Status'],
}

const CUSTOMER_COLUMNS: Record<number, string[]> = {
  1366: ['Customer', 'Phone', 'Email', 'Orders', 'Total Spent', 'Last Order'],
  360: ['Customer', 'Total Spent'],
}

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 768 : 780 } })

    test('every admin screen and its main dialogs', async ({ page }) => {
      await startSignedIn(page, DEMO_ADMIN.email)
      await visit(page, '/admin')

      await visit(page, '/admin/products')
      await withDialog(page, 'Add Product', 'the Add Product dialog')
      await visit(page, '/admin/products/categories')
      await withDialog(page, 'Add Category', 'the Add Category dialog')
      // On a phone the stock sits under the product's name.
      await visit(page, '/admin/products/inventory', {
        columns: width > 1000 ? ['Product', 'Stock', 'Restock'] : ['Product', 'Restock'],
      })
      await visit(page, '/admin/products/inventory?q=no-such-product-anywhere')

      await visit(page, '/admin/orders', { columns: ORDER_COLUMNS[width] })
      await page
        .getByRole('button', { name: /^Order #/ })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: /^Order #/ })).toBeVisible()
      await expect(page.getByRole('dialog').locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 })
      await checkScreen(page, 'the order detail dialog')
      await page.keyboard.press('Escape')
      await visit(page, '/admin/orders/pending', { columns: ORDER_COLUMNS[width] })
      await visit(page, '/admin/orders/processing', { columns: ORDER_COLUMNS[width] })
      // A processing order without a rider offers Assign rider: its dialog.
      await page
        .getByRole('button', { name: /^Order #/ })
        .first()
        .click()
      const detail = page.getByRole('dialog', { name: /^Order #/ })
      await expect(detail).toBeVisible()
      const assign = detail.getByRole('button', { name: 'Assign rider' })
      if (await assign.isVisible()) {
        await assign.click()
        await expect(page.getByRole('dialog', { name: /^Assign a rider/ })).toBeVisible()
        await expect(page.getByRole('dialog', { name: /^Assign a rider/ }).locator('.ant-spin-spinning')).toHaveCount(
          0,
          { timeout: 30_000 },
        )
        await checkScreen(page, 'the assign rider dialog')
      }
      await visit(page, '/admin/orders?q=no-such-order-anywhere')

      await visit(page, '/admin/customers', { columns: CUSTOMER_COLUMNS[width] })
      await page.locator('tbody tr.ant-table-row').first().getByRole('link').click()
      await settled(page)
      await checkScreen(page, "a customer's page")
      await visit(page, '/admin/customers?q=no-such-customer-anywhere')

      await visit(page, '/admin/outlets')
      await withDialog(page, 'Add Outlet', 'the Add Outlet dialog')
      await visit(page, '/admin/outlets/stock')
      await visit(page, '/admin/employees')
      await withDialog(page, 'Add Employee', 'the Add Employee dialog')
      await visit(page, '/admin/employees/roles')
      await withDialog(page, 'Add Role', 'the Add Role dialog')
      await visit(page, '/admin/delivery/riders')
      await withDialog(page, 'Add Rider', 'the Add Rider dialog')
      await visit(page, '/admin/reports/sales')
      await visit(page, '/admin/reports/inventory')
      await visit(page, '/admin/subscriptions')
      await visit(page, '/admin/settings')
    })

    test('every outlet screen and its main dialogs', async ({ page }) => {
      await startSignedIn(page, DEMO_OUTLET_MANAGER.email)
      await visit(page, '/outlet')
      await visit(page, '/outlet/orders', { columns: ORDER_COLUMNS[width]?.filter((c) => c !== 'Rider') })
      await page
        .getByRole('button', { name: /^Order #/ })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: /^Order #/ })).toBeVisible()
      await expect(page.getByRole('dialog').locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 })
      await checkScreen(page, 'the order detail dialog')
      await page.keyboard.press('Escape')
      await visit(page, '/outlet/stock')
      await withDialog(page, /^Record stock of /, 'the Record stock dialog')
      await visit(page, '/outlet/staff')
      await visit(page, '/outlet/settings')
    })
  })
}
