// A number of units as staff type it into a stock form (the admin's Restock, the outlet's Record stock):
// whole units only, within the form's range, and never changed behind the person's back. "-3", "1.5" or
// "2.5" are refused with the reason, not rounded or clamped into some other figure; "1,000" and " 12 "
// are read as written. The server checks the same ranges (restock_product, record_outlet_stock).

export interface QuantityRange {
  min: number
  max: number
}

/** Units received: a restock adds at least one unit. */
export const RESTOCK_RANGE: QuantityRange = { min: 1, max: 100_000 }
/** Units counted on the shelf: none is a count too. */
export const COUNT_RANGE: QuantityRange = { min: 0, max: 100_000 }

export type QuantityCheck = { ok: true; units: number } | { ok: false; message: string }

const WHOLE = /^\d+$|^\d{1,3}(,\d{3})+$/
const NUMBER = /^[+-]?(\d[\d,]*)?(\.\d*)?$/

const units = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'unit' : 'units'}`

/** The units typed, or why they cannot be taken (in words for the field's own message). */
export function checkQuantity(typed: string, range: QuantityRange): QuantityCheck {
  const text = typed.trim()
  if (text === '') return { ok: false, message: 'Enter a number of units' }
  if (!WHOLE.test(text)) {
    if (!NUMBER.test(text) || !/\d/.test(text))
      return { ok: false, message: `"${text}" is not a number: enter whole units in digits, such as 12` }
    if (text.startsWith('-')) return { ok: false, message: 'Units cannot be negative' }
    return { ok: false, message: `Units are counted whole: ${text} is not a whole number` }
  }
  const value = Number(text.replaceAll(',', ''))
  if (value < range.min) return { ok: false, message: `Enter at least ${units(range.min)}` }
  if (value > range.max) return { ok: false, message: `Enter at most ${units(range.max)} at a time` }
  return { ok: true, units: value }
}
