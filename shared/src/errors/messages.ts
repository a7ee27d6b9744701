// What a person reads for each business error: the shop's own wording where it has one, else the same
// plain words the database logs. Screens call refusalMessage with their own failure message for
// everything that is not one of ours.

import { readBusinessError } from './business-error.ts'
import type { BusinessErrorDetails, BusinessErrorName } from './codes.ts'

export interface Refusal {
  message: string
  /** What to do about it, when there is advice; shown under the message. */
  hint: string | null
}

export interface RefusalText<N extends BusinessErrorName> {
  message: string | ((details: BusinessErrorDetails<N>) => string)
  hint?: string
}

export type RefusalTexts = { [N in BusinessErrorName]: RefusalText<N> }

/** The words for each action of transition_not_allowed (details.action is the function refused). */
const ACTION_WORDS: Record<string, string> = {
  mark_order_processing: 'start processing',
  assign_rider: 'assign a rider to',
  confirm_pickup: 'confirm pickup of',
  hand_to_rider: 'hand over',
  complete_delivery: 'complete delivery of',
  complete_delivery_with_code: 'complete delivery of',
  cancel_delivery: 'cancel delivery of',
  cancel_order: 'cancel',
  share_delivery_position: 'share your location for',
  decline_assignment: 'decline',
}

const words = (value: string) => value.replaceAll('_', ' ')

