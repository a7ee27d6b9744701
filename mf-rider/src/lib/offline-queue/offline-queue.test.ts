// The offline queue over a real IndexedDB implementation (fake-indexeddb: IndexedDB in memory, the same
// API the browser has) with a sender that plays the network: unreachable, answered, or answered and lost.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { riderDb } from '../rider-db.ts'
import {
  createOfflineQueue,
  expectedStatus,
  type QueuedAction,
  type SendAction,
  type SendOutcome,
  waitingIsHeld,
} from './offline-queue.ts'

/** A server that applies each request id once, as the database does (migration 20261124180000). */
class FakeServer {
  applied: string[] = []
  requests: string[] = []
  status = new Map<string, string>()
  reachable = true
  /** The next answers are lost after the server applied the request (the phone hears nothing). */
  loseAnswers = 0
  refuse: ((action: QueuedAction) => SendOutcome | null) | null = null
  uploads = new Set<string>()

  send: SendAction = async (action, save) => {
    if (!this.reachable) return { kind: 'unreachable' }
    this.requests.push(action.id)
    if (action.photo && !action.photo.uploaded) {
      this.uploads.add(action.photo.path)
      action.photo = { ...action.photo, uploaded: true }
      await save(action)
    }
    const refused = this.refuse?.(action)
    if (refused) return refused
    if (!this.applied.includes(action.id)) {
      this.applied.push(action.id)
      this.status.set(action.orderId, action.kind)
    }
    if (this.loseAnswers > 0) {
      this.loseAnswers -= 1
      return { kind: 'unreachable' }
    }
    return { kind: 'applied' }
  }
}

let dbName: string
let server: FakeServer
let ids: number

beforeEach(() => {
  dbName = `rider-db-test-${Math.random()}`
  server = new FakeServer()
  ids = 0
})
afterEach(() => undefined)

function queue() {
  let clock = 1000
  return createOfflineQueue({
    db: () => riderDb(dbName),
    send: server.send,
    newId: () => `action-${++ids}`,
    now: () => ++clock,
    exclusive: (run) => run(),
  })
}

const rider = 'rider-1'

describe('the offline queue keeps what the rider did and sends it once the connection returns', () => {
  it('actions done offline wait in rider-db, and are sent in the order they were done', async () => {
    const q = queue()
    server.reachable = false
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    await q.add({
      orderId: 'o1',
      orderNumber: 10001,
      riderId: rider,
      kind: 'complete_delivery',
      photo: { blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), path: 'o1/1.jpg' },
    })
    expect(await q.replay()).toBe('unreachable')
    expect((await q.list(rider)).map((a) => [a.kind, a.state])).toEqual([
      ['confirm_pickup', 'waiting'],
      ['complete_delivery', 'waiting'],
    ])

    server.reachable = true
    expect(await q.replay()).toBe('done')
    expect(server.applied).toEqual(['action-1', 'action-2'])
    expect(server.uploads).toEqual(new Set(['o1/1.jpg']))
    expect(await q.list(rider)).toEqual([])
  })

  it('the photo is kept with its action until it is uploaded, and uploaded once', async () => {
    const q = queue()
    server.reachable = false
    const blob = new Blob([new Uint8Array(1234)], { type: 'image/jpeg' })
    await q.add({
      orderId: 'o1',
      orderNumber: 10001,
      riderId: rider,
      kind: 'complete_delivery',
      photo: { blob, path: 'o1/2.jpg' },
    })
    const [kept] = await q.list(rider)
    expect(kept?.photo?.blob.size).toBe(1234)
    expect(kept?.photo?.uploaded).toBe(false)
  })

  it('a send whose answer was lost is sent again, and applied once', async () => {
    const q = queue()
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    server.loseAnswers = 1
    expect(await q.replay()).toBe('unreachable')
    expect(server.applied).toEqual(['action-1'])
    expect(await q.list(rider)).toHaveLength(1)

    expect(await q.replay()).toBe('done')
    // Sent twice with the same request id, applied once.
    expect(server.requests).toEqual(['action-1', 'action-1'])
    expect(server.applied).toEqual(['action-1'])
    expect(await q.list(rider)).toEqual([])
  })

  it('an action the server refuses stays, marked with the reason, and the next one is still sent', async () => {
    const q = queue()
    server.refuse = (action) =>
      action.orderId === 'o1'
        ? {
            kind: 'refused',
            refusal: { code: 'KM102', message: 'Cannot confirm pickup of an order that is cancelled', details: null },
          }
        : null
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    await q.add({ orderId: 'o2', orderNumber: 10002, riderId: rider, kind: 'confirm_pickup' })
    const events: string[] = []
    q.subscribe((event) => {
      if (event.type !== 'changed') events.push(`${event.type}:${event.action.orderId}`)
    })
    expect(await q.replay()).toBe('done')
    expect(events).toEqual(['refused:o1', 'applied:o2'])
    const [refused] = await q.list(rider)
    expect(refused).toMatchObject({
      orderId: 'o1',
      state: 'refused',
      refusal: { message: 'Cannot confirm pickup of an order that is cancelled' },
    })
    // Sent no more; gone only when the rider dismisses it.
    expect(await q.replay()).toBe('done')
    expect(server.requests.filter((id) => id === refused?.id)).toHaveLength(1)
    await q.dismiss(refused?.id as string)
    expect(await q.list(rider)).toEqual([])
  })

  it('a decline done offline keeps its reason and words, and is applied once however often it is sent', async () => {
    const q = queue()
    server.reachable = false
    await q.add({
      orderId: 'o1',
      orderNumber: 10001,
      riderId: rider,
      kind: 'decline_assignment',
      decline: { reason: 'vehicle_problem', note: 'Flat tyre' },
    })
    expect(await q.replay()).toBe('unreachable')
    const [kept] = await q.list(rider)
    expect(kept).toMatchObject({
      kind: 'decline_assignment',
      decline: { reason: 'vehicle_problem', note: 'Flat tyre' },
    })

    server.reachable = true
    server.loseAnswers = 1
    expect(await q.replay()).toBe('unreachable')
    expect(await q.replay()).toBe('done')
    expect(server.requests).toEqual(['action-1', 'action-1'])
    expect(server.applied).toEqual(['action-1'])
    expect(await q.list(rider)).toEqual([])
  })

  it('an action added while a replay runs is sent by that replay', async () => {
    const q = queue()
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    const first = q.replay()
    await q.add({ orderId: 'o2', orderNumber: 10002, riderId: rider, kind: 'confirm_pickup' })
    const second = q.replay()
    expect(await first).toBe('done')
    expect(await second).toBe('done')
    expect(server.applied).toEqual(['action-1', 'action-2'])
  })

  it('each rider sees only their own queued actions', async () => {
    const q = queue()
    server.reachable = false
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    await q.add({ orderId: 'o9', orderNumber: 10009, riderId: 'rider-2', kind: 'confirm_pickup' })
    expect((await q.list(rider)).map((a) => a.orderId)).toEqual(['o1'])
  })
})

