import { PostgrestError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { isBusinessError, readBusinessError } from './business-error.ts'
import { BUSINESS_ERRORS, type BusinessErrorName, businessErrorName } from './codes.ts'
import { REFUSAL_TEXTS, refusalMessage } from './messages.ts'

/** What supabase-js hands back for a refusal: PostgREST's body, `details` a JSON object as text. */
const refusal = (code: string, details: Record<string, unknown> | null = null, message = 'logged words') =>
  new PostgrestError({ code, message, details: details ? JSON.stringify(details) : '', hint: '' })

/** Details of the right shape for a code, from the list's own description of them. */
function sampleDetails(name: BusinessErrorName): Record<string, unknown> {
  const entry = BUSINESS_ERRORS[name] as { details?: Record<string, string> }
  const sample = { string: 'x_y', number: 3, boolean: true } as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(entry.details ?? {}).map(([key, type]) => [key.replace(/\?$/, ''), sample[type]]),
  )
}

const NAMES = Object.keys(BUSINESS_ERRORS) as BusinessErrorName[]
const FALLBACK = 'Failed to do it. Please try again.'

describe('the list of business error codes', () => {
  it('each code is stable: the same SQLSTATE for the same refusal as when it was introduced', () => {
    // Apps, logs and API users rely on these: a code is never renumbered or reused.
    expect(Object.fromEntries(NAMES.map((name) => [name, BUSINESS_ERRORS[name].code]))).toEqual({
      invalid_items: 'KM001',
      too_many_products: 'KM002',
      invalid_product_id: 'KM003',
      invalid_quantity: 'KM004',
      quantity_out_of_range: 'KM005',
      product_not_found: 'KM006',
      out_of_stock: 'KM007',
      insufficient_stock: 'KM008',
      empty_cart: 'KM009',
      invalid_coupon: 'KM010',
      invalid_address: 'KM011',
      full_name_required: 'KM012',
      invalid_email: 'KM013',
      phone_required: 'KM014',
      address_too_long: 'KM015',
      instructions_too_long: 'KM016',
      location_required: 'KM017',
      outside_uganda: 'KM018',
      no_outlet_available: 'KM019',
      too_many_unconfirmed_orders: 'KM020',
      unconfirmed_units_limit: 'KM021',
      request_id_taken: 'KM022',
      order_not_found: 'KM101',
      transition_not_allowed: 'KM102',
      awaiting_payment: 'KM103',
      rider_not_found: 'KM104',
      rider_not_available: 'KM105',
      photo_required: 'KM106',
      not_cancellable: 'KM107',
      position_outside_uganda: 'KM108',
      wrong_delivery_code: 'KM109',
      delivery_code_locked: 'KM110',
      invalid_delivery_code: 'KM111',
      decline_reason_required: 'KM112',
      payment_transition_not_allowed: 'KM201',
      not_awaiting_payment: 'KM202',
      payment_amount_mismatch: 'KM203',
      payment_not_found: 'KM204',
      payment_mismatch: 'KM205',
      restock_out_of_range: 'KM401',
      invalid_stock_quantity: 'KM601',
      own_active_state: 'KM602',
      invalid_outlet_contact: 'KM603',
      stock_note_too_long: 'KM604',
      employee_not_found: 'KM701',
      invalid_employee_name: 'KM702',
      invalid_employee_phone: 'KM703',
      employee_reference_not_found: 'KM704',
      role_in_use: 'KM705',
      outlet_outside_uganda: 'KM711',
      invalid_report_period: 'KM721',
      report_period_too_long: 'KM722',
      rider_not_approved: 'KM731',
      rider_already_approved: 'KM732',
      invalid_rejection_reason: 'KM733',
      list_too_long: 'KM901',
      not_allowed: '42501',
    })
  })

  it('every code is its own, of class KM (only "not allowed for this caller" is the standard 42501), with a meaning', () => {
    const codes = NAMES.map((name) => BUSINESS_ERRORS[name].code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const name of NAMES) {
      expect(BUSINESS_ERRORS[name].code).toMatch(name === 'not_allowed' ? /^42501$/ : /^KM[0-9A-Z]{3}$/)
      expect(BUSINESS_ERRORS[name].meaning.length).toBeGreaterThan(10)
      expect(businessErrorName(BUSINESS_ERRORS[name].code)).toBe(name)
    }
    expect(businessErrorName('P0001')).toBeNull()
  })
})

