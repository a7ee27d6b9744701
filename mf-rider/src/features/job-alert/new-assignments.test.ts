import { describe, expect, it } from 'vitest'
import type { QueuedAction } from '../../lib/offline-queue/offline-queue.ts'
import type { RiderOrder } from '../../lib/order-types.ts'
import { assignmentKey, newAssignments, untoldOpenings } from './new-assignments.ts'

type Fields = Partial<Pick<RiderOrder, 'status' | 'assigned_at' | 'assignment_seen_at'>>
const order = (id: string, fields: Fields = {}) => ({
  id,
  status: 'assigned' as RiderOrder['status'],
  assigned_at: `2026-12-02T08:0${id.length}:00+00:00`,
  assignment_seen_at: null as string | null,
  ...fields,
})

const queued = (
  orderId: string,
  kind: QueuedAction['kind'],
  state: QueuedAction['state'] = 'waiting',
): QueuedAction => ({
  id: `${orderId}-${kind}`,
  orderId,
  riderId: 'r',
  kind,
  createdAt: 1,
  state,
  attempts: 0,
})

describe('which assignments ring', () => {
  it('an assignment the rider has not opened rings, oldest first', () => {
    const later = order('bb', { assigned_at: '2026-12-02T09:00:00+00:00' })
    const earlier = order('a', { assigned_at: '2026-12-02T08:00:00+00:00' })
    expect(newAssignments([later, earlier], [], new Set()).map((o) => o.id)).toEqual(['a', 'bb'])
  })

  it('one opened, on the server or on this phone, does not', () => {
    const seenOnServer = order('a', { assignment_seen_at: '2026-12-02T08:01:00+00:00' })
    const openedHere = order('b')
    expect(newAssignments([seenOnServer, openedHere], [], new Set([assignmentKey(openedHere)]))).toEqual([])
  })

  it('the same order given to the rider again rings again', () => {
    const first = order('a', { assigned_at: '2026-12-02T08:00:00+00:00' })
    const again = { ...first, assigned_at: '2026-12-02T10:00:00+00:00' }
    expect(newAssignments([again], [], new Set([assignmentKey(first)]))).toHaveLength(1)
  })

  it('an order on the road, or one with a pickup or a decline waiting to be sent, does not ring', () => {
    expect(newAssignments([order('a', { status: 'picked_up' })], [], new Set())).toEqual([])
    expect(newAssignments([order('a')], [queued('a', 'decline_assignment')], new Set())).toEqual([])
    expect(newAssignments([order('a')], [queued('a', 'confirm_pickup')], new Set())).toEqual([])
  })

  it('a decline the server refused leaves the assignment ringing', () => {
    expect(newAssignments([order('a')], [queued('a', 'decline_assignment', 'refused')], new Set())).toHaveLength(1)
  })
})

describe('openings to tell the server', () => {
  it('an assignment opened on this phone that the server still holds as new', () => {
    const opened = order('a')
    const told = order('b', { assignment_seen_at: '2026-12-02T08:01:00+00:00' })
    const keys = new Set([assignmentKey(opened), assignmentKey(told)])
    expect(untoldOpenings([opened, told, order('c')], keys).map((o) => o.id)).toEqual(['a'])
  })
})
