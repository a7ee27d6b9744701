// The offline queue: Confirm Pickup, Complete Delivery (with its photo, or with the customer's delivery
// code), Cancel Delivery and Decline go into
// rider-db's `offlineOrders` first and are sent from there, in the order the rider did them, now or when
// the connection returns. Each action's id is also its request id on the server, which applies a request
// once however often it arrives (migration 20261124180000), so a send whose answer was lost is simply
// sent again. An action the server refuses stays in the store, marked refused with the reason, until the
// rider has read it: nothing the rider did is dropped silently.
import type { DeclineReason } from '@shop/shared/orders/decline-reasons'
import type { IDBPDatabase } from 'idb'
import type { RiderDb } from '../rider-db.ts'

export type QueuedActionKind =
  | 'confirm_pickup'
  | 'complete_delivery'
  | 'complete_delivery_with_code'
  | 'cancel_delivery'
  | 'decline_assignment'

/** Why the rider declines an assignment: one of the reasons, and their own words. */
export interface DeclineChoice {
  reason: DeclineReason
  note: string | null
}

export interface QueuedPhoto {
  /** The shrunk JPEG, kept here until it is uploaded. */
  blob: Blob
  /** Its path in the delivery-photos bucket: `{orderId}/{timestamp}.jpg`. */
  path: string
  uploaded: boolean
}

export interface Refusal {
  code: string | null
  message: string
  /** The transition's details (status, action) when the database gave them. */
  details: string | null
}

export interface QueuedAction {
  /** A UUID made on the phone; the server's request id for this action. */
  id: string
  orderId: string
  /** The order's number, for the words that name it (absent on actions queued by an older app). */
  orderNumber?: number
  riderId: string
  kind: QueuedActionKind
  createdAt: number
  photo?: QueuedPhoto
  /** The delivery code the rider entered (complete_delivery_with_code). */
  code?: string
  reason?: string | null
  decline?: DeclineChoice
  state: 'waiting' | 'refused'
  refusal?: Refusal
  attempts: number
}

/** What one send came to: applied, not reached (try again later), or refused by the server. */
export type SendOutcome = { kind: 'applied' } | { kind: 'unreachable' } | { kind: 'refused'; refusal: Refusal }

/** Sends one action; `save` keeps progress (an uploaded photo) so a later send does not redo it. */
export type SendAction = (action: QueuedAction, save: (action: QueuedAction) => Promise<void>) => Promise<SendOutcome>

export type QueueEvent =
  | { type: 'changed' }
  | { type: 'applied'; action: QueuedAction }
  | { type: 'refused'; action: QueuedAction }
  | { type: 'unreachable'; action: QueuedAction }

export interface NewAction {
  orderId: string
  orderNumber: number
  riderId: string
  kind: QueuedActionKind
  photo?: Omit<QueuedPhoto, 'uploaded'>
  code?: string
  reason?: string | null
  decline?: DeclineChoice
}

export interface OfflineQueue {
  add(action: NewAction): Promise<QueuedAction>
  /** Every queued action of `riderId`, oldest first. */
  list(riderId: string): Promise<QueuedAction[]>
  /** The rider has read a refusal: forget it. */
  dismiss(id: string): Promise<void>
  /** Sends what is waiting, oldest first; stops at the first action that cannot reach the server. */
  replay(): Promise<'done' | 'unreachable'>
  /** Whether the last send could not reach the server (and none has gone through since). */
  sendFailed(): boolean
  subscribe(listener: (event: QueueEvent) => void): () => void
}

export interface QueueOptions {
  db: () => Promise<IDBPDatabase<RiderDb>>
  send: SendAction
  newId?: () => string
  now?: () => number
  /** Runs the replay alone across the device's tabs (the Web Locks API where there is one). */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>
}

function webLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request('rider-offline-queue', run) : run()
}

