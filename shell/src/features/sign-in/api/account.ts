// The modal's calls to Supabase Auth and the database, over the page's one client. Each returns data
// or throws the error as Supabase gave it; the components word the messages.

import { storedPhone } from '@shop/shared/phone'
import { getSupabase } from '@shop/shared/supabase'
import type { Session, User } from '@supabase/supabase-js'
import type { SignInValues, SignUpValues } from '../validation.ts'

/** Section 9: the profile made by the sign-up trigger is checked up to 3 times, 500 ms apart. */
export const PROFILE_CHECK_ATTEMPTS = 3
export const PROFILE_CHECK_INTERVAL_MS = 500

/** Where the recovery mail's link lands (the shell's reset page). */
export function resetPasswordUrl(origin = location.origin): string {
  return `${origin}/account/reset-password`
}

export async function signInWithPassword({ email, password }: SignInValues): Promise<Session> {
  const client = await getSupabase()
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password })
  if (error) throw error
  return data.session
}

/** Creates the auth user; the database trigger makes the `users` row from `full_name` and `phone`. */
export async function signUpWithPassword(values: SignUpValues): Promise<{ user: User; session: Session | null }> {
  const client = await getSupabase()
  const { data, error } = await client.auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: {
      data: { full_name: values.fullName.trim(), phone: storedPhone(values.phone) },
      emailRedirectTo: `${location.origin}/account`,
    },
  })
  if (error) throw error
  if (!data.user) throw new Error('Sign-up returned no user')
  return { user: data.user, session: data.session }
}

/** The customer's display name: the `users` row, else the rider's row, else the sign-up metadata. */
export async function loadFullName(user: User): Promise<string | null> {
  const client = await getSupabase()
  const profile = await client.from('users').select('full_name').eq('id', user.id).maybeSingle()
  if (profile.data?.full_name) return profile.data.full_name
  const rider = await client.from('delivery_riders').select('full_name').eq('id', user.id).maybeSingle()
  if (rider.data?.full_name) return rider.data.full_name
  const meta = user.user_metadata?.full_name
  return typeof meta === 'string' ? meta : null
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** True once the new customer's `users` row can be read; false after the last attempt. */
export async function profileExists(
  userId: string,
  attempts = PROFILE_CHECK_ATTEMPTS,
  intervalMs = PROFILE_CHECK_INTERVAL_MS,
): Promise<boolean> {
  const client = await getSupabase()
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const { data } = await client.from('users').select('id').eq('id', userId).maybeSingle()
    if (data) return true
    if (attempt < attempts) await pause(intervalMs)
  }
  return false
}

export async function requestPasswordReset(email: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo: resetPasswordUrl() })
  if (error) throw error
}
