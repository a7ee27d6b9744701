// The catalogue of the storefront spec (/, /about, /products, /products/{id}) in a real browser against
// the production build and the seeded stand-in: what a shopper sees and what the data must be.
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, newCustomer, signIn } from '../support/accounts.ts'
import {
  catalogueRows,
  expectedNames,
  expectListed,
  productList,
  productNamed,
  resultsHeading,
} from '../support/catalogue.ts'

const banner = (page: Page) => page.getByRole('banner')

test.describe('home and about', () => {
  test('the home slider advances by itself, arrows and dots choose a slide, and Shop Now goes to /products', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Meats, Delivered Fresh in Kampala' }),
    ).toBeVisible()
    const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    // The app has taken over the pre-rendered slider (whose buttons do nothing yet); it then moves every 5 s.
    await expect(page.locator('#prerender')).toHaveCount(0)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 10_000 })
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('group', { name: '3 of 3' }).getByRole('img')).toBeVisible()
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await dot(3).click()
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')

    for (const badge of ['Premium Quality', 'Same-Day Delivery', '100% Money-Back Guarantee', 'Certified Safe']) {
      await expect(page.getByRole('heading', { name: badge })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Why Choose Kampala Meats' })).toBeVisible()
    await page.getByRole('heading', { name: 'From Our Factory to Your Table' }).scrollIntoViewIfNeeded()
    const video = page.getByLabel('Kampala Meats promo video')
    await expect(video).toBeVisible()
    // The clip is served with the app (it plays offline), with a poster, and nothing of it loads before play.
    const sources = await video.locator('source').evaluateAll((nodes) => nodes.map((n) => (n as HTMLSourceElement).src))
    expect(sources).toHaveLength(2)
    for (const src of sources) expect((await page.request.get(src)).ok()).toBe(true)
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(page.getByRole('main').getByRole('link', { name: '+256 414 000 000' })).toBeVisible()

    await page.getByRole('link', { name: 'Shop Now' }).first().click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(resultsHeading(page)).toHaveText('All Products (48)')
  })

  test('Learn More leads to About: story, mission, vision, awards and the shop’s figures', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Learn More' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    for (const heading of ['Our Story', 'Our Mission', 'Our Vision', 'Awards and Certifications']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    for (const figure of ['20+', '10K+', '100+', '50k+', '4.8', '1M+']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible()
    }
  })

  test('the free-delivery notes quote the threshold the shop’s settings hold', async ({ page }) => {
    // Other specs price orders against the stored settings meanwhile, so this one changes only what this
    // page reads: the real settings row, with another threshold.
    await page.route('**/rest/v1/settings?*', async (route) => {
      const [stored] = await (await route.fetch()).json()
      expect(stored.free_delivery_threshold).toBe(100000)
      await route.fulfill({ json: [{ ...stored, free_delivery_threshold: 150000 }] })
    })
    await page.goto('/')
    await expect(page.getByText('delivery is free on orders over UGX 150,000')).toBeVisible()
    const product = await productNamed('Polony 1 kg')
    await page.goto(`/products/${product.id}`)
    await expect(page.getByRole('main').getByText('on orders over UGX 150,000.')).toBeVisible()
  })
})

