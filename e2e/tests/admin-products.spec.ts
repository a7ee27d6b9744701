// The products screen as the demo admin: add a product with an uploaded image, find it, edit it, delete
// it; the picker's refusals in the spec's words; inventory restocks in place, lowest stock first.
import { expect, test } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import { createCustomer, newCustomer } from '../support/accounts.ts'
import { asAdmin, expectAccessible, PNG_2X2, unique } from '../support/admin.ts'
import { accessToken, products } from '../support/buying.ts'
import { restAs } from '../support/outlet.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.setTimeout(300_000))

test('add a product with an uploaded image, edit it, then delete it', async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible(FIRST_PAINT)
  await expect(page.getByRole('status').filter({ hasText: /\d+ products?/ })).toBeVisible()
  await expectAccessible(page)

  const name = unique('Smoked goat sausages')
  await page.getByRole('button', { name: 'Add Product', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Product' })
  // Nothing filled in: the spec's required fields say so.
  await dialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(dialog.getByText('Enter the product name')).toBeVisible()
  await expect(dialog.getByText('Choose a category')).toBeVisible()

  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Slow smoked over eucalyptus, 500 g')
  await dialog.getByLabel('Price (UGX)').fill('24000.50')
  await dialog.getByLabel('Discount price (UGX, optional)').fill('21600')
  await dialog.getByLabel('Stock').fill('8')
  await dialog.getByLabel('Category').click()
  // antd lists its options twice: a hidden listbox for screen readers and the visible items.
  await page.locator('.ant-select-item-option').first().click()

  // A GIF is refused; a PNG is uploaded into product-images with its progress shown.
  const chooser = dialog.getByLabel('Choose an image (JPG, PNG or WebP, up to 5 MB)')
  await chooser.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(dialog.getByText('Invalid file type. Please upload JPG, PNG, or WebP images.')).toBeVisible()
  await chooser.setInputFiles({ name: 'sausages.png', mimeType: 'image/png', buffer: PNG_2X2 })
  await expect(page.getByText('Image uploaded successfully')).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Product image 1' })).toBeVisible()

  // URL mode: an address that answers with something other than an image is refused.
  await dialog.getByText('Image URL', { exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill(`${new URL(page.url()).origin}/config.json`)
  await dialog.getByRole('button', { name: 'Add URL' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid image URL' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(page.getByText('Product created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const [stored] = await asAdmin<{ id: string; price: number; stock: number; image_urls: string[] }[]>(
    `products?select=id,price,stock,image_urls&name=eq.${encodeURIComponent(name)}`,
  )
  expect(Number(stored?.price)).toBe(24000.5)
  expect(stored?.image_urls).toHaveLength(1)
  expect(stored?.image_urls[0]).toMatch(/^product-images\/[\w-]+\.png$/)

  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter')
  const card = page.locator('.product-card').filter({ hasText: name })
  await expect(card).toHaveCount(1)
  await expect(card.getByText('10% OFF')).toBeVisible()
  await expect(card.getByText('In Stock')).toBeVisible()
  await expect(card.getByText('Low stock alert! Only 8 units remaining.')).toBeVisible()
  await expect(card.getByRole('img', { name })).toBeVisible()

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await edit.getByLabel('Stock').fill('40')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Product updated successfully')).toBeVisible()
  await expect(card.getByText('Stock: 40')).toBeVisible()
  await expect(card.getByText(/Low stock alert/)).toHaveCount(0)

  await card.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` })
  await expect(confirm).toContainText('Are you sure you want to delete this product?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Product deleted successfully')).toBeVisible()
  await expect(card).toHaveCount(0)
  expect(await asAdmin<unknown[]>(`products?select=id&id=eq.${stored?.id}`)).toEqual([])
})

test('inventory lists the lowest stock first and restocks a product in place', async ({ page }) => {
  // A laptop's width: every column, the stock third (a phone folds it under the product's name).
  await page.setViewportSize({ width: 1366, height: 768 })
  const name = unique('Inventory beef shin')
  const [product] = await asAdmin<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({ name, description: 'For the inventory test', price: 15000, stock: 0 }),
  })
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/products/inventory')
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(FIRST_PAINT)
  // The rows, not the heading, say the list has loaded (a read before them saw only the loading row).
  const rows = page.locator('tbody tr.ant-table-row')
  await expect(rows.nth(1)).toBeVisible()
  const stocks = await rows.locator('td:nth-child(3)').allInnerTexts()
  const figures = stocks.map((text) => Number(text.replace(/[^\d]/g, '')))
  expect(figures.length).toBeGreaterThan(1)
  expect([...figures].sort((a, b) => a - b)).toEqual(figures)

  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter')
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Out of Stock')).toBeVisible()
  // Not a whole positive number: refused under the field with the reason, kept as typed ("2.5" once
  // added 3 units).
  const units = row.getByLabel(`Units to add to ${name}`)
  for (const [typed, reason] of [
    ['2.5', 'Units are counted whole: 2.5 is not a whole number'],
    ['-3', 'Units cannot be negative'],
  ] as const) {
    await units.fill(typed)
    await row.getByRole('button', { name: 'Restock' }).click()
    await expect(row.getByRole('alert')).toHaveText(reason)
    await expect(units).toHaveValue(typed)
    await expect(units).toHaveAttribute('aria-invalid', 'true')
  }
  expect(await asAdmin<{ stock: number }[]>(`products?select=stock&id=eq.${product?.id}`)).toEqual([{ stock: 0 }])
  await units.fill('25')
  await row.getByRole('button', { name: 'Restock' }).click()
  await expect(page.getByText(`${name} restocked: 25 in stock`)).toBeVisible()
  await expect(row.getByRole('cell', { name: '25', exact: true })).toBeVisible()
  await expectAccessible(page)
  await asAdmin('rpc/remove_product', { method: 'POST', body: JSON.stringify({ product_id: product?.id }) })
})

// A customer's side of withdrawing products (here, with the admin's journeys: the products it adds would
// show in the customers' catalogue counts meanwhile).
test('Buy again on My Orders puts back what the admin still sells, says what is withdrawn, and fewer where stock is short', async ({
  page,
}) => {
  const customer = await createCustomer(newCustomer('buy-again', 'Sarah Namusoke'))
  const token = await accessToken(customer)
  const [polony] = await products('Polony 1 kg')
  const [gone, short] = await Promise.all(
    ['Buy-again smoked ribs', 'Buy-again goat chops'].map(async (what) => {
      const [row] = await asAdmin<{ id: string; name: string }[]>('products', {
        method: 'POST',
        body: JSON.stringify({
          name: unique(what),
          description: 'For the Buy again journey',
          price: 20000,
          stock: 6,
        }),
      })
      if (!row) throw new Error('the product was not created')
      return row
    }),
  )
  if (!polony || !gone || !short) throw new Error('no products for the order')
  const order = await restAs<{ id: string; number: number }>(token, 'rpc/place_order', {
    method: 'POST',
    headers: { accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({
      items: [
        { product_id: polony.id, quantity: 1 },
        { product_id: gone.id, quantity: 1 },
        { product_id: short.id, quantity: 5 },
      ],
      shipping_address: {
        full_name: 'Sarah Namusoke',
        email: customer.email,
        phone: '+256772123456',
        street: 'Plot 5, Kisementi',
        city: 'Kampala',
        country: 'Uganda',
      },
      delivery_latitude: 0.3301,
      delivery_longitude: 32.5872,
      payment_method: 'cash_on_delivery',
    }),
  })
  // Since then: one product is no longer sold, and another has only 2 left.
  await asAdmin('rpc/remove_product', { method: 'POST', body: JSON.stringify({ product_id: gone.id }) })
  await asAdmin(`products?id=eq.${short.id}`, { method: 'PATCH', body: JSON.stringify({ stock: 2 }) })
  try {
    await startSignedIn(page, customer.email, customer.password)
    await page.goto('/orders')
    await page.getByRole('button', { name: `Buy again, ${orderNumber(order.number)}` }).click()
    await expect(page.getByText('Added 2 products to your cart')).toBeVisible()
    await expect(page.getByText(`No longer available: ${gone.name}`)).toBeVisible()
    await expect(page.getByText(`Fewer than you ordered: ${short.name} (2 of 5)`)).toBeVisible()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByLabel(`Quantity of ${polony.name}`, { exact: true })).toHaveText('1')
    await expect(page.getByLabel(`Quantity of ${short.name}`, { exact: true })).toHaveText('2')
    await expect(page.getByLabel(`Quantity of ${gone.name}`, { exact: true })).toHaveCount(0)
  } finally {
    await restAs(token, 'rpc/cancel_order', { method: 'POST', body: JSON.stringify({ order_id: order.id }) })
    await asAdmin('rpc/remove_product', { method: 'POST', body: JSON.stringify({ product_id: short.id }) })
  }
})
