// The storefront's sign-in, account and content pages (issue 6; storefront spec sections 2, 4, 5, 8;
// backoffice spec: contact page, chat widget, password reset page), in Debian's Chromium against the
// production build and a freshly seeded stand-in. Each test makes its own customer.
import { expect, type Page, test } from '@playwright/test'
import {
  createCustomer,
  newCustomer,
  openSignIn,
  signIn,
  signInDialog,
  signOut,
  signUp,
  submitSignIn,
  uniqueEmail,
} from '../support/accounts.ts'
import { lastMailId, recoveryLink, waitForMail } from '../support/outbox.ts'

const banner = (page: Page) => page.getByRole('banner')

test.describe('sign-in modal', () => {
  test('sign up: the new customer has a profile, is welcomed by first name and gets the welcome e-mail', async ({
    page,
  }) => {
    const customer = newCustomer('signup', 'Amina Nakato')
    await page.goto('/')
    await signUp(page, customer)
    await expect(signInDialog(page)).toBeHidden()

    await banner(page).getByRole('link', { name: 'Account' }).click()
    await expect(page.getByLabel('Full Name')).toHaveValue('Amina Nakato')
    // Saved as typed at sign-up ('+256 772 123 456'), normalised to E.164.
    await expect(page.getByLabel('Phone')).toHaveValue('+256772123456')
    await expect(page.getByLabel('Email')).toHaveValue(customer.email)

    // Sent by the server because the account was made, in the shop's own words: nothing the form sent.
    const mail = await waitForMail(customer.email, { subject: /welcome/i })
    expect(mail.subject).toBe('Welcome to Kampala Meats')
    expect(mail.text).toContain('Thank you for creating your Kampala Meats account.')
    expect(mail.text).not.toContain('Amina')
  })

  test('sign-up fields are all required and the password has at least 6 characters', async ({ page }) => {
    await page.goto('/')
    const dialog = await openSignIn(page)
    await dialog.getByRole('button', { name: 'Create an account' }).click()
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click()
    await expect(dialog.getByText('Please enter your full name')).toBeVisible()
    await expect(dialog.getByText('Please enter your phone number')).toBeVisible()
    await expect(dialog.getByText('Please enter your email address')).toBeVisible()
    await dialog.getByLabel('Password', { exact: true }).fill('12345')
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click()
    await expect(dialog.getByText('Password must be at least 6 characters long')).toBeVisible()
  })

  test('signing up with an address already registered shows the server’s message', async ({ page }) => {
    const existing = await createCustomer(newCustomer('taken'))
    await page.goto('/')
    await openSignIn(page)
    const dialog = signInDialog(page)
    await dialog.getByRole('button', { name: 'Create an account' }).click()
    await dialog.getByLabel('Full Name').fill('Someone Else')
    await dialog.getByLabel('Phone').fill('0772 000 111')
    await dialog.getByLabel('Email').fill(existing.email)
    await dialog.getByLabel('Password', { exact: true }).fill('another-pass')
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click()
    await expect(page.getByText('User already registered')).toBeVisible()
    // Nothing typed is lost.
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Someone Else')
  })

  test('sign in greets "Welcome back, " and the first name; sign out says "Signed out successfully"', async ({
    page,
  }) => {
    const customer = await createCustomer(newCustomer('signin', 'Brian Okello'))
    await page.goto('/')
    await signIn(page, customer)
    await expect(banner(page).getByRole('link', { name: 'Sign In', exact: true })).toBeHidden()
    await page.reload()
    await expect(banner(page).getByRole('link', { name: 'Account' })).toBeVisible()
    await signOut(page)
    await expect(page).toHaveURL(/\/$/)
  })

  test('a wrong password shows the server’s message and keeps what was typed', async ({ page }) => {
    const customer = await createCustomer(newCustomer('wrongpass'))
    await page.goto('/')
    const dialog = await openSignIn(page)
    await submitSignIn(dialog, { email: customer.email, password: 'not-the-password' })
    await expect(page.getByText('Invalid login credentials')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Email')).toHaveValue(customer.email)
    await expect(banner(page).getByRole('link', { name: 'Sign In', exact: true })).toBeAttached()
  })

  test('a visitor who adds to cart signs in in the modal and the product is then in the cart', async ({ page }) => {
    const customer = await createCustomer(newCustomer('pending-add', 'Daniel Mugenyi'))
    await page.goto('/products')
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first()
    const name = (await card.getByRole('heading').textContent())?.trim() ?? ''
    expect(name).not.toBe('')
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Please sign in to add items to cart')).toBeVisible()
    // The dialog's code loads on demand: sign in inside it, not through the header's button beneath.
    await expect(signInDialog(page)).toBeVisible()
    await signIn(page, customer)
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'Cart 1 item' })).toBeVisible()
    const added = page.getByRole('article', { name, exact: true })
    await expect(added.getByRole('button', { name: 'Added to Cart' })).toBeDisabled()
    await banner(page).getByRole('link', { name: 'Cart 1 item' }).click()
    await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(name)
  })

  test('the modal closes on Escape and its modes switch without losing the e-mail', async ({ page }) => {
    await page.goto('/')
    const dialog = await openSignIn(page)
    await dialog.getByLabel('Email').fill('someone@example.com')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await expect(dialog.getByLabel('Email')).toHaveValue('someone@example.com')
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('password reset', () => {
  test('forgot password → the recovery mail → its link → a new password → it signs in', async ({ page }) => {
    const customer = await createCustomer(newCustomer('reset', 'Grace Atim'))
    const before = await lastMailId(customer.email)
    await page.goto('/')
    const dialog = await openSignIn(page)
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click()
    await expect(dialog.getByText('Please enter your email address')).toBeVisible()
    await dialog.getByLabel('Email').fill(customer.email)
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click()
    await expect(page.getByText('Password reset instructions sent to your email')).toBeVisible()

    await page.goto(await recoveryLink(customer.email, before))
    await expect(page).toHaveURL(/\/account\/reset-password/)
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible()

    const newPassword = page.getByLabel('New Password', { exact: true })
    const confirmation = page.getByLabel('Confirm New Password', { exact: true })
    await newPassword.fill('fresh-pass-1')
    await confirmation.fill('fresh-pass-2')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('Passwords do not match').first()).toBeVisible()
    await newPassword.fill('abc')
    await confirmation.fill('abc')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible()
    await page.getByRole('button', { name: 'Show new password' }).click()
    await expect(newPassword).toHaveAttribute('type', 'text')

    await newPassword.fill('fresh-pass-1')
    await confirmation.fill('fresh-pass-1')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    // All three show for the 2 s before the redirect (the toast for as long): checked together.
    await Promise.all([
      expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible(),
      expect(page.getByText('Your password has been updated successfully. Redirecting you to login...')).toBeVisible(),
      expect(page.getByText('Password updated successfully')).toBeVisible(),
    ])
    await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 })

    // /account signed out opens the sign-in: the old password is refused, the new one works.
    const signInModal = signInDialog(page)
    await submitSignIn(signInModal, { email: customer.email, password: customer.password })
    await expect(page.getByText('Invalid login credentials')).toBeVisible()
    await signIn(page, { ...customer, password: 'fresh-pass-1' })
  })

  test('an invalid or expired reset link shows "Invalid or expired reset link" and goes to /account', async ({
    page,
  }) => {
    await page.goto('/account/reset-password?code=not-a-real-code')
    await expect(page.getByText('Invalid or expired reset link')).toBeVisible()
    await expect(page).toHaveURL(/\/account$/)

    // A recovery link used a second time: Supabase Auth answers with an error in the URL.
    const customer = await createCustomer(newCustomer('reused'))
    const before = await lastMailId(customer.email)
    await page.goto('/')
    const dialog = await openSignIn(page)
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await dialog.getByLabel('Email').fill(customer.email)
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click()
    const link = await recoveryLink(customer.email, before)
    const first = await fetch(link, { redirect: 'manual' })
    expect(first.status).toBe(303)
    await page.goto(link)
    await expect(page.getByText('Invalid or expired reset link')).toBeVisible()
    await expect(page).toHaveURL(/\/account$/)
  })
})

