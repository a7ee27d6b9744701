import { describe, expect, it } from 'vitest'
import { type CheckoutDraft, newDraft } from './draft.ts'
import { attemptFor } from './order-attempt.ts'
import { placeOrderArgs } from './order-request.ts'

const draft: CheckoutDraft = {
  ...newDraft({ full_name: 'Amina Nakato', email: 'amina@example.com', phone: '0772 123 456' }),
  location: {
    lat: 0.3353,
    lng: 32.5871,
    formattedAddress: 'Acacia Mall, Kampala, Uganda',
    street: '',
    city: 'Kampala',
    state: 'Central Region',
    postalCode: '',
    country: 'Uganda',
  },
  street: 'Plot 5, Kisementi',
}
const lines = [
  { product: { id: 'p-1', name: 'Beef Sausages 500 g', price: 14000, discount_price: 12500 }, quantity: 2 },
]
let n = 0
const newId = () => `id-${++n}`

describe('one request id per Place order attempt', () => {
  it('the first press makes an id; pressing again with nothing changed keeps it (the order may be placed already)', () => {
    const first = attemptFor(null, placeOrderArgs(draft, lines, null), newId)
    const again = attemptFor(first, placeOrderArgs({ ...draft }, [...lines], null), newId)
    expect(again.requestId).toBe(first.requestId)
  })

  it('anything sent that changes makes a new id: cart, coupon, contact, address, point, instructions, payment method', () => {
    const first = attemptFor(null, placeOrderArgs(draft, lines, null), newId)
    const changes = [
      placeOrderArgs(draft, [{ ...lines[0], quantity: 3 } as (typeof lines)[0]], null),
      placeOrderArgs(draft, lines, 'MEAT15'),
      placeOrderArgs({ ...draft, phone: '0772 123 457' }, lines, null),
      placeOrderArgs({ ...draft, street: 'Plot 6, Kisementi' }, lines, null),
      placeOrderArgs(
        { ...draft, location: { ...(draft.location as NonNullable<CheckoutDraft['location']>), lat: 0.34 } },
        lines,
        null,
      ),
      placeOrderArgs({ ...draft, instructions: 'Blue gate' }, lines, null),
      placeOrderArgs({ ...draft, paymentMethod: 'card' }, lines, null),
    ]
    const ids = changes.map((args) => attemptFor(first, args, newId).requestId)
    expect(new Set([first.requestId, ...ids]).size).toBe(changes.length + 1)
  })

  it('changing back after a change is a new attempt too (the one in between may have been placed)', () => {
    const first = attemptFor(null, placeOrderArgs(draft, lines, null), newId)
    const changed = attemptFor(first, placeOrderArgs(draft, lines, 'MEAT15'), newId)
    const back = attemptFor(changed, placeOrderArgs(draft, lines, null), newId)
    expect(back.requestId).not.toBe(first.requestId)
  })

  it('ids are UUIDs by default', () => {
    expect(attemptFor(null, placeOrderArgs(draft, lines, null)).requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})
