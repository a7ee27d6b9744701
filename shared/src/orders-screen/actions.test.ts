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

  it('an assigned order may get another rider; delivered and cancelled orders are final', () => {
    expect(orderActions('admin', { status: 'assigned', ...cod })).toEqual(['assign_rider', 'cancel'])
    expect(orderActions('admin', { status: 'picked_up', ...cod })).toEqual(['cancel'])
    expect(orderActions('admin', { status: 'delivered', ...cod })).toEqual([])
    expect(orderActions('admin', { status: 'cancelled', ...cod })).toEqual([])
  })

  it('outlet staff may only start preparing a pending order', () => {
    expect(orderActions('outlet', { status: 'pending', ...cod })).toEqual(['mark_processing'])
    expect(orderActions('outlet', { status: 'processing', ...cod })).toEqual([])
  })
})