test.describe('My Account', () => {
  test('profile edits persist after a reload; the e-mail is read-only', async ({ page }) => {
    const customer = await createCustomer(newCustomer('profile', 'Peter Ssali'))
    await page.goto('/')
    await signIn(page, customer)
    await banner(page).getByRole('link', { name: 'Account' }).click()
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()

    const email = page.getByLabel('Email')
    await expect(email).toHaveValue(customer.email)
    await expect(email).toHaveAttribute('readonly', '')
    await page.getByLabel('Full Name').fill('')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Please enter your full name')).toBeVisible()

    await page.getByLabel('Full Name').fill('Peter Ssali Mukasa')
    await page.getByLabel('Phone').fill('0701 234 567')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Profile updated successfully')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Full Name')).toHaveValue('Peter Ssali Mukasa')
    await expect(page.getByLabel('Phone')).toHaveValue('+256701234567')
    await expect(page.getByLabel('Email')).toHaveValue(customer.email)
    await expect(page.getByRole('link', { name: /My Orders/ })).toHaveAttribute('href', '/orders')
    await expect(page.getByText('Settings')).toHaveAttribute('aria-disabled', 'true')
  })

  test('signed out, /account opens the sign-in', async ({ page }) => {
    await page.goto('/account')
    await expect(signInDialog(page).getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('You are not signed in.')).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Create Account' }).click()
    await expect(signInDialog(page).getByRole('heading', { name: 'Create Account' })).toBeVisible()
  })
})

