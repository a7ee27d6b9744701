import { describe, expect, it } from 'vitest'
import { refusalText } from './queue-labels.ts'

describe('refusalText', () => {
  it('names the action as its button does, the order as the app does, and the server’s reason', () => {
    expect(
      refusalText({
        kind: 'confirm_pickup',
        orderNumber: 10234,
        refusal: { code: 'KM102', message: 'Cannot confirm pickup of an order that is cancelled', details: null },
      }),
    ).toBe('Confirm Pickup for Order #10234 was not accepted: Cannot confirm pickup of an order that is cancelled')
  })

  it('still says the action was not accepted when no reason came with the refusal', () => {
    expect(refusalText({ kind: 'complete_delivery', orderNumber: 10235 })).toBe(
      'Complete Delivery for Order #10235 was not accepted',
    )
  })

  it('a decline the server refused says so in the words of its button', () => {
    expect(
      refusalText({
        kind: 'decline_assignment',
        orderNumber: 10236,
        refusal: { code: 'KM102', message: 'Cannot decline an order that is picked up', details: null },
      }),
    ).toBe('Decline Order for Order #10236 was not accepted: Cannot decline an order that is picked up')
  })

  it('says "an order" for an action queued before the app knew order numbers', () => {
    expect(refusalText({ kind: 'cancel_delivery' })).toBe('Cancel Delivery for an order was not accepted')
  })
})