export const REFUSAL_TEXTS = {
  invalid_items: { message: 'Items must be a list of products and quantities' },
  too_many_products: { message: ({ max }) => `An order can hold at most ${max} different products` },
  invalid_product_id: { message: 'Invalid product ID' },
  invalid_quantity: { message: 'Quantity must be a whole number from 1 to 10' },
  quantity_out_of_range: { message: 'Quantity must be between 1 and 10 per product' },
  product_not_found: { message: 'Product not found' },
  out_of_stock: {
    message: ({ product_name }) => `${product_name} is out of stock`,
    hint: 'Please remove it from your cart.',
  },
  insufficient_stock: {
    message: ({ product_name, stock }) => `Only ${stock} of ${product_name} left in stock`,
    hint: 'Please reduce the quantity in your cart.',
  },
  empty_cart: { message: 'Your cart is empty' },
  invalid_coupon: { message: 'Invalid coupon code', hint: 'Check the code and try again.' },
  invalid_address: { message: 'The delivery address is not valid' },
  full_name_required: { message: 'Please enter your full name' },
  invalid_email: { message: 'Please enter a valid email address' },
  phone_required: { message: 'Please enter your phone number' },
  address_too_long: { message: 'The delivery address is too long' },
  instructions_too_long: {
    message: ({ max }) => `Delivery instructions are too long (at most ${max} characters)`,
  },
  location_required: { message: 'Please select a delivery location' },
  outside_uganda: { message: 'Selected location must be in Uganda', hint: 'Please select a location in Uganda' },
  no_outlet_available: { message: 'No outlet can take orders right now. Please try again later.' },
  too_many_unconfirmed_orders: {
    message: ({ limit }) => `You already have ${limit} orders waiting for confirmation`,
    hint: 'Please wait until the shop confirms one, or cancel one, before placing another.',
  },
  unconfirmed_units_limit: {
    message: ({ product_name, limit }) =>
      `You can have at most ${limit} of ${product_name} in orders waiting for confirmation`,
    hint: 'Please reduce the quantity, or wait until the shop confirms your earlier order.',
  },
  request_id_taken: { message: 'Failed to place order. Please try again.' },

  order_not_found: { message: 'Order not found' },
  transition_not_allowed: {
    message: ({ action, status }) =>
      `Cannot ${ACTION_WORDS[action] ?? words(action)} an order that is ${words(status)}`,
  },
  awaiting_payment: { message: 'This order is awaiting payment' },
  rider_not_found: { message: 'Rider not found' },
  rider_not_available: { message: 'Only an active rider who is online can be assigned' },
  photo_required: { message: 'Please take a delivery photo' },
  not_cancellable: {
    message: 'This order can no longer be cancelled',
    hint: 'Orders can be cancelled only while they are pending.',
  },
  position_outside_uganda: { message: 'Your location is outside Uganda' },
  wrong_delivery_code: {
    message: ({ tries_left }) => `Wrong code — ${tries_left} ${tries_left === 1 ? 'try' : 'tries'} left`,
    hint: 'Check the code with the customer and enter it again.',
  },
  delivery_code_locked: { message: 'Code locked: take a photo instead' },
  invalid_delivery_code: { message: 'Enter the 4-digit code from the customer' },
  decline_reason_required: { message: 'Please say why you decline this order' },

  payment_transition_not_allowed: { message: ({ from, to }) => `A ${from} payment cannot become ${to}` },
  not_awaiting_payment: { message: 'This order is not awaiting payment' },
  payment_amount_mismatch: { message: 'The payment amount does not match the order' },
  payment_not_found: { message: 'Payment not found' },
  payment_mismatch: { message: "The payment does not match the provider's answer" },

  restock_out_of_range: { message: 'Restock between 1 and 100,000 units at a time' },

  invalid_stock_quantity: {
    message: ({ min, max }) => `Enter a whole number of units from ${min} to ${max.toLocaleString('en-US')}`,
  },
  own_active_state: {
    message: 'You cannot deactivate your own account',
    hint: 'Ask an admin or another manager to change it.',
  },
  invalid_outlet_contact: {
    message: ({ field, max }) =>
      field === 'phone'
        ? 'Please enter a valid phone number'
        : `Please enter the opening hours (at most ${max} characters)`,
  },
  stock_note_too_long: { message: ({ max }) => `The note is too long (at most ${max} characters)` },
  invalid_report_period: { message: 'Choose a period with a start date and an end date on or after it' },
  report_period_too_long: { message: ({ max_days }) => `A report covers at most ${max_days} days` },
  list_too_long: {
    message: ({ max_items, max_length }) =>
      `That is too much to ask at once: at most ${max_items} items of at most ${max_length} characters each`,
    hint: 'Shorten it and try again.',
  },

  employee_not_found: { message: 'Employee not found' },
  invalid_employee_name: { message: ({ max }) => `Please enter the full name (at most ${max} characters)` },
  invalid_employee_phone: { message: 'Please enter a valid phone number' },
  employee_reference_not_found: {
    message: ({ field }) => (field === 'role' ? 'That role no longer exists' : 'That outlet no longer exists'),
    hint: 'Reload the page and choose again.',
  },
  role_in_use: {
    message: ({ role_name, employees }) =>
      `${role_name} cannot be deleted: ${employees} ${employees === 1 ? 'employee holds' : 'employees hold'} this role`,
    hint: 'Give them another role first.',
  },
  outlet_outside_uganda: { message: 'Selected location must be in Uganda', hint: 'Please select a location in Uganda' },
  rider_not_approved: {
    message: 'This rider is awaiting approval',
    hint: 'A rider can go online and be assigned once an admin approves them.',
  },
  rider_already_approved: {
    message: ({ rider_name }) => `${rider_name} is already approved`,
    hint: 'Deactivate the rider instead.',
  },
  invalid_rejection_reason: { message: ({ max }) => `Please say why (at most ${max} characters)` },

  not_allowed: {
    message: ({ column }) => (column ? `Only an admin can change ${words(column)}` : 'Insufficient permissions'),
  },
} satisfies RefusalTexts

/**
 * What to tell a person about `error`: the message (and hint) of its code, with `overrides` for the codes
 * a screen words its own way; `fallback` (the screen's failure message) for anything that is not a
 * business error of ours.
 */
export function refusalMessage(error: unknown, fallback: string, overrides: Partial<RefusalTexts> = {}): Refusal {
  const refusal = readBusinessError(error)
  if (!refusal) return { message: fallback, hint: null }
  const text = (overrides[refusal.name] ?? REFUSAL_TEXTS[refusal.name]) as RefusalText<typeof refusal.name>
  const message = typeof text.message === 'function' ? text.message(refusal.details as never) : text.message
  return { message, hint: text.hint ?? null }
}