describe('reading a business error from a PostgREST error', () => {
  it('by its code, with its details parsed', () => {
    const error = refusal('KM007', { product_id: 'p1', product_name: 'Beef Pastrami 150 g' })
    expect(readBusinessError(error)).toEqual({
      name: 'out_of_stock',
      code: 'KM007',
      details: { product_id: 'p1', product_name: 'Beef Pastrami 150 g' },
    })
    expect(isBusinessError(error)).toBe(true)
    expect(isBusinessError(error, 'out_of_stock')).toBe(true)
    expect(isBusinessError(error, 'insufficient_stock')).toBe(false)
    expect(readBusinessError(error, 'insufficient_stock')).toBeNull()
  })

  it('never by its words: the same message with another code is not that error', () => {
    expect(isBusinessError(refusal('P0001', null, 'Invalid coupon code'), 'invalid_coupon')).toBe(false)
    expect(isBusinessError(refusal('KM010', { coupon_code: 'X' }, 'anything at all'), 'invalid_coupon')).toBe(true)
  })

  it('not when the details are not what the list documents (missing, wrong type, not JSON)', () => {
    expect(readBusinessError(refusal('KM007', { product_id: 'p1' }))).toBeNull()
    expect(readBusinessError(refusal('KM008', { product_id: 'p1', product_name: 'Beef', stock: '3' }))).toBeNull()
    expect(readBusinessError({ code: 'KM006', details: 'p1' })).toBeNull()
    expect(readBusinessError({ code: 'KM006', details: '["p1"]' })).toBeNull()
  })

  it('optional details may be absent; a plain 42501 from Postgres is "not allowed" too', () => {
    expect(readBusinessError(refusal('KM205', { payment_id: 'x', mismatch: 'merchant_reference' }))?.name).toBe(
      'payment_mismatch',
    )
    expect(readBusinessError(refusal('42501', null, 'permission denied for function place_order'))).toEqual({
      name: 'not_allowed',
      code: '42501',
      details: {},
    })
  })

  it('anything that is not a PostgREST refusal is not one', () => {
    for (const other of [null, undefined, 'KM007', new TypeError('Failed to fetch'), { code: 'PGRST301' }, {}]) {
      expect(readBusinessError(other)).toBeNull()
    }
  })
})

describe('the words for each code', () => {
  it('every code has a message (and no message leaves a detail out)', () => {
    expect(Object.keys(REFUSAL_TEXTS).sort()).toEqual([...NAMES].sort())
    for (const name of NAMES) {
      const { message } = refusalMessage(refusal(BUSINESS_ERRORS[name].code, sampleDetails(name)), FALLBACK)
      expect(message, name).not.toBe(FALLBACK)
      expect(message, name).toMatch(/^\S.*\S$/)
      expect(message, name).not.toMatch(/undefined|null|\[object/)
    }
  })

  it('the storefront’s messages, in the spec’s words, with the hint it shows under them', () => {
    const said = (code: string, details?: Record<string, unknown>) => refusalMessage(refusal(code, details), FALLBACK)
    expect(said('KM007', { product_id: 'p', product_name: 'Beef Pastrami 150 g' })).toEqual({
      message: 'Beef Pastrami 150 g is out of stock',
      hint: 'Please remove it from your cart.',
    })
    expect(said('KM008', { product_id: 'p', product_name: 'Beef Sausages 500 g', stock: 3 })).toEqual({
      message: 'Only 3 of Beef Sausages 500 g left in stock',
      hint: 'Please reduce the quantity in your cart.',
    })
    expect(said('KM018')).toEqual({
      message: 'Selected location must be in Uganda',
      hint: 'Please select a location in Uganda',
    })
    expect(said('KM017')).toEqual({ message: 'Please select a delivery location', hint: null })
    expect(said('KM010', { coupon_code: 'MEAT99' })).toEqual({
      message: 'Invalid coupon code',
      hint: 'Check the code and try again.',
    })
    expect(said('KM009').message).toBe('Your cart is empty')
    expect(said('KM006', { product_id: 'p' }).message).toBe('Product not found')
    expect(said('KM003').message).toBe('Invalid product ID')
    expect(said('KM106').message).toBe('Please take a delivery photo')
    expect(said('KM107', { status: 'processing' }).message).toBe('This order can no longer be cancelled')
    expect(said('KM102', { status: 'picked_up', action: 'assign_rider' }).message).toBe(
      'Cannot assign a rider to an order that is picked up',
    )
    expect(said('KM102', { status: 'processing', action: 'hand_to_rider' }).message).toBe(
      'Cannot hand over an order that is processing',
    )
    expect(said('42501').message).toBe('Insufficient permissions')
    expect(said('42501', { column: 'outlet_price' }).message).toBe('Only an admin can change outlet price')
  })

  it('an unknown code, a refusal without its details, or a network failure falls back to the screen’s message', () => {
    for (const error of [
      refusal('P0001', null, 'Invalid coupon code'),
      refusal('KM999'),
      refusal('PGRST301'),
      refusal('KM007', { product_id: 'p' }),
      new TypeError('Failed to fetch'),
      { message: 'TypeError: fetch failed', details: 'stack', hint: '', code: '' },
    ]) {
      expect(refusalMessage(error, FALLBACK)).toEqual({ message: FALLBACK, hint: null })
    }
  })

  it('a screen words the codes it must say its own way', () => {
    const signIn = { message: 'Please sign in to continue checkout', hint: 'Only customer accounts can place orders.' }
    expect(refusalMessage(refusal('42501'), FALLBACK, { not_allowed: signIn })).toEqual(signIn)
    expect(refusalMessage(refusal('KM009'), FALLBACK, { not_allowed: signIn }).message).toBe('Your cart is empty')
  })
})
