// Categories as the demo admin: add one through the modal (slug from its name), search, select two and
// delete both after the confirmation; the products they held are kept, uncategorised.
import { expect, test } from '@playwright/test'
import { asAdmin, expectAccessible, unique } from '../support/admin.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.setTimeout(300_000))

test('add a category, then bulk-delete two; their products are kept without a category', async ({ page }) => {
  const tag = unique('Zz test').replace(/\s+/g, ' ')
  const other = `${tag} Offal`
  const [offal] = await asAdmin<{ id: string }[]>('product_categories', {
    method: 'POST',
    body: JSON.stringify({ name: other, slug: other.toLowerCase().replace(/[^a-z0-9]+/g, '-') }),
  })
  const [tripe] = await asAdmin<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({
      name: `${tag} tripe`,
      description: 'Cleaned beef tripe',
      price: 9000,
      stock: 12,
      category_id: offal?.id,
    }),
  })

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/products/categories')
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible(FIRST_PAINT)

  const name = `${tag} Game Meat`
  await page.getByRole('button', { name: 'Add Category', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Category' })
  await dialog.getByLabel('Name').fill(name)
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await expect(dialog.getByText(`URL name: ${slug}`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Add Category', exact: true }).click()
  await expect(page.getByText('Category created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The same name again is refused, with what was typed kept.
  await page.getByRole('button', { name: 'Add Category', exact: true }).click()
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Add Category', exact: true }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue(name)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('searchbox', { name: 'Search categories' }).fill(tag)
  const rows = page.locator('tbody tr.ant-table-row')
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('row').filter({ hasText: other })).toContainText('1')
  await expectAccessible(page)

  await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  await page.getByRole('checkbox', { name: `Select ${other}` }).check()
  await page.getByRole('button', { name: 'Delete selected (2)' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 2 categories?' })
  await expect(confirm).toContainText('This will affect all products in these categories.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Categories deleted successfully')).toBeVisible()
  await expect(rows).toHaveCount(0)

  const [kept] = await asAdmin<{ category_id: string | null; withdrawn_at: string | null }[]>(
    `products?select=category_id,withdrawn_at&id=eq.${tripe?.id}`,
  )
  expect(kept).toEqual({ category_id: null, withdrawn_at: null })
  await page.goto(`/admin/products?q=${encodeURIComponent(`${tag} tripe`)}`)
  await expect(page.locator('.product-card').filter({ hasText: `${tag} tripe` })).toContainText(
    'Uncategorised',
    FIRST_PAINT,
  )
  await asAdmin('rpc/remove_product', { method: 'POST', body: JSON.stringify({ product_id: tripe?.id }) })
})
