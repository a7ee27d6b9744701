// Customers for browser tests: the seeded demo accounts, fresh customers made through the Auth API (fast
// set-up) and the sign-in modal driven as a person does (Sign In in the top navigation, then the dialog).
import { expect, type Locator, type Page } from '@playwright/test'
import { E2E_SHELL_URL, E2E_SUPABASE_URL } from './ports.ts'

export const DEMO_PASSWORD = 'demo-pass-2026'

/** The seeded customer with past orders (supabase/README.md). Do not change her password or profile. */
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: DEMO_PASSWORD, fullName: 'Sarah Namubiru' }

export interface Customer {
  fullName: string
  phone: string
  email: string
  password: string
}

let counter = 0

/** An address no other test (or earlier run on the same database) uses. */
export function uniqueEmail(tag = 'shopper'): string {
  counter += 1
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`.toLowerCase()
}

/** A new customer's details (not yet signed up). */
export function newCustomer(tag = 'shopper', fullName = 'Amina Nakato'): Customer {
  return { fullName, phone: '+256 772 123 456', email: uniqueEmail(tag), password: 'kampala-2026' }
}

async function anonKey(): Promise<string> {
  const response = await fetch(`${E2E_SHELL_URL}/config.json`)
  const config = (await response.json()) as { supabaseAnonKey: string }
  return config.supabaseAnonKey
}

/**
 * Signs a new customer up through the Auth API (as the sign-up form does, without the browser): the
 * database trigger makes the profile from `full_name` and `phone`. For tests that need a customer of
 * their own; the sign-up journey itself is tested through the modal.
 */
export async function createCustomer(customer: Customer = newCustomer()): Promise<Customer> {
  const key = await anonKey()
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: customer.email,
      password: customer.password,
      data: { full_name: customer.fullName, phone: customer.phone },
    }),
  })
  if (!response.ok)
    throw new Error(`sign-up of ${customer.email} answered ${response.status}: ${await response.text()}`)
  return customer
}

/** The sign-in dialog (whatever mode it is in). */
export function signInDialog(page: Page): Locator {
  return page.getByRole('dialog')
}

/** Opens the sign-in modal from the top navigation's Sign In button. */
export async function openSignIn(page: Page): Promise<Locator> {
  // On a pre-rendered page, a click while the app swaps in its own navigation can fall between the two
  // (mouse down on one link, up on the other): wait until the app has taken over.
  await expect(page.locator('#prerender')).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click()
  const dialog = signInDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  return dialog
}

/** Fills and submits the open dialog's sign-in form; does not wait for the outcome. */
export async function submitSignIn(dialog: Locator, { email, password }: { email: string; password: string }) {
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Signs in through the modal (opening it from the navigation unless it is already open) and waits for
 * "Welcome back, <first name>" and the Account button.
 */
export async function signIn(page: Page, account: { email: string; password: string; fullName: string }) {
  const dialog = signInDialog(page)
  const open = await dialog.isVisible()
  await submitSignIn(open ? dialog : await openSignIn(page), account)
  await expect(page.getByText(`Welcome back, ${account.fullName.split(' ')[0]}`)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
}

/** Signs a new customer up through the modal and waits for the welcome toast. */
export async function signUp(page: Page, customer: Customer) {
  const dialog = signInDialog(page)
  if (!(await dialog.isVisible())) await openSignIn(page)
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible()
  await dialog.getByLabel('Full Name').fill(customer.fullName)
  await dialog.getByLabel('Phone').fill(customer.phone)
  await dialog.getByLabel('Email').fill(customer.email)
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password)
  await dialog.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(
    page.getByText(`Welcome, ${customer.fullName.split(' ')[0]}! Account created successfully!`),
  ).toBeVisible()
}

/** Signs out from My Account and waits for the Sign In button. */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
}