test.describe('products', () => {
  test('a shared URL with filters reloads the same filtered list and count', async ({ page }) => {
    const query = {
      category: 'sausages',
      minPrice: 10000,
      maxPrice: 30000,
      minRating: 4,
      sort: 'price-asc' as const,
      inStock: true,
    }
    const expected = expectedNames(await catalogueRows(), query)
    expect(expected.length).toBeGreaterThan(1)
    await page.goto('/products?category=sausages&minPrice=10000&maxPrice=30000&minRating=4&sort=price-asc&inStock=true')
    await expect(resultsHeading(page)).toHaveText(`Sausages (${expected.length})`)
    await expectListed(page, expected)
    await page.reload()
    await expect(resultsHeading(page)).toHaveText(`Sausages (${expected.length})`)
    await expectListed(page, expected)
    // The controls show the URL's filters.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc')
  })

  test('pork products are placed after the others unless the pork category is chosen', async ({ page }) => {
    const rows = await catalogueRows()
    await page.goto('/products')
    await expectListed(page, expectedNames(rows, {}))
    const categories = await productList(page).locator('.product-card__category').allTextContents()
    const firstPork = categories.indexOf('Pork')
    expect(firstPork).toBeGreaterThan(0)
    expect(categories.slice(firstPork).every((name) => name === 'Pork')).toBe(true)
    await page.goto('/products?category=pork&sort=featured')
    await expectListed(page, expectedNames(rows, { category: 'pork' }))
  })

  test('filters by the controls: category, price range, rating, in stock, on sale and the sort order', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const rows = await catalogueRows()
    await page.goto('/products')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters.getByRole('radio', { name: 'Pork' })).toBeVisible()
    // Categories by name, pork last.
    const radios = await filters
      .getByRole('group', { name: 'Category' })
      .getByRole('radio')
      .evaluateAll((nodes) => nodes.map((n) => n.parentElement?.textContent?.trim()))
    expect(radios.at(0)).toBe('All Categories')
    expect(radios.at(-1)).toBe('Pork')

    await filters.getByRole('radio', { name: 'Fresh Beef' }).check()
    await expect(page).toHaveURL(/category=fresh-beef/)
    let want: Parameters<typeof expectedNames>[1] = { category: 'fresh-beef' }
    await expect(resultsHeading(page)).toHaveText(`Fresh Beef (${expectedNames(rows, want).length})`)

    await filters.getByRole('spinbutton', { name: 'Min' }).fill('20000')
    await filters.getByRole('spinbutton', { name: 'Max' }).fill('45000')
    await filters.getByRole('button', { name: 'Apply Price' }).click()
    want = { ...want, minPrice: 20000, maxPrice: 45000 }
    await expect(page).toHaveURL(/minPrice=20000&maxPrice=45000/)
    await expectListed(page, expectedNames(rows, want))

    await filters.getByRole('radio', { name: '4+ stars' }).check()
    want = { ...want, minRating: 4 }
    await expect(page).toHaveURL(/minRating=4/)
    await expectListed(page, expectedNames(rows, want))

    await filters.getByRole('checkbox', { name: 'In stock' }).check()
    want = { ...want, inStock: true }
    await expect(page).toHaveURL(/inStock=true/)
    await expectListed(page, expectedNames(rows, want))

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' })
    want = { ...want, sort: 'price-desc' }
    await expect(page).toHaveURL(/sort=price-desc/)
    await expectListed(page, expectedNames(rows, want))
    // The order is visible: the prices read from the page go down.
    const prices = (await productList(page).locator('.product-card__paid').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    )
    expect(prices).toEqual([...prices].sort((a, b) => b - a))

    await filters.getByRole('radio', { name: 'All Categories' }).check()
    await filters.getByRole('checkbox', { name: 'On sale' }).check()
    want = { ...want, category: undefined, onSale: true }
    await expect(page).toHaveURL(/onSale=true/)
    await expectListed(page, expectedNames(rows, want))
    // Each badge is the rounded percent the database works out too.
    for (const card of await productList(page).getByRole('article').all()) {
      const name = await card.getByRole('heading').textContent()
      const row = rows.find((r) => r.name === name)
      await expect(card.getByText(`${row?.discount_percentage}% OFF`, { exact: true })).toBeVisible()
    }
  })

  test('search is a case-insensitive match on name, description or category, and a blank search restores the list', async ({
    page,
  }) => {
    const rows = await catalogueRows()
    await page.goto('/products')
    const search = page.getByRole('searchbox', { name: 'Search products' })
    await search.fill('SAUSAGE')
    const found = expectedNames(rows, { search: 'sausage' })
    await expect(resultsHeading(page)).toHaveText(`All Products (${found.length})`)
    await expectListed(page, found)
    await expect(page).toHaveURL(/search=SAUSAGE/)
    await search.fill('cold cuts')
    await expect(resultsHeading(page)).toHaveText(
      `All Products (${expectedNames(rows, { search: 'cold cuts' }).length})`,
    )
    await search.fill('')
    await expect(resultsHeading(page)).toHaveText('All Products (48)')
  })

  test('nothing matching shows "No products found", and Clear All Filters resets to sort=featured', async ({
    page,
  }) => {
    await page.goto('/products?category=goat&minPrice=900000&onSale=true&sort=rating')
    await expect(page.getByText('No products found')).toBeVisible()
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible()
    await expect(resultsHeading(page)).toHaveText('Goat (0)')
    await page.getByRole('button', { name: 'Clear All Filters' }).first().click()
    await expect(page).toHaveURL(/\/products\?sort=featured$/)
    await expect(resultsHeading(page)).toHaveText('All Products (48)')
  })

  test('when the products cannot be read: "Failed to load products" and Retry loads them', async ({ page }) => {
    // The API is unreachable for the products (the early read from the HTML and the app's own).
    await page.route('**/rest/v1/products?**', (route) => route.abort('connectionrefused'))
    await page.goto('/products')
    await expect(page.getByRole('alert')).toContainText('Failed to load products')
    await expect(page.getByText('Failed to load products')).toHaveCount(2) // the toast and the page
    await page.unroute('**/rest/v1/products?**')
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(resultsHeading(page)).toHaveText('All Products (48)')
  })

  test('grid and list views', async ({ page }) => {
    await page.goto('/products')
    const grid = page.getByRole('button', { name: 'Grid view' })
    const list = page.getByRole('button', { name: 'List view' })
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
    const first = productList(page).getByRole('article').first()
    await expect(first.locator('.product-card__description')).toBeHidden()
    await list.click()
    await expect(list).toHaveAttribute('aria-pressed', 'true')
    await expect(first.locator('.product-card__description')).toBeVisible()
    // One product per row.
    const boxes = await productList(page)
      .getByRole('article')
      .evaluateAll((nodes) => nodes.slice(0, 2).map((n) => n.getBoundingClientRect().top))
    expect(boxes[1]).toBeGreaterThan(boxes[0] as number)
  })

  test('at 360 px the category tiles and the filter drawer work', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const rows = await catalogueRows()
    await page.goto('/products')
    const tiles = page.getByRole('navigation', { name: 'Shop by category' })
    await tiles.getByRole('button', { name: 'Goat' }).click()
    await expect(tiles.getByRole('button', { name: 'Goat' })).toHaveAttribute('aria-pressed', 'true')
    await expect(resultsHeading(page)).toHaveText(`Goat (${expectedNames(rows, { category: 'goat' }).length})`)
    // Changing category scrolls to the results.
    await expect(resultsHeading(page)).toBeInViewport()

    await page.getByRole('button', { name: /^Filters/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('checkbox', { name: 'On sale' }).check()
    const onSale = expectedNames(rows, { category: 'goat', onSale: true })
    await drawer.getByRole('button', { name: `Show ${onSale.length} product${onSale.length === 1 ? '' : 's'}` }).click()
    await expect(drawer).toBeHidden()
    await expect(resultsHeading(page)).toHaveText(`Goat (${onSale.length})`)
    await expectListed(page, onSale)
    // Nothing on the page is wider than the phone (the tiles scroll inside their own row).
    expect(await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().right)).toBeLessThanOrEqual(360)
    expect(await page.getByRole('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true)
  })
})

