import { describe, expect, it } from 'vitest'
import { type CheckoutDraft, newDraft } from './draft.ts'
import { payerPhone, placeOrderArgs } from './order-request.ts'

const draft: CheckoutDraft = {
  ...newDraft({ full_name: ' Amina Nakato ', email: 'amina@example.com ', phone: '0772 123 456' }),
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
  instructions: '  ',
}
const lines = [
  { product: { id: 'p-1', name: 'Beef Sausages 500 g', price: 14000, discount_price: 12500 }, quantity: 2 },
]

describe('the order sent to place_order', () => {
  it('carries product ids and quantities only: the server prices the order', () => {
    const args = placeOrderArgs(draft, lines, 'MEAT15')
    expect(args.items).toEqual([{ product_id: 'p-1', quantity: 2 }])
    expect(args).not.toHaveProperty('total_amount')
    expect(args.coupon_code).toBe('MEAT15')
  })

  it('holds the contact, the picked point and the address, trimmed, with the phone in +256 form', () => {
    const args = placeOrderArgs(draft, lines, null)
    expect(args.shipping_address).toEqual({
      full_name: 'Amina Nakato',
      email: 'amina@example.com',
      phone: '+256772123456',
      street: 'Plot 5, Kisementi',
      city: 'Kampala',
      state: 'Central Region',
      postal_code: '',
      country: 'Uganda',
      formatted_address: 'Acacia Mall, Kampala, Uganda',
    })
    expect([args.delivery_latitude, args.delivery_longitude]).toEqual([0.3353, 32.5871])
    expect(args.delivery_instructions).toBeUndefined()
    expect(args.payment_method).toBe('cash_on_delivery')
  })

  it('the payment is charged to the mobile money number for MTN and Airtel, else to the contact phone', () => {
    expect(payerPhone({ ...draft, paymentMethod: 'airtel_money', mobileMoneyNumber: '0752 123 456' })).toBe(
      '+256752123456',
    )
    expect(payerPhone({ ...draft, paymentMethod: 'card', mobileMoneyNumber: '0752 123 456' })).toBe('+256772123456')
  })
})