test.describe('Discover', () => {
  test('the hub links Recipes, Blogs and Campaigns; blogs and campaigns redirect to coming soon; unknown paths to /discover', async ({
    page,
  }) => {
    await page.goto('/discover')
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse Recipes' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible()
    for (const category of ['Beef', 'Pork', 'Lamb', 'Poultry']) {
      await expect(page.getByRole('button', { name: category })).toBeVisible()
    }
    await expect(page.getByText('Featured Recipe')).toBeVisible()

    await page.goto('/discover/blogs')
    await expect(page).toHaveURL(/\/discover\/coming-soon\/blogs$/)
    await page.goto('/discover/campaigns')
    await expect(page).toHaveURL(/\/discover\/coming-soon\/campaigns$/)
    await page.goto('/discover/no-such-page')
    await expect(page).toHaveURL(/\/discover$/)
  })

  test('subscribe: "Thanks for subscribing!", "You\'re on the list!", then the duplicate "You\'re already subscribed!"', async ({
    page,
  }) => {
    const email = uniqueEmail('subscriber')
    await page.goto('/discover/blogs')
    await page.getByLabel('Email').fill('not-an-address')
    await page.getByRole('button', { name: 'Notify Me' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()

    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Notify Me' }).click()
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible()
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible()

    await page.reload()
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Notify Me' }).click()
    await expect(page.getByText("You're already subscribed!")).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(email.toUpperCase())

    // The same address may still sign up for another list.
    await page.goto('/discover/campaigns')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Notify Me' }).click()
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible()
  })
})

test.describe('content pages', () => {
  test('contact page: details, hours, and the seeded outlets by name with directions links', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByText('Monday to Saturday: 8:00 AM to 6:00 PM')).toBeVisible()
    await expect(page.getByText('Sunday: Closed')).toBeVisible()

    const outlets = page.getByRole('list', { name: 'Outlets' }).getByRole('listitem')
    await expect(outlets.getByRole('heading')).toHaveText([
      'Entebbe',
      'Kololo (Acacia Mall)',
      'Naalya',
      'Nakasero',
      'Ntinda',
    ])
    const nakasero = outlets.filter({ has: page.getByRole('heading', { name: 'Nakasero' }) })
    await expect(nakasero.getByRole('link', { name: '+256 414 231 560' })).toHaveAttribute('href', 'tel:+256414231560')
    await expect(nakasero.getByText('Mon-Sat: 8:00 AM - 6:00 PM')).toBeVisible()
    await expect(nakasero.getByRole('link', { name: 'Get Directions to Nakasero' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=0.3136%2C32.5811',
    )
    await expect(page.getByRole('link', { name: /^Get Directions/ })).toHaveCount(5)
    // The map draws (OpenLayers' canvas) even without map tiles from the internet.
    await expect(page.getByTestId('outlets-map').locator('canvas').first()).toBeVisible()
  })

  test('chat widget: five preset messages open WhatsApp with the text; Escape and a click outside close it', async ({
    page,
  }) => {
    await page.goto('/contact')
    const button = page.getByRole('button', { name: 'Chat with us' })
    await button.click()
    const panel = page.getByRole('dialog', { name: 'Contact Us' })
    await expect(panel.getByText('Select a message or start a chat')).toBeVisible()
    const links = panel.getByRole('link')
    await expect(links).toHaveCount(5)
    await expect(panel.getByRole('link', { name: 'Business hours' })).toHaveAttribute(
      'href',
      `https://wa.me/256414000000?text=${encodeURIComponent('Hello Kampala Meats, what are your business hours?')}`,
    )
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\/wa\.me\/256414000000\?text=.+/)
    }
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await expect(panel).toBeVisible()
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click()
    await expect(panel).toBeHidden()

    // Bottom-right here, bottom-left on /products.
    const width = page.viewportSize()?.width ?? 412
    expect((await button.boundingBox())?.x ?? 0).toBeGreaterThan(width / 2)
    await page.goto('/products')
    const onProducts = page.getByRole('button', { name: 'Chat with us' })
    expect((await onProducts.boundingBox())?.x ?? width).toBeLessThan(width / 2)
  })

  test('certifications: ISO 22000:2018, UNBS, and the KCCA operating permit as a PDF', async ({ page, request }) => {
    await page.goto('/certifications')
    await expect(page.getByRole('heading', { name: 'ISO 22000:2018' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'UNBS Certification Mark' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'KCCA Operating Permit' })).toBeVisible()
    const href = await page.getByRole('link', { name: 'Download Permit (PDF)' }).getAttribute('href')
    const pdf = await request.get(href ?? '')
    expect(pdf.ok()).toBe(true)
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('privacy and terms pages are reached from the footer', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByText("Uganda's Data Protection and Privacy Act, 2019")).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  })
})
