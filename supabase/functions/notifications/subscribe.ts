// POST /notifications/subscribe — stores the browser's push subscription (PushSubscription.toJSON():
// {endpoint, expirationTime, keys: {p256dh, auth}}) for the signed-in user. An endpoint belongs to one
// browser, so when someone else signs in on it, it moves to them.
import { functionsUrl } from '../_shared/env.ts'
import { HttpError } from '../_shared/http.ts'
import { checkKeys } from '../_shared/push/encrypt.ts'
import { checkPushEndpoint, UnsafeEndpointError } from '../_shared/push/endpoint.ts'
import { type AuthUser, admin } from '../_shared/supabase.ts'

/** Tells the database where to post rider-assignment pushes (see the push_on_assignment migration). */
export const configureDispatch = () =>
  admin().rpc('configure_push_dispatch', { url: `${functionsUrl()}/notifications/dispatch` })

export async function subscribe(body: Record<string, unknown>, user: AuthUser, userAgent: string | null) {
  const subscription = (
    body.subscription && typeof body.subscription === 'object' ? body.subscription : body
  ) as Record<string, unknown>
  const endpoint = typeof subscription.endpoint === 'string' ? subscription.endpoint : ''
  const keys = (subscription.keys ?? {}) as Record<string, unknown>
  const p256dh = typeof keys.p256dh === 'string' ? keys.p256dh : ''
  const auth = typeof keys.auth === 'string' ? keys.auth : ''
  try {
    await checkPushEndpoint(endpoint)
  } catch (error) {
    if (!(error instanceof UnsafeEndpointError)) throw error
    throw new HttpError(
      400,
      `A push subscription needs an https endpoint on the public internet: this one is ${error.message}`,
      'invalid_subscription',
    )
  }
  try {
    checkKeys({ p256dh, auth })
  } catch {
    throw new HttpError(400, 'A push subscription needs its p256dh and auth keys', 'invalid_subscription')
  }
  const [row] = await admin().insert(
    'push_subscriptions',
    { user_id: user.id, endpoint, p256dh, auth, user_agent: userAgent?.slice(0, 500) ?? null },
    'endpoint',
  )
  await configureDispatch()
  return row
}
