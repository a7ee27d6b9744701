// Sending one queued action to the server: the photo first (once: an upload whose answer was lost is
// found already there), then the transition with the action's id as its request id. Whether a failure
// means "try again later" (no answer, a server error, an expired sign-in) or "refused" (the server
// answered no, with a business error the rider must see) is decided here. A wrong delivery code is an
// answer, not an error (the server keeps the count): its refusal code is read from the answer.
import { toApiError } from '@shop/shared/api'
import { refusalMessage } from '@shop/shared/errors'
import type { ShopClient } from '@shop/shared/supabase'
import type { QueuedAction, Refusal, SendAction, SendOutcome } from './offline-queue.ts'

export const DELIVERY_PHOTOS_BUCKET = 'delivery-photos'
export const FAILED_TO_UPDATE = 'Failed to update order status'

/** The path stored on the order: bucket first, as every image column holds it. */
export const storedPhotoPath = (path: string) => `${DELIVERY_PHOTOS_BUCKET}/${path}`

function outcomeOf(error: unknown, status?: number): SendOutcome {
  const apiError = toApiError(error, status)
  const { status: answered } = apiError
  if (answered === 'network' || answered >= 500 || answered === 401 || answered === 408 || answered === 429) {
    return { kind: 'unreachable' }
  }
  return {
    kind: 'refused',
    refusal: {
      code: apiError.code,
      message: refusalMessage(apiError, FAILED_TO_UPDATE).message,
      details: apiError.details,
    },
  }
}

/** The refusal a delivery-code answer carries (wrong, with the tries left; locked), or null: delivered. */
function codeRefusal(answer: { refusal: string | null; tries_left: number } | undefined): Refusal | null {
  if (!answer?.refusal) return null
  const details = JSON.stringify({ tries_left: answer.tries_left })
  const { message, hint } = refusalMessage({ code: answer.refusal, details }, FAILED_TO_UPDATE)
  return { code: answer.refusal, message: hint ? `${message}. ${hint}` : message, details }
}

function isAlreadyStored(error: unknown): boolean {
  const fields = (error ?? {}) as { status?: unknown; statusCode?: unknown }
  return fields.status === 409 || String(fields.statusCode) === '409'
}

async function transition(client: ShopClient, action: QueuedAction): Promise<SendOutcome> {
  const request_id = action.id
  const sent = async (call: PromiseLike<{ error: unknown; status: number }>): Promise<SendOutcome> => {
    const { error, status } = await call
    return error ? outcomeOf(error, status) : { kind: 'applied' }
  }
  switch (action.kind) {
    case 'confirm_pickup':
      return sent(client.rpc('confirm_pickup', { order_id: action.orderId, request_id }))
    case 'complete_delivery':
      return sent(
        client.rpc('complete_delivery', {
          order_id: action.orderId,
          photo_url: action.photo ? storedPhotoPath(action.photo.path) : '',
          request_id,
        }),
      )
    case 'complete_delivery_with_code': {
      const { data, error, status } = await client
        .rpc('complete_delivery_with_code', { order_id: action.orderId, code: action.code ?? '', request_id })
        .single()
      if (error) return outcomeOf(error, status)
      const refusal = codeRefusal(data)
      return refusal ? { kind: 'refused', refusal } : { kind: 'applied' }
    }
    case 'cancel_delivery':
      return sent(
        client.rpc('cancel_delivery', { order_id: action.orderId, reason: action.reason ?? undefined, request_id }),
      )
    case 'decline_assignment': {
      // An action without its choice (never queued so) is sent as "other" without words: refused (KM112).
      const { reason, note } = action.decline ?? { reason: 'other', note: null }
      return sent(
        client.rpc('decline_assignment', {
          order_id: action.orderId,
          reason,
          note: note ?? undefined,
          request_id,
        }),
      )
    }
  }
}

export function createSender(getClient: () => Promise<ShopClient>): SendAction {
  return async (action, save) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'unreachable' }
    try {
      const client = await getClient()
      if (action.kind === 'complete_delivery' && action.photo && !action.photo.uploaded) {
        const { error } = await client.storage
          .from(DELIVERY_PHOTOS_BUCKET)
          .upload(action.photo.path, action.photo.blob, { contentType: 'image/jpeg', upsert: false })
        if (error && !isAlreadyStored(error)) return outcomeOf(error)
        action.photo = { ...action.photo, uploaded: true }
        await save(action)
      }
      return await transition(client, action)
    } catch (error) {
      // supabase-js resolves with an error for answers; a throw is a request that never got one.
      return outcomeOf(error)
    }
  }
}