describe('screens show an order as it will be once its queued actions are sent', () => {
  const waiting = (kind: QueuedAction['kind']): QueuedAction => ({
    id: kind,
    orderId: 'o1',
    riderId: rider,
    kind,
    createdAt: 1,
    state: 'waiting',
    attempts: 0,
  })

  it('pickup then delivery', () => {
    expect(expectedStatus('assigned', [])).toBe('assigned')
    expect(expectedStatus('assigned', [waiting('confirm_pickup')])).toBe('picked_up')
    expect(expectedStatus('assigned', [waiting('confirm_pickup'), waiting('complete_delivery')])).toBe('delivered')
    expect(expectedStatus('picked_up', [waiting('cancel_delivery')])).toBe('cancelled')
  })

  it('a decline waiting to be sent takes the order off the rider', () => {
    expect(expectedStatus('assigned', [waiting('decline_assignment')])).toBe('declined')
    expect(expectedStatus('assigned', [{ ...waiting('decline_assignment'), state: 'refused' }])).toBe('assigned')
  })

  it('a refused action changes nothing', () => {
    expect(expectedStatus('assigned', [{ ...waiting('confirm_pickup'), state: 'refused' }])).toBe('assigned')
  })
})

describe('"waiting to be sent" is said only when what waits cannot go now', () => {
  it('offline, or after a failed send, with something waiting: said', () => {
    expect(waitingIsHeld(1, false, false)).toBe(true)
    expect(waitingIsHeld(2, true, true)).toBe(true)
    expect(waitingIsHeld(1, false, true)).toBe(true)
  })

  it('online with the send on its way, or nothing waiting: not said (it would only flash)', () => {
    expect(waitingIsHeld(1, true, false)).toBe(false)
    expect(waitingIsHeld(0, false, true)).toBe(false)
    expect(waitingIsHeld(0, true, false)).toBe(false)
  })

  it('the queue knows whether its last send failed, until one goes through', async () => {
    const q = queue()
    expect(q.sendFailed()).toBe(false)
    server.reachable = false
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    expect(await q.replay()).toBe('unreachable')
    expect(q.sendFailed()).toBe(true)
    server.reachable = true
    expect(await q.replay()).toBe('done')
    expect(q.sendFailed()).toBe(false)
  })

  it('a refusal is an answer: the connection works', async () => {
    const q = queue()
    server.reachable = false
    await q.add({ orderId: 'o1', orderNumber: 10001, riderId: rider, kind: 'confirm_pickup' })
    await q.replay()
    server.reachable = true
    server.refuse = () => ({ kind: 'refused', refusal: { code: 'KM102', message: 'cancelled', details: null } })
    await q.replay()
    expect(q.sendFailed()).toBe(false)
  })
})
