// Every business error the database raises, by its stable code: the one list. Refusals raise a SQLSTATE of
// the shop's own class KM (PostgREST answers HTTP 400); refusals because of who the caller is are the
// standard 42501 (401 signed out, 403 signed in). The English message stays in the error for logs and API
// users; no app reads it. Apps read the code, and the details.
//
// `details` (PostgREST's `details`, Postgres's DETAIL) is a JSON object with the keys listed here, for
// what a message needs (a product's name, how many are left, the order's state); codes without `details`
// send none. A key ending in `?` may be absent (or null).
//
// Dependency-free on purpose: supabase/functions/_shared/business-errors.gen.ts is a copy of this file
// (`pnpm --filter @shop/supabase errors:copy`; a test fails when the copy is out of date).

export const BUSINESS_ERRORS = {
  // The order request: quote_order and place_order.
  invalid_items: { code: 'KM001', meaning: 'The items are not a list of {product_id, quantity}.' },
  too_many_products: {
    code: 'KM002',
    meaning: 'An order holds more different products than allowed.',
    details: { max: 'number' },
  },
  invalid_product_id: { code: 'KM003', meaning: 'A line’s product_id is not a UUID.' },
  invalid_quantity: { code: 'KM004', meaning: 'A line’s quantity is not a whole number.' },
  quantity_out_of_range: {
    code: 'KM005',
    meaning: 'A product’s quantity (lines of the same product added up) is not 1 to 10.',
    details: { product_id: 'string', quantity: 'number' },
  },
  product_not_found: { code: 'KM006', meaning: 'No such product.', details: { product_id: 'string' } },
  out_of_stock: {
    code: 'KM007',
    meaning: 'A product has no stock left.',
    details: { product_id: 'string', product_name: 'string' },
  },
  insufficient_stock: {
    code: 'KM008',
    meaning: 'Fewer of a product are left than asked for.',
    details: { product_id: 'string', product_name: 'string', stock: 'number' },
  },
  empty_cart: { code: 'KM009', meaning: 'The order has no lines.' },
  invalid_coupon: {
    code: 'KM010',
    meaning: 'The coupon code is unknown, inactive or out of its validity window.',
    details: { coupon_code: 'string' },
  },
  invalid_address: { code: 'KM011', meaning: 'The shipping address is not a JSON object.' },
  full_name_required: { code: 'KM012', meaning: 'The contact’s full name is blank.' },
  invalid_email: { code: 'KM013', meaning: 'The contact’s e-mail address is not valid.' },
  phone_required: { code: 'KM014', meaning: 'The contact’s phone number is blank.' },
  address_too_long: {
    code: 'KM015',
    meaning: 'A field of the shipping address is longer than allowed.',
    details: { max: 'number' },
  },
  instructions_too_long: {
    code: 'KM016',
    meaning: 'The delivery instructions are longer than allowed.',
    details: { max: 'number' },
  },
  location_required: { code: 'KM017', meaning: 'No delivery point (latitude and longitude) was given.' },
  outside_uganda: { code: 'KM018', meaning: 'The delivery point is outside Uganda’s outline.' },
  no_outlet_available: { code: 'KM019', meaning: 'No active outlet can fulfil the order.' },
  too_many_unconfirmed_orders: {
    code: 'KM020',
    meaning: 'The customer already has settings.max_unconfirmed_orders orders pending and unpaid.',
    details: { limit: 'number' },
  },
  unconfirmed_units_limit: {
    code: 'KM021',
    meaning: 'The customer’s pending, unpaid orders would hold more of a product than settings allow.',
    details: { product_id: 'string', product_name: 'string', limit: 'number', held: 'number' },
  },
  request_id_taken: {
    code: 'KM022',
    meaning: 'place_order’s request id was already used by another account (nothing about its order is said).',
  },

  // The order lifecycle: the transition functions.
  order_not_found: { code: 'KM101', meaning: 'No such order, or not one the caller may see.' },
  transition_not_allowed: {
    code: 'KM102',
    meaning: 'The order’s state does not allow this transition (action: the function refused).',
    details: { status: 'string', action: 'string' },
  },
  awaiting_payment: { code: 'KM103', meaning: 'The order is paid online and not paid yet.' },
  rider_not_found: { code: 'KM104', meaning: 'No such rider.' },
  rider_not_available: {
    code: 'KM105',
    meaning: 'The rider is inactive or not online.',
    details: { rider_id: 'string', rider_name: 'string', rider_status: 'string', is_active: 'boolean' },
  },
  photo_required: { code: 'KM106', meaning: 'A delivery is completed without a photo.' },
  not_cancellable: {
    code: 'KM107',
    meaning: 'The customer cancels an order that is no longer pending.',
    details: { status: 'string' },
  },
  position_outside_uganda: {
    code: 'KM108',
    meaning: 'A rider shares a position (share_delivery_position) outside Uganda’s outline.',
  },
  wrong_delivery_code: {
    code: 'KM109',
    meaning:
      'The delivery code the rider entered is not the order’s. Answered by complete_delivery_with_code (the count of wrong tries must commit), not raised.',
    details: { tries_left: 'number' },
  },
  delivery_code_locked: {
    code: 'KM110',
    meaning: 'The order’s delivery code is locked after too many wrong tries: only a photo completes the delivery.',
  },
  invalid_delivery_code: { code: 'KM111', meaning: 'The delivery code entered is not four digits.' },
  decline_reason_required: {
    code: 'KM112',
    meaning: 'A rider declines an assignment (decline_assignment) with no reason, or “other” with no words.',
  },

  // Payments: set_order_payment_status, record_payment_attempt, apply_payment_result (service role only).
  payment_transition_not_allowed: {
    code: 'KM201',
    meaning: 'The order’s payment status cannot move to the one asked.',
    details: { from: 'string', to: 'string' },
  },
  not_awaiting_payment: {
    code: 'KM202',
    meaning: 'A payment attempt for an order that is cash on delivery, no longer pending, or paid.',
    details: { status: 'string', payment_status: 'string', payment_method: 'string' },
  },
  payment_amount_mismatch: {
    code: 'KM203',
    meaning: 'A payment attempt’s amount or currency differs from the order’s.',
    details: { amount: 'number', currency: 'string', order_amount: 'number', order_currency: 'string' },
  },
  payment_not_found: { code: 'KM204', meaning: 'No payment attempt has this tracking id.' },
  payment_mismatch: {
    code: 'KM205',
    meaning: 'The provider’s answer names another merchant reference, amount or currency than the attempt.',
    details: {
      payment_id: 'string',
      mismatch: 'string',
      'provider_amount?': 'number',
      'provider_currency?': 'string',
      'payment_amount?': 'number',
      'payment_currency?': 'string',
    },
  },

  // The catalogue: the admin's stock changes.
  restock_out_of_range: {
    code: 'KM401',
    meaning: 'A restock adds fewer than 1 or more than 100000 units.',
    details: { product_id: 'string', quantity: 'number' },
  },

  // The outlet portal: stock counts, staff, the outlet's contact details.
  invalid_stock_quantity: {
    code: 'KM601',
    meaning: 'A restock or count is not a whole number of units in range (a restock adds at least 1).',
    details: { min: 'number', max: 'number' },
  },
  own_active_state: { code: 'KM602', meaning: 'A manager tries to (de)activate their own staff account.' },
  invalid_outlet_contact: {
    code: 'KM603',
    meaning: 'An outlet’s phone or opening hours are blank, too long or (phone) not a number.',
    details: { field: 'string', max: 'number' },
  },
  stock_note_too_long: { code: 'KM604', meaning: 'A stock note is longer than allowed.', details: { max: 'number' } },

  // The admin's people screens: employees and their roles.
  employee_not_found: { code: 'KM701', meaning: 'No such outlet employee.' },
  invalid_employee_name: {
    code: 'KM702',
    meaning: 'An employee’s full name is blank or longer than allowed.',
    details: { max: 'number' },
  },
  invalid_employee_phone: { code: 'KM703', meaning: 'An employee’s phone is not a number in E.164 form.' },
  employee_reference_not_found: {
    code: 'KM704',
    meaning: 'The outlet or role an employee is moved to does not exist (field: outlet or role).',
    details: { field: 'string' },
  },
  role_in_use: {
    code: 'KM705',
    meaning: 'A role that employees hold is deleted.',
    details: { role_name: 'string', employees: 'number' },
  },
  // The admin's outlets.
  outlet_outside_uganda: { code: 'KM711', meaning: 'An outlet’s location is outside Uganda’s outline.' },
  // The admin's riders: approving riders who signed up.
  rider_not_approved: {
    code: 'KM731',
    meaning: 'A rider who is not approved (awaiting approval or rejected) goes online or is assigned.',
    details: { rider_id: 'string', approval: 'string' },
  },
  rider_already_approved: {
    code: 'KM732',
    meaning: 'An admin rejects a rider who is already approved (deactivating them is the way).',
    details: { rider_id: 'string', rider_name: 'string' },
  },
  invalid_rejection_reason: {
    code: 'KM733',
    meaning: 'A rider is rejected without a reason, or with one longer than allowed.',
    details: { max: 'number' },
  },
  // The admin's reports: the period asked for.
  invalid_report_period: {
    code: 'KM721',
    meaning: 'A report’s period has no start or end date, or starts after it ends.',
    details: { 'start_date?': 'string', 'end_date?': 'string' },
  },
  report_period_too_long: {
    code: 'KM722',
    meaning: 'A report’s period is longer than allowed.',
    details: { max_days: 'number' },
  },

  // Any function's list argument: refused before any work when it holds too many items or too long a one.
  list_too_long: {
    code: 'KM901',
    meaning: 'A list argument holds more items than allowed, or an item longer than allowed.',
    details: { argument: 'string', max_items: 'number', max_length: 'number' },
  },

  // Who the caller is (the standard SQLSTATE, also raised by Postgres itself for missing privileges).
  not_allowed: {
    code: '42501',
    meaning: 'Not allowed for this caller: sign in first (401), or not their role or their row (403).',
    details: { 'column?': 'string' },
  },
} as const satisfies Record<string, BusinessErrorSpec>

