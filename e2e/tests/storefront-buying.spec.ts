// Buying at the storefront (issue 6; storefront spec sections 2, 4, 5, 7, 8, 9): the cart and its coupon,
// the summary the server agrees with, checkout with the map and the payment methods, My Orders and the
// order page, the cart that follows the customer, and the payment return page driven through the payment
// function and the stand-in's Pesapal sandbox. Each test makes its own customer.
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import {
  createCustomer,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  newCustomer,
  signIn,
  signInDialog,
  signOut,
} from '../support/accounts.ts'
import { expectAccessible } from '../support/admin.ts'
import {
  accessToken,
  cartLink,
  expectServerFigures,
  orderSummary,
  ordersOf,
  products,
  type SeededProduct,
  seedCart,
  serverQuote,
  storedCart,
  summaryFigure,
  ugx,
} from '../support/buying.ts'
import { expectFitsPhone } from '../support/layout.ts'
import { outletOf, placeOrderAt, restAs } from '../support/outlet.ts'
import { DEMO_OUTLET_MANAGER } from '../support/sessions.ts'

// Products the orders here take stock from; the catalogue spec, running alongside, shows other products' stock.
const HIGH_STOCK = ['Beef Stewing Cubes 1 kg', 'Chicken Drumsticks 1 kg', 'Polony 1 kg'] as const
const NAIROBI = { latitude: -1.2864, longitude: 36.8172 }

let stew: SeededProduct
let drumsticks: SeededProduct
let polony: SeededProduct

test.beforeAll(async () => {
  const found = await products(...HIGH_STOCK)
  ;[stew, drumsticks, polony] = found as [SeededProduct, SeededProduct, SeededProduct]
})

/** A new customer, signed in on the cart page with these lines in their cart, then on to checkout. */
async function checkoutAsNewCustomer(page: Page, lines: Array<[SeededProduct, number]>, tag: string) {
  const customer = await createCustomer(newCustomer(tag, 'Amina Nakato'))
  await seedCart(page, lines)
  await page.goto('/cart')
  await signIn(page, customer)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  return customer
}

/** The picked delivery place as the checkout states it ("Delivery location: …"). */
function deliveryLocation(page: Page) {
  return page.locator('p', { hasText: /^Delivery location:/ })
}

/** Picks a delivery place through the address search (the gazetteer behind /api/geocode). */
async function pickPlace(page: Page, query: string, place: string | RegExp) {
  await page.getByLabel('Search for your address').fill(query)
  const suggestions = page.getByRole('listbox', { name: 'Address suggestions' })
  await suggestions.getByRole('option', { name: place }).first().click()
  await expect(deliveryLocation(page)).toContainText(place)
}

