// The `welcome-mail` Edge Function: POST {template_params: {user_name, email}} (or the two fields at the
// top level) with the new customer's session, right after sign-up. The mail goes to the signed-in
// user's own address only, so the endpoint cannot be used to mail strangers. A failure answers 502;
// the storefront only logs it, as the spec says.
import { bearer, errorResponse, HttpError, json, preflight, readJson } from '../_shared/http.ts'
import { tryConfigureMailDispatch } from '../_shared/mail/dispatch.ts'
import { mailer } from '../_shared/mail/index.ts'
import { welcomeMail } from '../_shared/mail/welcome.ts'
import { requireUser } from '../_shared/supabase.ts'

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return preflight()
  if (request.method !== 'POST') return json({ error: 'Not found' }, 404)
  await tryConfigureMailDispatch()
  try {
    const user = await requireUser(bearer(request))
    if (!user.email) throw new HttpError(400, 'This account has no e-mail address', 'no_email')
    const body = await readJson(request)
    const params = (
      body.template_params && typeof body.template_params === 'object' ? body.template_params : body
    ) as Record<string, unknown>
    const given = typeof params.user_name === 'string' ? params.user_name : ''
    const fromProfile = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : ''
    const userName = (given || fromProfile).trim().slice(0, 100)
    await mailer().send(welcomeMail({ user_name: userName, email: user.email }))
    return json({ sent: true, to: user.email })
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    console.error('welcome-mail: not sent:', error)
    return json({ error: 'The welcome e-mail could not be sent', code: 'mail_failed' }, 502)
  }
})
