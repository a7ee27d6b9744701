// The welcome e-mail after sign-up (storefront spec section 7, "Mail service"): sent server-side by the
// mail Edge Function, reached through the shell's `/api/...` proxy with the new customer's token. A
// failure is only logged by the caller, as the spec says.
import { getRuntimeConfig } from '@shop/shared/config'
import type { Session } from '@supabase/supabase-js'

export const WELCOME_MAIL_PATH = '/api/welcome-mail'

export interface WelcomeMailParams {
  user_name: string
  email: string
}

export async function sendWelcomeMail(session: Session, params: WelcomeMailParams): Promise<void> {
  const response = await fetch(WELCOME_MAIL_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: getRuntimeConfig().supabaseAnonKey,
      authorization: `Bearer ${session.access_token}`,
    },
    body: JSON.stringify({ template: 'welcome', template_params: params }),
  })
  if (!response.ok) throw new Error(`welcome mail: ${response.status} ${await response.text()}`)
}