test.describe('cart', () => {
  test('coupon codes are case-insensitive: "meat15" takes 15% off, and the summary is the server’s', async ({
    page,
  }) => {
    const lines: Array<[SeededProduct, number]> = [
      [stew, 2],
      [drumsticks, 1],
    ]
    await seedCart(page, lines)
    await page.goto('/cart')
    const items = page.getByRole('list', { name: 'Cart items' })
    await expect(items.getByRole('listitem')).toHaveCount(2)
    await expect(items).toContainText(stew.name)
    await expectServerFigures(page, await serverQuote(lines))

    const coupon = page.getByLabel('Coupon Code')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a coupon code' })).toBeVisible()

    const quotesWithCoupon: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/rpc/quote_order') && request.postData()?.includes('MEAT15'))
        quotesWithCoupon.push(request.postData() ?? '')
    })
    await coupon.fill('meat15')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Coupon applied successfully!')).toBeVisible()
    await expect(coupon).toBeDisabled()
    await expect(coupon).toHaveValue('MEAT15')
    const withCoupon = await serverQuote(lines, 'MEAT15')
    expect(withCoupon.discount_percent).toBe(15)
    await expectServerFigures(page, withCoupon)
    await expect(summaryFigure(orderSummary(page), /^Discount/)).toBeVisible()
    await expect(orderSummary(page).getByText('Discount (MEAT15, 15%)')).toBeVisible()
    // The summary took the coupon check's answer instead of asking the same question again.
    await expect(orderSummary(page)).not.toHaveAttribute('aria-busy')
    expect(quotesWithCoupon).toHaveLength(1)

    // A change of quantity is priced at once and the server agrees.
    await page.getByRole('button', { name: `Increase quantity of ${drumsticks.name}` }).click()
    await expectServerFigures(page, await serverQuote([lines[0] as [SeededProduct, number], [drumsticks, 2]], 'MEAT15'))

    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(coupon).toBeEnabled()
    await expect(orderSummary(page).locator('dt', { hasText: /^Discount/ })).toHaveCount(0)
  })

  test('an unknown coupon gives "Invalid coupon code" and changes nothing', async ({ page }) => {
    const lines: Array<[SeededProduct, number]> = [[polony, 1]]
    await seedCart(page, lines)
    await page.goto('/cart')
    await page.getByLabel('Coupon Code').fill('meat99')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon code' })).toBeVisible()
    await expect(page.getByLabel('Coupon Code')).toBeEnabled()
    await expect(page.getByLabel('Coupon Code')).toHaveValue('meat99')
    await expectServerFigures(page, await serverQuote(lines))
  })

  test('a cart line holds 1 to 10; Remove empties the cart down to the Start Shopping state', async ({ page }) => {
    await seedCart(page, [[polony, 9]])
    await page.goto('/cart')
    const increase = page.getByRole('button', { name: `Increase quantity of ${polony.name}` })
    await increase.click()
    await expect(page.getByLabel(`Quantity of ${polony.name}`, { exact: true })).toHaveText('10')
    await expect(increase).toBeDisabled()
    await expect(cartLink(page)).toHaveAccessibleName('Cart 10 items')
    await page.getByRole('button', { name: `Remove ${polony.name}` }).click()
    await expect(page.getByText('Your cart is empty')).toBeVisible()
    await page.getByRole('link', { name: 'Start Shopping' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('Proceed to Checkout asks a visitor to sign in ("Please sign in to continue checkout"), then goes on', async ({
    page,
  }) => {
    const customer = await createCustomer(newCustomer('proceed'))
    await seedCart(page, [[polony, 1]])
    await page.goto('/cart')
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(page.getByText('Please sign in to continue checkout')).toBeVisible()
    await expect(signInDialog(page)).toBeVisible()
    await signIn(page, customer)
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByLabel('Full Name')).toHaveValue(customer.fullName)
  })
})

test.describe('checkout', () => {
  test('cash on delivery: the order is placed, the cart emptied, and the order page shows the server’s totals and Pending', async ({
    page,
  }) => {
    const lines: Array<[SeededProduct, number]> = [
      [stew, 2],
      [drumsticks, 3],
    ]
    const customer = await checkoutAsNewCustomer(page, lines, 'cod')
    await expect(page.getByLabel('Email')).toHaveValue(customer.email)
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(customer.phone)
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()

    await page.getByLabel('Discount Code').fill('Welcome10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Coupon applied successfully!')).toBeVisible()
    const quote = await serverQuote(lines, 'WELCOME10')
    await expectServerFigures(page, quote)

    await pickPlace(page, 'acacia', 'Acacia Mall, Kampala, Uganda')
    await page.getByLabel('House, building and street').fill('Plot 5, Kisementi')
    await page.getByLabel('Delivery instructions').fill('Call on arrival at the gate')
    await page.getByRole('button', { name: 'Place Order' }).click()

    await expect(page.getByText('Order placed successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    const [order] = await ordersOf(await accessToken(customer))
    expect(order).toMatchObject({ status: 'pending', payment_method: 'cash_on_delivery', coupon_code: 'WELCOME10' })
    expect(Number(order?.total_amount)).toBe(quote.total_amount)

    await expect(page.getByRole('heading', { level: 1, name: orderNumber(Number(order?.number)) })).toBeVisible()
    await expect(page.locator('.order-detail__head').getByText('Pending', { exact: true })).toBeVisible()
    const totals = page.getByRole('region', { name: 'Items' })
    await expect(totals.getByRole('listitem')).toHaveCount(2)
    await expect(summaryFigure(totals, 'Subtotal')).toHaveText(ugx(quote.subtotal))
    await expect(summaryFigure(totals, /^Discount/)).toHaveText(`-${ugx(quote.discount_amount)}`)
    await expect(summaryFigure(totals, 'Delivery Fee')).toHaveText(
      quote.delivery_fee === 0 ? 'Free' : ugx(quote.delivery_fee),
    )
    await expect(summaryFigure(totals, /^Total$/)).toHaveText(ugx(quote.total_amount))
    const delivery = page.getByRole('region', { name: 'Delivery Address' })
    await expect(delivery).toContainText('Plot 5, Kisementi')
    await expect(delivery).toContainText('Acacia Mall, Kampala, Uganda')
    await expect(delivery).toContainText('Call on arrival at the gate')
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Cash on Delivery')
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart( 0 items)?$/)
    expect((await storedCart(await accessToken(customer)))?.items ?? []).toEqual([])

    // Buy again: the order's products back in the cart at today's prices, then back to the order.
    await page.getByRole('button', { name: 'Buy again' }).click()
    await expect(page.getByText('Added 2 products to your cart')).toBeVisible()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByLabel(`Quantity of ${stew.name}`, { exact: true })).toHaveText('2')
    await expect(page.getByLabel(`Quantity of ${drumsticks.name}`, { exact: true })).toHaveText('3')
    await expect(cartLink(page)).toHaveAccessibleName('Cart 5 items')
    await page.goto(`/orders/${order?.id}`)

    // A customer may cancel while the order is pending (the stock goes back for the other tests).
    await page.getByRole('button', { name: 'Cancel Order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(page.locator('.order-detail__head').getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
  })

  test('a delivery address is saved under its name and chosen in one tap next time; Remove forgets it', async ({
    page,
  }) => {
    const customer = await checkoutAsNewCustomer(page, [[polony, 1]], 'saved-address')
    await expect(page.getByRole('group', { name: 'Saved addresses' })).toHaveCount(0)
    await pickPlace(page, 'acacia', 'Acacia Mall, Kampala, Uganda')
    await page.getByLabel('House, building and street').fill('Plot 5, Kisementi')
    await page.getByLabel('Delivery instructions').fill('Blue gate, call on arrival')
    await expect(page.getByLabel('Save this address for next time')).toBeChecked()
    await page.getByLabel('Name this address').fill('Home')
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText('Order placed successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    const firstOrderUrl = page.url()

    // Next order: the saved address is chosen already, with its street and instructions.
    await page.getByRole('button', { name: 'Buy again' }).click()
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    const saved = page.getByRole('group', { name: 'Saved addresses' })
    await expect(saved.getByRole('radio', { name: /^Home Plot 5, Kisementi/ })).toBeChecked()
    await expect(deliveryLocation(page)).toContainText('Acacia Mall, Kampala, Uganda')
    await expect(page.getByLabel('House, building and street')).toHaveValue('Plot 5, Kisementi')
    await expect(page.getByLabel('Delivery instructions')).toHaveValue('Blue gate, call on arrival')
    await expect(page.getByLabel('Save this address for next time')).toHaveCount(0)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectFitsPhone(page, 'the checkout with a saved address')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page).not.toHaveURL(firstOrderUrl)
    const [second, first] = await ordersOf(await accessToken(customer))
    expect(second?.delivery_latitude).toBe(first?.delivery_latitude)
    expect(second?.delivery_longitude).toBe(first?.delivery_longitude)

    // Forgotten on request, for good.
    await page.getByRole('button', { name: 'Buy again' }).click()
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await page.getByRole('button', { name: 'Remove Home' }).click()
    await expect(saved).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(page.getByText('Loading your saved addresses…')).toHaveCount(0)
    await expect(page.getByRole('group', { name: 'Saved addresses' })).toHaveCount(0)
  })

  test('a location outside Uganda is refused ("Selected location must be in Uganda") and nothing typed is lost', async ({
    page,
    context,
  }) => {
    const customer = await checkoutAsNewCustomer(page, [[polony, 1]], 'nairobi')
    await page.getByLabel('Full Name').fill('Amina N. Nakato')
    await page.getByLabel('Phone', { exact: true }).fill('0701 234 567')
    await page.getByLabel('Delivery instructions').fill('Blue gate opposite the mosque')

    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a delivery location' })).toBeVisible()

    // Tapping the map (it opens on central Kampala) picks a point in Uganda, named by reverse geocoding.
    await page.getByRole('application', { name: /Delivery location map/ }).click()
    await expect(deliveryLocation(page)).toContainText('Kampala')
    await expect(page.getByRole('alert').filter({ hasText: /delivery location|must be in Uganda/ })).toHaveCount(0)

    // The browser's location in Nairobi is refused, and so is the order.
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(NAIROBI)
    await page.getByRole('button', { name: 'Use my location' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Selected location must be in Uganda' })
    await expect(refusal).toBeVisible()
    await expect(refusal).toContainText('Please select a location in Uganda')
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(refusal).toBeVisible()

    // What the customer typed is all still there, also after a reload.
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload()
      await expect(page.getByLabel('Full Name')).toHaveValue('Amina N. Nakato')
      await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0701 234 567')
      await expect(page.getByLabel('Delivery instructions')).toHaveValue('Blue gate opposite the mosque')
      await expect(refusal).toBeVisible()
    }
    expect(await ordersOf(await accessToken(customer))).toEqual([])
  })

  test('answers to Place Order lost after the order was placed: asked again, then pressed again, it lands on that one order', async ({
    page,
  }) => {
    const customer = await checkoutAsNewCustomer(page, [[polony, 1]], 'lost-answer')
    await pickPlace(page, 'acacia', 'Acacia Mall, Kampala, Uganda')
    await page.getByLabel('House, building and street').fill('Plot 5, Kisementi')
    // The server handles each call; the first four answers (the press and the checkout's three resends)
    // never reach the browser, as when the connection drops on the way back.
    const requestIds: string[] = []
    await page.route('**/rest/v1/rpc/place_order', async (route) => {
      requestIds.push((route.request().postDataJSON() as { request_id: string }).request_id)
      if (requestIds.length > 4) return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to place order. Please try again.' })).toBeVisible()
    expect(requestIds).toHaveLength(4)
    await expect(page).toHaveURL(/\/checkout$/)

    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText('Order placed successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    const orders = await ordersOf(await accessToken(customer))
    expect(orders).toHaveLength(1)
    expect(page.url()).toMatch(new RegExp(`/orders/${orders[0]?.id}$`))
    expect(new Set(requestIds).size).toBe(1)
    expect(requestIds).toHaveLength(5)

    await page.getByRole('button', { name: 'Cancel Order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(page.locator('.order-detail__head').getByText('Cancelled', { exact: true })).toBeVisible()
  })

  test('the server’s refusal is shown with its words and the form keeps everything typed', async ({ page }) => {
    const [pastrami] = await products('Beef Pastrami 150 g') // out of stock in the seed
    await checkoutAsNewCustomer(page, [[pastrami as SeededProduct, 1]], 'stock')
    await page.getByLabel('Phone', { exact: true }).fill('0772 555 123')
    await pickPlace(page, 'ntinda', /Ntinda/)
    await page.getByLabel('Delivery instructions').fill('Leave with the askari')
    await page.getByRole('button', { name: 'Place Order' }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'Beef Pastrami 150 g is out of stock' })
    await expect(failure).toBeVisible()
    await expect(failure).toContainText('Please remove it from your cart.')
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0772 555 123')
    await expect(page.getByLabel('Delivery instructions')).toHaveValue('Leave with the askari')
    await expect(deliveryLocation(page)).toContainText('Ntinda')
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  })

  test('mobile money needs a number of the chosen network: an Airtel number is refused for MTN', async ({ page }) => {
    const customer = await checkoutAsNewCustomer(page, [[polony, 1]], 'momo')
    await pickPlace(page, 'kololo', /Kololo/)
    await page.getByRole('radio', { name: /MTN Mobile Money/ }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText('Please enter your mobile money number')).toBeVisible()
    await expect(page.getByLabel('Mobile Money Number')).toBeFocused()

    await page.getByLabel('Mobile Money Number').fill('0752 123 456')
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(
      page.getByText('This is an Airtel number. Please enter an MTN number or choose Airtel Money.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)

    await page.getByRole('radio', { name: /Airtel Money/ }).check()
    await expect(page.getByText(/This is an Airtel number/)).toHaveCount(0)
    await expect(page.getByLabel('Mobile Money Number')).toHaveValue('0752 123 456')
    expect(await ordersOf(await accessToken(customer))).toEqual([])
  })
})

test.describe('the cart follows the customer', () => {
  test('signing in on a second browser merges its cart with the stored one; changes follow; signing out clears it', async ({
    browser,
  }) => {
    const customer = await createCustomer(newCustomer('follow'))
    const contexts: BrowserContext[] = []
    const open = async (lines: Array<[SeededProduct, number]>) => {
      const context = await browser.newContext()
      contexts.push(context)
      const page = await context.newPage()
      await seedCart(page, lines)
      await page.goto('/cart')
      return page
    }
    try {
      const first = await open([[stew, 2]])
      await signIn(first, customer)
      await expect
        .poll(async () => (await storedCart(await accessToken(customer)))?.items)
        .toEqual([{ product_id: stew.id, quantity: 2 }])

      // Another browser with a visitor's cart of its own: after sign-in it holds both.
      const second = await open([
        [stew, 1],
        [polony, 1],
      ])
      await signIn(second, customer)
      const items = second.getByRole('list', { name: 'Cart items' })
      await expect(items.getByRole('listitem')).toHaveCount(2)
      await expect(second.getByLabel(`Quantity of ${stew.name}`, { exact: true })).toHaveText('3')
      await expect(second.getByLabel(`Quantity of ${polony.name}`, { exact: true })).toHaveText('1')

      // A change there reaches the first browser when it comes back.
      await second.getByRole('button', { name: `Remove ${stew.name}` }).click()
      await expect
        .poll(async () => (await storedCart(await accessToken(customer)))?.items)
        .toEqual([{ product_id: polony.id, quantity: 1 }])
      await first.reload()
      await expect(first.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1)
      await expect(first.getByLabel(`Quantity of ${polony.name}`, { exact: true })).toHaveText('1')

      // Signing out clears this browser's cart; the stored one waits for the next sign-in.
      await signOut(second)
      await second.goto('/cart')
      await expect(second.getByText('Your cart is empty')).toBeVisible()
      expect((await storedCart(await accessToken(customer)))?.items).toEqual([{ product_id: polony.id, quantity: 1 }])
    } finally {
      for (const context of contexts) await context.close()
    }
  })
  test('a cart write that reached the server just before the page was left is not counted twice', async ({ page }) => {
    const customer = await createCustomer(newCustomer('left-mid-write'))
    await seedCart(page, [[polony, 2]])
    await page.goto('/cart')
    // The write after sign-in reaches the server, but the page is reloaded before the answer is back.
    let landed: (() => void) | null = null
    const written = new Promise<void>((resolve) => {
      landed = resolve
    })
    await page.route('**/rest/v1/carts*', async (route) => {
      if (route.request().method() !== 'POST' || !landed) return route.continue()
      await route.fetch()
      landed() // and no answer: the page goes away first
      landed = null
    })
    await signIn(page, customer)
    await written
    const polonyTwice = [{ product_id: polony.id, quantity: 2 }]
    expect((await storedCart(await accessToken(customer)))?.items).toEqual(polonyTwice)
    await page.reload()
    // Once the sign-in's merge has read the stored cart (and written back whatever it decided)...
    await page.waitForLoadState('networkidle')
    await expect(page.getByLabel(`Quantity of ${polony.name}`, { exact: true })).toHaveText('2')
    expect((await storedCart(await accessToken(customer)))?.items).toEqual(polonyTwice)
  })
})

test.describe('My Orders', () => {
  test('lists the customer’s own orders newest first, each with its short id, status and total', async ({ page }) => {
    const orders = await ordersOf(await accessToken(DEMO_CUSTOMER))
    expect(orders.length).toBeGreaterThan(1)
    await page.goto('/orders')
    await expect(signInDialog(page)).toBeVisible()
    await signIn(page, DEMO_CUSTOMER)
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem')
    await expect(cards).toHaveCount(orders.length)
    const newest = orders[0] as (typeof orders)[number]
    await expect(cards.first()).toContainText(orderNumber(newest.number))
    await expect(cards.first()).toContainText(ugx(Number(newest.total_amount)))

    const delivered = orders.find((order) => order.status === 'delivered')
    if (!delivered) throw new Error('the demo customer has a delivered order in the seed')
    await cards.filter({ hasText: orderNumber(delivered.number) }).click()
    await expect(page).toHaveURL(`/orders/${delivered.id}`)
    await expect(page.locator('.order-detail__head').getByText('Delivered', { exact: true })).toBeVisible()
    const progress = page.getByRole('list', { name: 'Order progress' })
    await expect(progress.getByRole('listitem')).toContainText([
      'Order placed',
      'Processing',
      'Out for delivery',
      'Delivered',
    ])
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid')
  })

  test('a status that changes while My Orders is open shows there without a reload', async ({ page }) => {
    const customer = await createCustomer(newCustomer('live-orders'))
    const token = await accessToken(customer)
    // Delivered from the demo outlet's own door (any Kampala address would do).
    const placed = await placeOrderAt(
      token,
      await outletOf(await accessToken({ email: DEMO_OUTLET_MANAGER.email, password: DEMO_PASSWORD })),
      stew.id,
    )
    await page.goto('/orders')
    await signIn(page, customer)
    const status = page
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: orderNumber(placed.number) })
      .locator('.order-card__head')
    await expect(status).toContainText('Pending')
    // Cancelled elsewhere (another tab, say): the list hears of it from the database.
    await restAs(token, 'rpc/cancel_order', {
      method: 'POST',
      body: JSON.stringify({ order_id: placed.id, reason: 'Cancelled elsewhere' }),
    })
    await expect(status).toContainText('Cancelled')
  })

  test('an unknown order, or another customer’s, is "Order not found" with Back to Orders', async ({ page }) => {
    const [someoneElses] = await ordersOf(await accessToken(DEMO_CUSTOMER))
    const customer = await createCustomer(newCustomer('notfound'))
    await page.goto('/orders')
    await expect(signInDialog(page)).toBeVisible()
    await signIn(page, customer)
    await expect(page.getByText('You have no orders yet')).toBeVisible()
    for (const id of [someoneElses?.id as string, 'not-an-order', 'not-a-uuid']) {
      await page.goto(`/orders/${id}`)
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
      // Nothing failed: no "Failed to load order details", and no Try again that could not help.
      await expect(page.getByText('Failed to load order details')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    }
    await page.getByRole('link', { name: 'Back to Orders' }).click()
    await expect(page).toHaveURL(/\/orders$/)
  })

  test('/orders/confirm leads to My Orders', async ({ page }) => {
    await page.goto('/orders/confirm')
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  })
})

test.describe('payment return page', () => {
  test('without both OrderTrackingId and OrderMerchantReference it says "Invalid payment reference"', async ({
    page,
  }) => {
    await page.goto('/payment/return?OrderTrackingId=abc')
    await expect(page.getByRole('heading', { name: 'Invalid payment reference' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^tel:\+256/)
  })

  test('a payment the shop cannot verify says "Failed to verify payment" and the fallback', async ({ page }) => {
    const customer = await createCustomer(newCustomer('verify'))
    await page.goto('/')
    await signIn(page, customer)
    await page.goto('/payment/return?OrderTrackingId=no-such-payment&OrderMerchantReference=KM-NOPE')
    await expect(page.getByRole('heading', { name: 'Failed to verify payment' })).toBeVisible()
    await expect(page.getByText("We couldn't verify your payment. Please try again or contact support.")).toBeVisible()
  })

  test('mobile money: checkout goes to the sandbox, pays, comes back confirming, then paid', async ({ page }) => {
    test.setTimeout(90_000)
    const lines: Array<[SeededProduct, number]> = [[drumsticks, 2]]
    const customer = await checkoutAsNewCustomer(page, lines, 'mtn')
    await pickPlace(page, 'mulago', /Mulago/)
    await page.getByRole('radio', { name: /MTN Mobile Money/ }).check()
    await page.getByLabel('Mobile Money Number').fill('0772 123 456')
    await page.getByRole('button', { name: 'Place Order' }).click()

    // The provider's page (the stand-in's Pesapal sandbox), for this order's amount.
    const quote = await serverQuote(lines)
    await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible()
    await expect(page.getByText(`UGX ${quote.total_amount.toLocaleString('en-US')}`)).toBeVisible()
    await expect(page.getByRole('radio', { name: 'MTN Mobile Money' })).toBeChecked()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()

    await page.waitForURL(/\/payment\/return\?OrderTrackingId=/)
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Payment completed successfully' })).toBeVisible({
      timeout: 45_000,
    })
    const [order] = await ordersOf(await accessToken(customer))
    // The return page names the order as its page and mails do.
    await expect(page.getByText(orderNumber(Number(order?.number)), { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'View Order Details' }).click()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid')
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('MTN Mobile Money')
    expect(order).toMatchObject({ payment_status: 'paid', status: 'processing', payment_method: 'mtn_money' })
  })

  test('a failed card payment says "Payment unsuccessful: …"; the order offers Pay now, which succeeds', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const customer = await checkoutAsNewCustomer(page, [[polony, 1]], 'card')
    await pickPlace(page, 'ntinda', /Ntinda/)
    await page.getByRole('radio', { name: /^Card/ }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.getByRole('radio', { name: 'Visa / Mastercard' }).check()
    await page.getByRole('button', { name: 'Fail' }).click()

    await page.waitForURL(/\/payment\/return\?OrderTrackingId=/)
    await expect(page.getByRole('heading', { name: /^Payment unsuccessful: .+/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Order Details' })).toBeVisible()
    // Return to Cart does not lead to an empty cart: the order's lines are back in it.
    await page.getByRole('button', { name: 'Return to Cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('link', { name: polony.name })).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item')
    const [failed] = await ordersOf(await accessToken(customer))
    await page.goto(`/orders/${failed?.id}`)

    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Failed')
    await page.getByRole('button', { name: 'Pay now' }).click()
    await page.getByRole('radio', { name: 'Visa / Mastercard' }).check()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/\/payment\/return\?OrderTrackingId=/)
    await expect(page.getByRole('heading', { name: 'Payment completed successfully' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
    const [order] = await ordersOf(await accessToken(customer))
    expect(order?.payment_status).toBe('paid')
  })

  test('a payment left pending stays "confirming" and the order still waits for payment', async ({ page }) => {
    const customer = await checkoutAsNewCustomer(page, [[polony, 1]], 'pending')
    await pickPlace(page, 'kololo', /Kololo/)
    await page.getByRole('radio', { name: /Airtel Money/ }).check()
    await page.getByLabel('Mobile Money Number').fill('+256 702 345 678')
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByRole('radio', { name: 'Airtel Money' })).toBeChecked()
    await page.getByRole('button', { name: 'Leave pending' }).click()
    await page.waitForURL(/\/payment\/return\?OrderTrackingId=/)
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible()
    await expect(page.getByText('approve the payment on your phone')).toBeVisible()
    const [order] = await ordersOf(await accessToken(customer))
    expect(order).toMatchObject({ payment_status: 'pending', status: 'pending', payment_method: 'airtel_money' })

    // The customer gives up on this attempt: the order can still be cancelled.
    await page.goto(`/orders/${order?.id}`)
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel Order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(page.locator('.order-detail__head').getByText('Cancelled', { exact: true })).toBeVisible()
  })
})
