// Outlets as the demo admin: create one with its place found by the address search and its point nudged on
// the map, give it a product with stock below its minimum (red band and the warning), edit the product and
// the outlet; once a customer has ordered from it, deleting it is refused and the admin deactivates it
// instead — its order keeps it.
// The outlet's and the product's edit and delete icons do it: shown on hover and on keyboard focus, and
// always on a narrow screen.
import { expect, test } from '@playwright/test'
import { createCustomer } from '../support/accounts.ts'
import { asAdmin, expectAccessible, unique } from '../support/admin.ts'
import { accessToken } from '../support/buying.ts'
import { placeOrderAt, restAs } from '../support/outlet.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.setTimeout(300_000))

test('create an outlet found by the address search and nudged on the map, stock it below its minimum, edit it with the icons; with orders it is deactivated, not deleted', async ({
  page,
}) => {
  const name = unique('Zz Bugolobi')
  const [product] = await asAdmin<{ id: string; name: string }[]>(
    'products?select=id,name&withdrawn_at=is.null&stock=gt.5&order=name&limit=1',
  )
  if (!product) throw new Error('no product on sale')

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/outlets')
  await expect(page.getByRole('heading', { level: 1, name: 'Outlets' })).toBeVisible(FIRST_PAINT)
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stock' })).toBeVisible()

  // The outlet: every field, then its point on the map (refused without one, what was typed kept).
  await page.getByRole('button', { name: 'Add Outlet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Outlet' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Manager').fill('Agnes Nambi')
  await expect(dialog.getByLabel('City')).toHaveValue('Kampala')
  await expect(dialog.getByLabel('Country')).toHaveValue('Uganda')
  await dialog.getByLabel('Phone').fill('0414 231 570')
  await dialog.getByLabel('Opening hours').fill('Mon-Sat: 8:00 AM - 6:00 PM')
  await dialog.getByRole('button', { name: 'Create Outlet' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please select outlet location' })).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue(name)

  // Its place found with the address search, by keyboard only (the gazetteer behind /api/geocode): the
  // pin and the coordinates go there, the empty address is filled with the place's name.
  const search = dialog.getByRole('combobox', { name: 'Search for the outlet’s address' })
  await search.fill('Village Mall')
  const suggestions = dialog.getByRole('listbox', { name: 'Address suggestions' })
  await expect(suggestions.getByRole('option', { name: /Village Mall Bugolobi/ })).toBeVisible()
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await search.press('ArrowDown')
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/)
  await search.press('Enter')
  await expect(suggestions).toBeHidden()
  await expect(search).toBeFocused()
  await expect(search).toHaveValue(/Village Mall Bugolobi/)
  await expect(dialog.getByLabel('Latitude')).toHaveValue(/^0\.322(0*)$/)
  await expect(dialog.getByLabel('Longitude')).toHaveValue(/^32\.615(0*)$/)
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('Village Mall Bugolobi')
  await expect(dialog.getByText('Selected location must be in Uganda')).toHaveCount(0)
  // The admin's own address line is kept by the next search.
  await dialog.getByLabel('Address', { exact: true }).fill('Plot 4, Bugolobi Close')

  // Then the point nudged on the map: a click places the pin there.
  const map = dialog.getByRole('application', { name: /Outlet location/ })
  const box = await map.boundingBox()
  if (!box) throw new Error('the map has no size')
  // A little east and north of the found place, where the map now looks.
  await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 - 60 } })
  await expect(dialog.getByLabel('Latitude')).not.toHaveValue(/^0\.322(0*)$/)
  await expect(dialog.getByText('Selected location must be in Uganda')).toHaveCount(0)
  await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('Plot 4, Bugolobi Close')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Create Outlet' }).click()
  await expect(page.getByText('Outlet created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page).toHaveURL(/\?outlet=/)

  const [outlet] = await asAdmin<
    { id: string; name: string; address: string; phone: string; latitude: number; longitude: number }[]
  >(`outlets?select=id,name,address,phone,latitude,longitude&name=eq.${encodeURIComponent(name)}`)
  if (!outlet) throw new Error('the outlet was not saved')
  expect(outlet.address).toBe('Plot 4, Bugolobi Close')
  // The phone as every phone of the shop is kept: +256 and the digits.
  expect(outlet.phone).toBe('+256414231570')
  // North-east of Village Mall Bugolobi (0.322, 32.615), nearby.
  expect(outlet.latitude).toBeGreaterThan(0.322)
  expect(outlet.longitude).toBeGreaterThan(32.615)
  expect(Math.abs(outlet.latitude - 0.322)).toBeLessThan(0.01)
  // The empty state's title and what to do, on two lines: no "/" printed between them.
  const empty = page.locator('.ant-empty-description')
  await expect(empty.getByText('No products found', { exact: true })).toBeVisible()
  await expect(empty.getByText('Get started by adding products to this outlet.', { exact: true })).toBeVisible()
  await expect(empty).not.toContainText('/')
  const [title, text] = await Promise.all([
    empty.getByText('No products found', { exact: true }).boundingBox(),
    empty.getByText('Get started by adding products to this outlet.', { exact: true }).boundingBox(),
  ])
  expect(text?.y ?? 0).toBeGreaterThanOrEqual((title?.y ?? 0) + (title?.height ?? 0) - 1)

  // A product with 3 in stock against a minimum of 5: the red band and the warning.
  await page.getByRole('button', { name: 'Add Product' }).click()
  const productDialog = page.getByRole('dialog', { name: 'Add Product' })
  await productDialog.getByLabel('Product').click()
  await productDialog.getByLabel('Product').fill(product.name)
  // antd lists its options twice: a hidden listbox for screen readers and the visible items.
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `${product.name} (` })
    .first()
    .click()
  await productDialog.getByLabel('Outlet Price (UGX)').fill('15000')
  await productDialog.getByLabel('Stock', { exact: true }).fill('3')
  await productDialog.getByLabel('Minimum stock').fill('5')
  await productDialog.getByLabel('Maximum stock').fill('2')
  await productDialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(
    productDialog.getByRole('alert').filter({ hasText: 'Maximum stock must be at least the minimum stock' }),
  ).toBeVisible()
  await productDialog.getByLabel('Maximum stock').fill('40')
  await expectAccessible(page)
  await productDialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(page.getByText('Product added successfully')).toBeVisible()
  await expect(productDialog).toBeHidden()

  const card = page.getByTestId(`outlet-product-${product.id}`)
  await expect(card).toContainText('UGX 15,000')
  await expect(card.getByTestId(`band-${product.id}`)).toHaveText('Low')
  await expect(card.getByTestId(`band-${product.id}`)).toHaveCSS('color', 'rgb(145, 32, 24)')
  await expect(card.getByText('Stock level is below minimum threshold (5 units)')).toBeVisible()
  await expectAccessible(page)

  // Edit the product with its edit icon: 45 in stock is at or above the maximum (green), the warning goes.
  await card.hover()
  await expect(card.locator('.card-actions')).toHaveCSS('opacity', '1')
  await card.getByRole('button', { name: `Edit ${product.name}` }).click()
  const editProduct = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(editProduct.getByLabel('Product')).toBeDisabled()
  await editProduct.getByLabel('Stock', { exact: true }).fill('45')
  await editProduct.getByRole('button', { name: 'Update Product' }).click()
  await expect(page.getByText('Product updated successfully')).toBeVisible()
  await expect(card.getByTestId(`band-${product.id}`)).toHaveText('Full')
  await expect(card.getByTestId(`band-${product.id}`)).toHaveCSS('color', 'rgb(5, 96, 58)')
  await expect(card.getByText(/below minimum threshold/)).toHaveCount(0)

  // Edit the outlet with its card's edit icon: hidden until the card is hovered or holds the focus; the
  // keyboard reaches it from the card (Tab from the outlet's own button).
  const outletCard = page.getByRole('navigation', { name: 'Outlets' }).getByRole('listitem').filter({ hasText: name })
  const editIcon = outletCard.getByRole('button', { name: `Edit ${name} outlet` })
  const outletIcons = outletCard.locator('.card-actions')
  await page.mouse.move(0, 0)
  await expect(outletIcons).toHaveCSS('opacity', '0')
  await outletCard.hover()
  await expect(outletIcons).toHaveCSS('opacity', '1')
  await page.mouse.move(0, 0)
  await expect(outletIcons).toHaveCSS('opacity', '0')
  await outletCard.getByRole('button', { name: new RegExp(`^${name}`) }).focus()
  await page.keyboard.press('Tab')
  await expect(editIcon).toBeFocused()
  await expect(outletIcons).toHaveCSS('opacity', '1')
  await page.keyboard.press('Enter')
  const editOutlet = page.getByRole('dialog', { name: 'Edit Outlet' })
  await expect(editOutlet.getByLabel('Name')).toHaveValue(name)
  await editOutlet.getByLabel('Opening hours').fill('Mon-Sun: 7:00 AM - 9:00 PM')
  await editOutlet.getByRole('button', { name: 'Update Outlet' }).click()
  await expect(page.getByText('Outlet updated successfully')).toBeVisible()
  await expect(page.getByText('Mon-Sun: 7:00 AM - 9:00 PM')).toBeVisible()

  // A customer at its door orders: the nearest active outlet, this one, fulfils it.
  const customer = await createCustomer()
  const customerToken = await accessToken(customer)
  const [onSale] = await restAs<{ id: string }[]>(customerToken, 'products?select=id&stock=gt.5&limit=1')
  if (!onSale) throw new Error('no product in stock')
  const order = await placeOrderAt(customerToken, outlet, onSale.id)
  const [placed] = await asAdmin<{ outlet_id: string }[]>(`orders?select=outlet_id&id=eq.${order.id}`)
  expect(placed?.outlet_id).toBe(outlet.id)
  await page.reload()
  // Its sales, from the orders: one order now.
  await expect(page.locator('.outlet-detail__sales dd').first()).toHaveText('1', FIRST_PAINT)

  // Delete with the card's delete icon: confirmed twice (it still has a product), refused because of the
  // order; deactivate instead.
  await outletCard.hover()
  await outletCard.getByRole('button', { name: `Delete ${name} outlet` }).click()
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page
    .getByRole('dialog', { name: `${name} has 1 product` })
    .getByRole('button', { name: 'Delete outlet and products' })
    .click()
  const refused = page.getByRole('dialog', { name: `${name} has orders and cannot be deleted` })
  await expect(refused).toContainText('Deactivate it instead')
  await refused.getByRole('button', { name: 'Deactivate Outlet' }).click()
  await expect(page.getByText('Outlet updated successfully')).toBeVisible()
  await expect(page.locator('.outlet-detail').getByText('Inactive', { exact: true })).toBeVisible()
  await expect(refused).toBeHidden()
  await expect(page.getByRole('button', { name: 'Activate Outlet', exact: true })).toBeVisible()
  await expect(card).toBeVisible()

  const [kept] = await asAdmin<{ is_active: boolean }[]>(`outlets?select=is_active&id=eq.${outlet.id}`)
  expect(kept).toEqual({ is_active: false })
  const [still] = await asAdmin<{ outlet_id: string }[]>(`orders?select=outlet_id&id=eq.${order.id}`)
  expect(still?.outlet_id).toBe(outlet.id)

  // On a 360 px screen the icons are always there, without hover, and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.mouse.move(0, 0)
  await expect(outletIcons).toHaveCSS('opacity', '1')
  await expect(card.locator('.card-actions')).toHaveCSS('opacity', '1')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1280, height: 900 })

  // Outlet stock: every outlet's products with their band; here this outlet's, then those below minimum.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stock' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Outlet Stock' })).toBeVisible(FIRST_PAINT)
  await page.getByRole('combobox', { name: 'Outlet' }).click()
  await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click()
  const row = page.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText(`${name} (inactive)`)
  await expect(row).toContainText('Full')
  await expectAccessible(page)
  await page.getByRole('checkbox', { name: 'At or below minimum only' }).check()
  await expect(page.getByText('No products found')).toBeVisible()
})