export interface BusinessErrorSpec {
  /** The SQLSTATE: KM + three characters, or 42501. */
  code: string
  /** One line: what was refused. */
  meaning: string
  /** The keys of `details` and their JSON types; `key?` may be absent. */
  details?: Record<string, 'string' | 'number' | 'boolean'>
}

export type BusinessErrorName = keyof typeof BUSINESS_ERRORS
export type BusinessErrorCode = (typeof BUSINESS_ERRORS)[BusinessErrorName]['code']

type JsonType<T> = T extends 'string' ? string : T extends 'number' ? number : T extends 'boolean' ? boolean : never
type Spec<N extends BusinessErrorName> = (typeof BUSINESS_ERRORS)[N] extends { details: infer D }
  ? D
  : Record<never, never>
type RequiredKeys<D> = { [K in keyof D as K extends `${string}?` ? never : K]: JsonType<D[K]> }
type OptionalKeys<D> = { [K in keyof D as K extends `${infer Key}?` ? Key : never]?: JsonType<D[K]> }

/** The details a code's refusal carries, typed from the list above. */
export type BusinessErrorDetails<N extends BusinessErrorName> = RequiredKeys<Spec<N>> & OptionalKeys<Spec<N>>

/** The name of a code, or null when the code is not one of ours. */
export function businessErrorName(code: unknown): BusinessErrorName | null {
  if (typeof code !== 'string') return null
  for (const name of Object.keys(BUSINESS_ERRORS) as BusinessErrorName[]) {
    if (BUSINESS_ERRORS[name].code === code) return name
  }
  return null
}
