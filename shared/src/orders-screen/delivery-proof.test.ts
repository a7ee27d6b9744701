import { describe, expect, it } from 'vitest'
import { codeState, completedWith } from './delivery-proof.ts'

const order = {
  status: 'picked_up',
  delivery_proof: null,
  delivery_code_failures: 0,
  delivery_code_locked_at: null,
} as const

describe('how an order was completed, as the orders screen says it', () => {
  it('names the proof once delivered: the delivery code or a photo', () => {
    expect(completedWith({ ...order, status: 'delivered', delivery_proof: 'code' })).toBe('Delivery code')
    expect(completedWith({ ...order, status: 'delivered', delivery_proof: 'photo' })).toBe('Photo')
  })

  it('says nothing before delivery, nor for a delivery recorded before codes', () => {
    expect(completedWith(order)).toBeNull()
    expect(completedWith({ ...order, status: 'delivered' })).toBeNull()
  })
})

describe('what became of the delivery code', () => {
  it('nothing while no wrong code was entered', () => {
    expect(codeState(order)).toBeNull()
  })

  it('the wrong tries so far', () => {
    expect(codeState({ ...order, delivery_code_failures: 1 })).toBe('1 wrong try')
    expect(codeState({ ...order, delivery_code_failures: 3 })).toBe('3 wrong tries')
  })

  it('locked after N wrong tries, when, and that only a photo completes it', () => {
    expect(
      codeState({ ...order, delivery_code_failures: 5, delivery_code_locked_at: '2026-11-20T07:40:00+00:00' }),
    ).toBe('Code locked after 5 wrong tries (20 Nov 2026, 10:40): only a photo completes the delivery')
  })
})
