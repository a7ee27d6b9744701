// Orders as the orders screen reads them (the list's and the detail's columns, with their embedded
// outlet, rider, customer, items, payments and assignments) and the database's search over them, for the
// component tests of the screen and its detail.
import type { Row } from '../testing/fake-supabase.ts'

export const OUTLET = {
  id: '6f1c2d34-0000-4000-8000-000000000001',
  name: 'Kololo (Acacia Mall)',
  address: 'Acacia Mall, Kisementi',
  phone: '+256414000111',
  latitude: 0.3376,
  longitude: 32.5946,
}

export const RIDER = {
  id: '6f1c2d34-0000-4000-8000-0000000000a1',
  full_name: 'Joseph Mugisha',
  phone: '+256772000111',
  vehicle_type: 'motorcycle',
}

/** An order of `number`, pending and paid in cash by default; `overrides` for what a test is about. */
export function anOrder(number: number, overrides: Row = {}): Row {
  const id = `0c0ffee0-0000-4000-8000-${String(number).padStart(12, '0')}`
  const shipping_address = {
    full_name: 'Sarah Namubiru',
    phone: '+256772481530',
    email: 'sarah@example.com',
    street: 'Plot 5, Kira Road',
    city: 'Kampala',
    country: 'Uganda',
    ...(overrides.shipping_address as Row | undefined),
  }
  const order: Row = {
    id,
    number,
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash_on_delivery',
    currency: 'UGX',
    subtotal: 60000,
    discount_amount: 0,
    delivery_fee: 5000,
    total_amount: 65000,
    coupon_code: null,
    delivery_latitude: 0.3476,
    delivery_longitude: 32.5825,
    delivery_instructions: null,
    delivery_distance_km: 1.2,
    cancellation_reason: null,
    // A later number, a later order.
    created_at: new Date(Date.UTC(2026, 10, 20, 6) + (number % 10_000) * 60_000).toISOString(),
    updated_at: '2026-11-20T08:00:00+00:00',
    assigned_at: null,
    picked_up_at: null,
    delivered_at: null,
    cancelled_at: null,
    outlet_id: OUTLET.id,
    outlet: OUTLET,
    rider_id: null,
    rider: null,
    handed_over_by: null,
    delivery_photo_url: null,
    delivery_proof: null,
    delivery_code_failures: 0,
    delivery_code_locked_at: null,
    customer: {
      id: 'c0000000-0000-4000-8000-000000000001',
      full_name: 'Sarah Namubiru',
      email: 'sarah@example.com',
      phone: '+256772481530',
    },
    items: [
      {
        id: `${id}-1`,
        product_id: 'p1',
        product_name: 'Beef Sausages 500 g',
        quantity: 2,
        price: 18000,
        line_total: 36000,
      },
      { id: `${id}-2`, product_id: 'p2', product_name: 'Goat Ribs 1 kg', quantity: 1, price: 24000, line_total: 24000 },
    ],
    payments: [],
    assignments: [],
    declines: [],
    ...overrides,
    shipping_address,
  }
  order.search_text = [
    order.number,
    order.id,
    shipping_address.full_name,
    shipping_address.email,
    shipping_address.phone,
  ]
    .join(' ')
    .toLowerCase()
  return order
}

/** `search_orders(patterns)`: the orders whose search text holds any of the patterns. */
export const searchOrders =
  (orders: () => Row[]) =>
  ({ patterns }: Row) =>
    orders().filter((order) => (patterns as string[]).some((pattern) => String(order.search_text).includes(pattern)))