test.describe('product page', () => {
  test('shows the gallery with zoom, stars, price with the discount badge, stock, reviews newest first and related products', async ({
    page,
  }) => {
    const product = await productNamed('Beef Sausages 500 g')
    await page.goto('/products')
    await productList(page).getByRole('link', { name: product.name }).click()
    await expect(page).toHaveURL(`/products/${product.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText('UGX 12,500', { exact: true })).toBeVisible()
    await expect(page.getByText('11% OFF')).toBeVisible()
    const stars = Math.round(product.rating * 10) / 10
    await expect(page.getByRole('img', { name: `Rated ${stars} out of 5` }).first()).toBeVisible()
    await expect(page.getByText(`In stock (${product.stock} available)`)).toBeVisible()
    for (const note of ['Same-day delivery', 'Free delivery', '100% money-back guarantee']) {
      await expect(page.getByRole('main').getByText(note, { exact: true })).toBeVisible()
    }

    // Reviews, newest first, with their reviewers' names.
    const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')
    await expect(reviews.first()).toBeVisible()
    const dates = await reviews
      .locator('time')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''))
    expect(dates).toEqual([...dates].sort().reverse())
    await expect(reviews.first().locator('strong')).not.toHaveText('')

    // Up to four related products, all of the same category, not this one.
    const related = page.getByRole('list', { name: 'Related products' }).getByRole('article')
    await expect(related.first()).toBeVisible()
    const relatedNames = await related.getByRole('heading').allTextContents()
    expect(relatedNames.length).toBeLessThanOrEqual(4)
    expect(relatedNames).not.toContain(product.name)
    const rows = await catalogueRows()
    for (const name of relatedNames) {
      expect(rows.find((row) => row.name === name)?.category_id).toBe(product.category_id)
    }

    // The picture opens full screen and zooms.
    await page.getByRole('button', { name: `Zoom in on the picture of ${product.name}` }).click()
    const preview = page.locator('.ant-image-preview')
    await expect(preview).toBeVisible()
    const picture = preview.locator('img').first()
    const before = await picture.evaluate((img) => getComputedStyle(img).transform)
    await preview.locator('.ant-image-preview-actions-action-zoomIn, [class*="zoomIn"]').first().click()
    await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).transform)).not.toBe(before)
    await page.keyboard.press('Escape')
    await expect(preview).toBeHidden()
  })

  test('an id that is not a UUID says "Invalid product ID", then "Product not found", and goes back to /products', async ({
    page,
  }) => {
    await page.goto('/products/beef-sausages')
    await expect(page.getByText('Invalid product ID')).toBeVisible()
    await expect(page.getByText('Product not found')).toBeVisible()
    await expect(page).toHaveURL(/\/products$/)
    await expect(resultsHeading(page)).toHaveText('All Products (48)')
  })

  test('an unknown product says "Product not found" and goes back to /products', async ({ page }) => {
    await page.goto('/products/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Product not found')).toBeVisible()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('a sold-out product shows "Out of Stock", disabled', async ({ page }) => {
    const product = await productNamed('Turkey Breast Roast 1 kg')
    expect(product.stock).toBe(0)
    await page.goto(`/products/${product.id}`)
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible()
  })

  test('a visitor is asked to sign in to add to cart, and after signing in the quantity chosen is in the cart', async ({
    page,
  }) => {
    const customer = await createCustomer(newCustomer('catalogue-add', 'Brian Okello'))
    const product = await productNamed('Polony 1 kg')
    await page.goto(`/products/${product.id}`)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3')
    // The product's own button comes first; the related products' follow.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click()
    await expect(page.getByText('Please sign in to add items to cart')).toBeVisible()
    await expect(page.getByRole('dialog')).toBeVisible()
    await signIn(page, customer)
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'Cart 3 items' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Added to Cart' }).first()).toBeDisabled()
  })

  test('a signed-in customer adds to cart: "Added to cart", the badge, and "Added to Cart" on the list too', async ({
    page,
  }) => {
    const customer = await createCustomer(newCustomer('catalogue-cart', 'Ruth Nabirye'))
    const product = await productNamed('Beef Stewing Cubes 1 kg')
    await page.goto('/products')
    // The app has taken over the pre-rendered page (before that, Sign In is a plain link to /account).
    await expect(resultsHeading(page)).toHaveText('All Products (48)')
    await signIn(page, customer)
    const card = productList(page).getByRole('article', { name: product.name, exact: true })
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'Cart 1 item' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Added to Cart' })).toBeDisabled()
    await card.getByRole('link', { name: product.name }).click()
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Added to Cart' }).first()).toBeDisabled()
  })

  test('reviews and ratings need sign-in; a customer writes a review and rates the product', async ({ page }) => {
    const customer = await createCustomer(newCustomer('catalogue-review', 'Esther Nalubega'))
    const product = await productNamed('Goat Liver 500 g')
    await page.goto(`/products/${product.id}`)
    await expect(page.getByText('Please sign in to leave a review')).toBeVisible()
    await page.getByRole('group', { name: 'Rate this product' }).getByRole('radio', { name: '4 stars' }).click()
    await expect(page.getByText('Please sign in to rate this product')).toBeVisible()
    await expect(page.getByRole('dialog')).toBeVisible()
    await signIn(page, customer)

    const form = page.getByRole('form', { name: 'Write a review' })
    const submit = form.getByRole('button', { name: 'Submit Review' })
    await expect(submit).toBeDisabled()
    await form.getByLabel('Your review').fill('   ')
    await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check()
    await expect(submit).toBeDisabled()
    const comment = `Fresh and clean, fried with onions it was perfect (${customer.email})`
    await form.getByLabel('Your review').fill(comment)
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.getByText('Review submitted successfully')).toBeVisible()
    const newest = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()
    await expect(newest).toContainText(comment)
    await expect(newest).toContainText(customer.fullName)

    // One review per customer: the form now holds theirs, and saving it again replaces it.
    const own = page.getByRole('form', { name: 'Your review' })
    await expect(own.getByLabel('Your review')).toHaveValue(comment)
    await expect(own.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' })).toBeChecked()
    const edited = `Second order was just as good (${customer.email})`
    await own.getByLabel('Your review').fill(edited)
    await own.getByRole('button', { name: 'Update Review' }).click()
    await expect(newest).toContainText(edited)
    await expect(page.getByRole('list', { name: 'Reviews' }).getByText(customer.email)).toHaveCount(1)

    const ratings = product.rating_count
    await page.getByRole('group', { name: 'Rate this product' }).getByRole('radio', { name: '5 stars' }).check()
    await expect(page.getByText('Thank you for your rating!')).toBeVisible()
    await expect(page.getByText(`(${ratings + 1})`).first()).toBeVisible()
    // Rating again replaces the customer's one rating.
    await page.getByRole('group', { name: 'Rate this product' }).getByRole('radio', { name: '3 stars' }).check()
    await expect(page.getByText('Thank you for your rating!').first()).toBeVisible()
    expect((await productNamed(product.name)).rating_count).toBe(ratings + 1)
  })

  test('a review written in another tab meanwhile is replaced on request, keeping what was typed', async ({
    page,
    context,
  }) => {
    const customer = await createCustomer(newCustomer('catalogue-review-tabs', 'Brian Ssali'))
    const product = await productNamed('Beef Sausages 500 g')
    await page.goto(`/products/${product.id}`)
    await signIn(page, customer)
    const form = page.getByRole('form', { name: 'Write a review' })
    await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }).check()
    const typed = `Best sausages in Ntinda (${customer.email})`
    await form.getByLabel('Your review').fill(typed)

    const other = await context.newPage()
    await other.goto(`/products/${product.id}`)
    const otherForm = other.getByRole('form', { name: 'Write a review' })
    await otherForm.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '2 stars' }).check()
    await otherForm.getByLabel('Your review').fill(`Too salty for me (${customer.email})`)
    await otherForm.getByRole('button', { name: 'Submit Review' }).click()
    await expect(other.getByText('Review submitted successfully')).toBeVisible()
    await other.close()

    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(
      page.getByText('You have already reviewed this product. Press Update Review to replace it with this one.'),
    ).toBeVisible()
    const own = page.getByRole('form', { name: 'Your review' })
    await expect(own.getByLabel('Your review')).toHaveValue(typed)
    await own.getByRole('button', { name: 'Update Review' }).click()
    await expect(page.getByText('Review submitted successfully')).toBeVisible()
    const mine = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: customer.email })
    await expect(mine).toHaveCount(1)
    await expect(mine).toContainText(typed)
  })
})
