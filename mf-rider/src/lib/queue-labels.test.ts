import { describe, expect, it } from 'vitest'
import { refusalText } from './queue-labels.ts'

describe('refusalText', () => {
  it('names the action as its button does, the order as the app does, and the server’s reason', () => {
    expect(
      refusalText({
        kind: 'confirm_pickup',
        orderId: '3f2a9c1e-0000-4000-8000-00000a1b2c3d',
        refusal: { code: 'KM102', message: 'Cannot confirm pickup of an order that is cancelled', details: null },
      }),
    ).toBe('Confirm Pickup for Order #1b2c3d was not accepted: Cannot confirm pickup of an order that is cancelled')
  })

  it('still says the action was not accepted when no reason came with the refusal', () => {
    expect(refusalText({ kind: 'complete_delivery', orderId: 'abcdef123456' })).toBe(
      'Complete Delivery for Order #123456 was not accepted',
    )
  })
})
