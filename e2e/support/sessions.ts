// Signed-in pages without driving a sign-in form: a session from the Auth API's password grant, put where
// supabase-js keeps it before the app starts, as a returning visitor's browser has it.
import type { Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '@shop/shared/supabase/session-hint'
import { DEMO_PASSWORD } from './accounts.ts'
import { E2E_SHELL_URL, E2E_SUPABASE_URL } from './ports.ts'

export const DEMO_ADMIN = { email: 'admin@example.com', fullName: 'Daniel Ssempa' }
export const DEMO_OUTLET_MANAGER = {
  email: 'outlet@example.com',
  fullName: 'Ruth Achieng',
  outlet: 'Kololo (Acacia Mall)',
}
export const DEMO_RIDER = { email: 'rider@example.com', fullName: 'Joseph Mugisha' }

/** A session from the Auth API's password grant (by default against the e2e run's shell and stand-in). */
export async function passwordSession(
  email: string,
  password = DEMO_PASSWORD,
  { shellUrl = E2E_SHELL_URL, supabaseUrl = E2E_SUPABASE_URL } = {},
): Promise<unknown> {
  const { supabaseAnonKey } = (await (await fetch(`${shellUrl}/config.json`)).json()) as {
    supabaseAnonKey: string
  }
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** The page's next loads start signed in as `email` (once: a sign-out in the test is not undone). */
export async function startSignedIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const session = await passwordSession(email, password)
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-session-stored')) return
      sessionStorage.setItem('e2e-session-stored', '1')
      localStorage.setItem(key, value)
    },
    { key: AUTH_STORAGE_KEY, value: JSON.stringify(session) },
  )
}
