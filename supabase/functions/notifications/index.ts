// The `notifications` Edge Function (the apps call it as /api/notifications/...):
//   GET  /vapid-public-key            → {publicKey}: what PushManager.subscribe needs (applicationServerKey)
//   POST /subscribe   {subscription}  → 201 {subscribed: true, id}: the signed-in user's browser
//   POST /unsubscribe {endpoint}      → {unsubscribed: n}
//   POST /dispatch    webhook body    → {sent, removed, failed}: the database's push on rider assignment
// verify_jwt is off (the database's webhook carries a shared secret, not a JWT); /subscribe and
// /unsubscribe check the caller's token themselves.
import { bearer, errorResponse, HttpError, json, preflight, readJson, subPath } from '../_shared/http.ts'
import { db, requireUser } from '../_shared/supabase.ts'
import { checkWebhookSecret, dispatch } from './dispatch.ts'
import { configureDispatch, subscribe } from './subscribe.ts'
import { vapidKeys } from './vapid-store.ts'

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return preflight()
  const path = subPath(request, 'notifications')
  try {
    if (request.method === 'GET' && path === '/vapid-public-key') {
      const { publicKey } = await vapidKeys()
      await configureDispatch()
      return json({ publicKey }, 200, { 'Cache-Control': 'public, max-age=300' })
    }
    if (request.method !== 'POST') throw new HttpError(404, 'Not found')
    if (path === '/subscribe') {
      const token = bearer(request)
      const user = await requireUser(token)
      const row = await subscribe(await readJson(request), user, request.headers.get('user-agent'))
      return json({ subscribed: true, id: row?.id }, 201)
    }
    if (path === '/unsubscribe') {
      const token = bearer(request)
      await requireUser(token)
      const { endpoint } = await readJson(request)
      if (typeof endpoint !== 'string' || !endpoint) throw new HttpError(400, 'endpoint is required')
      // As the user: row-level security lets them remove only their own browsers.
      const removed = await db(token).remove('push_subscriptions', `endpoint=eq.${encodeURIComponent(endpoint)}`)
      return json({ unsubscribed: removed.length })
    }
    if (path === '/dispatch') {
      await checkWebhookSecret(request)
      return json(await dispatch(await readJson(request)))
    }
    throw new HttpError(404, 'Not found')
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    console.error('notifications:', error)
    return json({ error: 'Notifications are temporarily unavailable', code: 'notifications_error' }, 500)
  }
})
