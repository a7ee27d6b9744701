// Sends one Web Push message: the payload encrypted for the subscription (RFC 8291), VAPID
// authorisation (RFC 8292), POSTed to the subscription's endpoint (RFC 8030).
import { encryptMessage, type SubscriptionKeys } from './encrypt.ts'
import { type VapidKeys, vapidAuthorization } from './vapid.ts'

export interface PushTarget extends SubscriptionKeys {
  endpoint: string
}

export interface PushResult {
  endpoint: string
  status: number | null
  /** The push service says the subscription is gone (404, 410): forget it. */
  gone: boolean
  error?: string
}

export async function sendPush(
  target: PushTarget,
  payload: unknown,
  vapid: VapidKeys,
  options: { subject: string; ttlSeconds?: number; urgency?: 'very-low' | 'low' | 'normal' | 'high'; topic?: string },
): Promise<PushResult> {
  try {
    const body = await encryptMessage(target, new TextEncoder().encode(JSON.stringify(payload)))
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        Authorization: await vapidAuthorization(target.endpoint, vapid, options.subject),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: String(options.ttlSeconds ?? 24 * 60 * 60),
        Urgency: options.urgency ?? 'high',
        ...(options.topic ? { Topic: options.topic } : {}),
      },
      body: body as BodyInit,
      signal: AbortSignal.timeout(15_000),
    })
    await response.body?.cancel()
    return {
      endpoint: target.endpoint,
      status: response.status,
      gone: response.status === 404 || response.status === 410,
    }
  } catch (error) {
    return {
      endpoint: target.endpoint,
      status: null,
      gone: false,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}
