// A table of carts with their totals worked out by hand. The preview's unit test checks quoteCart against
// these figures; supabase/tests checks that the server's quote_order gives the same ones, so the cart
// screen and the order the customer is charged for can never disagree.

export const FIXTURE_PRODUCTS = {
  beef: { id: '00000000-0000-4000-8000-00000000b001', name: 'Beef fillet 1 kg', price: 25000, discountPrice: null },
  sausages: { id: '00000000-0000-4000-8000-00000000b002', name: 'Beef sausages', price: 18000, discountPrice: 15000 },
  chicken: { id: '00000000-0000-4000-8000-00000000b003', name: 'Whole chicken', price: 32000, discountPrice: null },
  spice: { id: '00000000-0000-4000-8000-00000000b004', name: 'Spice rub', price: 2499.5, discountPrice: null },
  stock: { id: '00000000-0000-4000-8000-00000000b005', name: 'Bone broth', price: 2005, discountPrice: null },
  pork: { id: '00000000-0000-4000-8000-00000000b006', name: 'Pork chops', price: 50000, discountPrice: 45000 },
} as const

export type FixtureProduct = keyof typeof FIXTURE_PRODUCTS

/** The seeded coupons: percent off the subtotal. */
export const FIXTURE_COUPONS: Record<string, number> = { WELCOME10: 10, SUMMER20: 20, MEAT15: 15, FREESHIP: 5 }

export interface CartCase {
  rule: string
  lines: ReadonlyArray<readonly [FixtureProduct, number]>
  /** As the customer typed it. */
  coupon: string | null
  expected: { subtotal: number; discountAmount: number; deliveryFee: number; totalAmount: number }
}

export const CART_CASES: readonly CartCase[] = [
  {
    rule: 'one line at list price pays the delivery fee',
    lines: [['beef', 1]],
    coupon: null,
    expected: { subtotal: 25000, discountAmount: 0, deliveryFee: 5000, totalAmount: 30000 },
  },
  {
    rule: 'a discounted product is charged its discount price',
    lines: [['sausages', 2]],
    coupon: null,
    expected: { subtotal: 30000, discountAmount: 0, deliveryFee: 5000, totalAmount: 35000 },
  },
  {
    rule: 'delivery is free when the subtotal is exactly UGX 100,000',
    lines: [['beef', 4]],
    coupon: null,
    expected: { subtotal: 100000, discountAmount: 0, deliveryFee: 0, totalAmount: 100000 },
  },
  {
    rule: 'just below UGX 100,000 the delivery fee applies',
    lines: [
      ['beef', 3],
      ['sausages', 1],
      ['spice', 4],
    ],
    coupon: null,
    expected: { subtotal: 99998, discountAmount: 0, deliveryFee: 5000, totalAmount: 104998 },
  },
  {
    rule: 'fifty cents over UGX 100,000 delivery is free',
    lines: [
      ['beef', 3],
      ['sausages', 1],
      ['spice', 4],
      ['stock', 1],
    ],
    coupon: null,
    expected: { subtotal: 102003, discountAmount: 0, deliveryFee: 0, totalAmount: 102003 },
  },
  {
    rule: 'coupon codes are case-insensitive, and a discount that takes the subtotal below UGX 100,000 brings the fee back',
    lines: [['beef', 4]],
    coupon: 'welcome10',
    expected: { subtotal: 100000, discountAmount: 10000, deliveryFee: 5000, totalAmount: 95000 },
  },
  {
    rule: 'free delivery counts the subtotal after the discount: exactly UGX 100,000 after SUMMER20 is free',
    lines: [['beef', 5]],
    coupon: 'Summer20',
    expected: { subtotal: 125000, discountAmount: 25000, deliveryFee: 0, totalAmount: 100000 },
  },
  {
    rule: 'a coupon typed with spaces around it is accepted',
    lines: [['sausages', 2]],
    coupon: ' meat15 ',
    expected: { subtotal: 30000, discountAmount: 4500, deliveryFee: 5000, totalAmount: 30500 },
  },
  {
    rule: 'FREESHIP is 5% off the subtotal, not free delivery',
    lines: [['chicken', 3]],
    coupon: 'FREESHIP',
    expected: { subtotal: 96000, discountAmount: 4800, deliveryFee: 5000, totalAmount: 96200 },
  },
  {
    rule: 'the discount is rounded to whole shillings',
    lines: [['spice', 1]],
    coupon: 'MEAT15',
    expected: { subtotal: 2499.5, discountAmount: 375, deliveryFee: 5000, totalAmount: 7124.5 },
  },
  {
    rule: 'a discount of exactly half a shilling rounds up',
    lines: [['stock', 1]],
    coupon: 'WELCOME10',
    expected: { subtotal: 2005, discountAmount: 201, deliveryFee: 5000, totalAmount: 6804 },
  },
  {
    rule: 'ten of each line, several lines, discounted and not, with a coupon',
    lines: [
      ['pork', 10],
      ['sausages', 10],
      ['spice', 10],
    ],
    coupon: 'SUMMER20',
    expected: { subtotal: 624995, discountAmount: 124999, deliveryFee: 0, totalAmount: 499996 },
  },
  {
    rule: 'an empty cart costs nothing',
    lines: [],
    coupon: null,
    expected: { subtotal: 0, discountAmount: 0, deliveryFee: 0, totalAmount: 0 },
  },
]

/** A code no coupon has: the server answers "Invalid coupon code". */
export const INVALID_COUPON = 'MEAT99'
