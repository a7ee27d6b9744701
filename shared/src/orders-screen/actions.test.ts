import { describe, expect, it } from 'vitest'
import { orderActions } from './actions.ts'

const cod = { payment_method: 'cash_on_delivery', payment_status: 'pending' } as const
const unpaidCard = { payment_method: 'card', payment_status: 'pending' } as const
const paidCard = { payment_method: 'card', payment_status: 'paid' } as const

describe('the status changes each portal offers follow the transition functions', () => {
  it('an admin may prepare, assign a rider to, or cancel a pending cash order', () => {
    expect(orderActions('admin', { status: 'pending', ...cod })).toEqual(['mark_processing', 'assign_rider', 'cancel'])
  })

  it('an order paid online and not paid yet can only be cancelled', () => {
    expect(orderActions('admin', { status: 'pending', ...unpaidCard })).toEqual(['cancel'])
    expect(orderActions('outlet', { status: 'pending', ...unpaidCard })).toEqual([])
    expect(orderActions('admin', { status: 'pending', ...paidCard })).toEqual([
      'mark_processing',
      'assign_rider',
      'cancel',
    ])
  })

  it('an assigned order may be handed to its rider or get another rider; delivered and cancelled orders are final', () => {
    expect(orderActions('admin', { status: 'assigned', ...cod })).toEqual(['hand_to_rider', 'assign_rider', 'cancel'])
    expect(orderActions('admin', { status: 'picked_up', ...cod })).toEqual(['cancel'])
    expect(orderActions('admin', { status: 'delivered', ...cod })).toEqual([])
    expect(orderActions('admin', { status: 'cancelled', ...cod })).toEqual([])
  })

  it('outlet staff start preparing a pending order and hand an assigned one to its rider, nothing else', () => {
    expect(orderActions('outlet', { status: 'pending', ...cod })).toEqual(['mark_processing'])
    expect(orderActions('outlet', { status: 'processing', ...cod })).toEqual([])
    expect(orderActions('outlet', { status: 'assigned', ...cod })).toEqual(['hand_to_rider'])
    expect(orderActions('outlet', { status: 'assigned', ...paidCard })).toEqual(['hand_to_rider'])
    for (const status of ['picked_up', 'delivered', 'cancelled'] as const) {
      expect(orderActions('outlet', { status, ...cod })).toEqual([])
    }
  })

  it('nobody is offered the handover before a rider is assigned or once the rider has the order', () => {
    for (const portal of ['admin', 'outlet'] as const) {
      for (const status of ['pending', 'processing', 'picked_up', 'delivered', 'cancelled'] as const) {
        expect(orderActions(portal, { status, ...cod })).not.toContain('hand_to_rider')
      }
    }
  })

  it("an outlet's manager assigns (and reassigns) riders where an admin may; other staff do not", () => {
    expect(orderActions('outlet', { status: 'pending', ...cod }, true)).toEqual(['mark_processing', 'assign_rider'])
    expect(orderActions('outlet', { status: 'processing', ...cod }, true)).toEqual(['assign_rider'])
    expect(orderActions('outlet', { status: 'assigned', ...cod }, true)).toEqual(['hand_to_rider', 'assign_rider'])
    expect(orderActions('outlet', { status: 'pending', ...paidCard }, true)).toEqual([
      'mark_processing',
      'assign_rider',
    ])
    expect(orderActions('outlet', { status: 'pending', ...unpaidCard }, true)).toEqual([])
    for (const status of ['picked_up', 'delivered', 'cancelled'] as const) {
      expect(orderActions('outlet', { status, ...cod }, true)).toEqual([])
    }
    for (const status of ['pending', 'processing', 'assigned'] as const) {
      expect(orderActions('outlet', { status, ...cod }, false)).not.toContain('assign_rider')
    }
  })
})
