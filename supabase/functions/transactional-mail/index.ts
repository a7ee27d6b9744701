// The `transactional-mail` Edge Function: sends the shop's order, back-in-stock and welcome mails that wait in
// `outgoing_mails` (see its migration, 20261126130000), then the order SMS that wait in `outgoing_sms`
// (20261202100000), which the database wakes it for through the same hook.
//   POST /dispatch → {sent, failed, sms: {sent, failed}}: the database's wake-up (x-webhook-secret, the
//                    `mail_dispatch` setting's), or a scheduler with the service role key. Without Africa's
//                    Talking's credentials on a hosted project the mail still goes and the answer is 500
//                    `sms_not_configured`, naming the missing setting.
// verify_jwt is off: the database's post carries a shared secret, not a JWT.
import { bearer, errorResponse, HttpError, json, preflight, sameSecret, subPath } from '../_shared/http.ts'
import { configureMailDispatch } from '../_shared/mail/dispatch.ts'
import { MissingSettingError } from '../_shared/settings.ts'
import { admin, DatabaseError, db, jsonObject } from '../_shared/supabase.ts'
import { sendWaitingMails } from './send.ts'
import { sendWaitingSms } from './send-sms.ts'

async function actsAsServiceRole(token: string) {
  try {
    await db(token).rpc('get_function_setting', { key: 'mail_dispatch' })
    return true
  } catch (error) {
    if (error instanceof DatabaseError) return false
    throw error
  }
}

async function checkCaller(request: Request) {
  const given = request.headers.get('x-webhook-secret') ?? ''
  if (given) {
    const secret = jsonObject(await admin().rpc('get_function_setting', { key: 'mail_dispatch' }))?.secret
    if (typeof secret === 'string' && secret && sameSecret(given, secret)) return
  }
  // A scheduler's call: a key that acts as the service role (of either kind), which only the service
  // role's own function proves: the platform tells which key it is.
  const token = bearer(request)
  if (token && (await actsAsServiceRole(token))) return
  throw new HttpError(401, 'Unauthorized', 'bad_webhook_secret')
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return preflight()
  const path = subPath(request, 'transactional-mail')
  try {
    if (request.method !== 'POST' || path !== '/dispatch') throw new HttpError(404, 'Not found')
    await checkCaller(request)
    await configureMailDispatch({ always: true })
    const mails = await sendWaitingMails()
    try {
      return json({ ...mails, sms: await sendWaitingSms() })
    } catch (error) {
      if (!(error instanceof MissingSettingError)) throw error
      console.error('transactional-mail: no SMS sent:', error.message)
      return json({ error: error.message, code: 'sms_not_configured', ...mails }, 500)
    }
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    console.error('transactional-mail:', error)
    return json({ error: 'Mail is temporarily unavailable', code: 'mail_failed' }, 500)
  }
})