export function createOfflineQueue({
  db,
  send,
  newId = () => crypto.randomUUID(),
  now = Date.now,
  exclusive = webLock,
}: QueueOptions): OfflineQueue {
  const listeners = new Set<(event: QueueEvent) => void>()
  const emit = (event: QueueEvent) => {
    for (const listener of listeners) listener(event)
  }
  let running: Promise<'done' | 'unreachable'> | null = null
  let again = false
  let failed = false

  const all = async () => (await (await db()).getAllFromIndex('offlineOrders', 'byCreatedAt')) as QueuedAction[]
  const save = async (action: QueuedAction) => {
    await (await db()).put('offlineOrders', action)
  }

  async function replayOnce(): Promise<'done' | 'unreachable'> {
    // Each round reads the store again: what was added meanwhile is sent in its turn.
    for (;;) {
      const next = (await all()).find((action) => action.state === 'waiting')
      if (!next) return 'done'
      next.attempts += 1
      await save(next)
      const outcome = await send(next, save)
      if (outcome.kind === 'unreachable') {
        failed = true
        emit({ type: 'unreachable', action: next })
        return 'unreachable'
      }
      // The server answered: whatever the phone says now, the connection works.
      failed = false
      if (outcome.kind === 'applied') {
        await (await db()).delete('offlineOrders', next.id)
        emit({ type: 'applied', action: next })
      } else {
        const refused: QueuedAction = { ...next, state: 'refused', refusal: outcome.refusal }
        await save(refused)
        emit({ type: 'refused', action: refused })
      }
      emit({ type: 'changed' })
    }
  }

  function replay(): Promise<'done' | 'unreachable'> {
    if (running) {
      // One replay at a time; a call during one runs another round after it.
      again = true
      return running
    }
    running = (async () => {
      let result: 'done' | 'unreachable'
      do {
        again = false
        result = await exclusive(replayOnce)
      } while (again && result === 'done')
      return result
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    async add(action) {
      const queued: QueuedAction = {
        id: newId(),
        orderId: action.orderId,
        orderNumber: action.orderNumber,
        riderId: action.riderId,
        kind: action.kind,
        createdAt: now(),
        ...(action.photo ? { photo: { ...action.photo, uploaded: false } } : {}),
        ...(action.code !== undefined ? { code: action.code } : {}),
        ...(action.reason !== undefined ? { reason: action.reason } : {}),
        ...(action.decline ? { decline: action.decline } : {}),
        state: 'waiting',
        attempts: 0,
      }
      await save(queued)
      emit({ type: 'changed' })
      return queued
    },
    async list(riderId) {
      return (await all()).filter((action) => action.riderId === riderId)
    },
    async dismiss(id) {
      await (await db()).delete('offlineOrders', id)
      emit({ type: 'changed' })
    },
    replay,
    sendFailed: () => failed,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ExpectedStatus<S extends string> = S | 'picked_up' | 'delivered' | 'cancelled' | 'declined'

/**
 * The status an order will have once what is queued for it is applied (the screens show that);
 * `declined`: the rider gave it back, and it is no longer theirs.
 */
export function expectedStatus<S extends string>(status: S, queued: QueuedAction[]): ExpectedStatus<S> {
  let result: ExpectedStatus<S> = status
  for (const action of queued) {
    if (action.state !== 'waiting') continue
    if (action.kind === 'confirm_pickup') result = 'picked_up'
    if (action.kind === 'complete_delivery' || action.kind === 'complete_delivery_with_code') result = 'delivered'
    if (action.kind === 'cancel_delivery') result = 'cancelled'
    if (action.kind === 'decline_assignment') result = 'declined'
  }
  return result
}

/**
 * Whether the rider is told that actions wait to be sent ("… when you are back online"): only when
 * something waits and cannot go now, because the phone is offline or its last send failed. While an
 * action is on its way with a connection, nothing is said (it would only flash).
 */
export function waitingIsHeld(waiting: number, online: boolean, sendFailed: boolean): boolean {
  return waiting > 0 && (!online || sendFailed)
}
