import type { ApiError } from '@shop/shared/api'
import { describe, expect, it } from 'vitest'
import {
  hasOrdersOnRecord,
  outletFormProblem,
  outletSaveFailure,
  placeFill,
  shelfProblem,
  shelfSaveFailure,
} from './outlet-rules.ts'

const kampala = {
  name: 'Bugolobi',
  address: 'Plot 4, Bugolobi',
  city: 'Kampala',
  country: 'Uganda',
  phone: '0414 231 570',
  opening_hours: 'Mon-Sat: 8:00 AM - 6:00 PM',
  manager_name: 'Agnes Nambi',
  latitude: 0.3163,
  longitude: 32.6165,
}
const error = (code: string): ApiError => ({ status: 409, code, message: 'refused', details: null, hint: null })

describe('saving an outlet', () => {
  it('a complete outlet in Kampala may be saved', () => {
    expect(outletFormProblem(kampala)).toBeNull()
  })

  it.each(['name', 'phone', 'opening_hours', 'manager_name', 'city', 'country'] as const)(
    'a blank %s: "All fields are required"',
    (field) => {
      expect(outletFormProblem({ ...kampala, [field]: '  ' })).toBe('All fields are required')
    },
  )

  it('no point on the map: "Please select outlet location"', () => {
    expect(outletFormProblem({ ...kampala, latitude: null, longitude: null })).toBe('Please select outlet location')
  })

  it('a point in Kisumu (Kenya) is refused: the location must be in Uganda', () => {
    expect(outletFormProblem({ ...kampala, latitude: -0.0917, longitude: 34.768 })).toBe(
      'Selected location must be in Uganda',
    )
  })

  it('a phone that is not a number is refused', () => {
    expect(outletFormProblem({ ...kampala, phone: 'call us' })).toBe('Please enter a valid phone number')
  })

  it('a taken name and a point outside Uganda are named; anything else is the spec’s failure', () => {
    expect(outletSaveFailure(error('23505'))).toMatch(/already exists/)
    expect(outletSaveFailure(error('KM711'))).toBe('Selected location must be in Uganda')
    expect(outletSaveFailure(error('08000'))).toBe('Failed to save outlet')
  })

  it('an outlet with orders (23503) is one to deactivate', () => {
    expect(hasOrdersOnRecord(error('23503'))).toBe(true)
    expect(hasOrdersOnRecord(error('42501'))).toBe(false)
  })
})

describe('an outlet’s product', () => {
  it('maximum stock below the minimum is refused; equal is fine', () => {
    expect(shelfProblem({ min_stock: 10, max_stock: 5 })).toBe('Maximum stock must be at least the minimum stock')
    expect(shelfProblem({ min_stock: 10, max_stock: 10 })).toBeNull()
  })

  it('the same product twice at one outlet is named', () => {
    expect(shelfSaveFailure(error('23505'))).toBe('This product is already in this outlet')
    expect(shelfSaveFailure(error('08000'))).toBe('Failed to save product')
  })
})

describe('a place chosen in the address search fills the address and city, never over the admin’s own', () => {
  const acacia = {
    street: 'Acacia Mall, Kisementi',
    formattedAddress: 'Acacia Mall, Kololo, Kampala, Uganda',
    city: 'Kampala',
    country: 'Uganda',
  }
  // As the built-in gazetteer answers: no street, the name with its city and country.
  const village = {
    street: '',
    formattedAddress: 'Village Mall Bugolobi, Kampala, Uganda',
    city: 'Kampala',
    country: 'Uganda',
  }

  it('fills empty fields, and the new form’s Kampala', () => {
    const first = placeFill(acacia, { address: '', city: 'Kampala' }, { address: '', city: 'Kampala' })
    expect(first.patch).toEqual({ address: 'Acacia Mall, Kisementi', city: 'Kampala' })
    // The next place replaces what the first filled in; with no street, its name without the city and
    // country (the form has them apart).
    const second = placeFill(village, { address: 'Acacia Mall, Kisementi', city: 'Kampala' }, first.filled)
    expect(second.patch).toEqual({ address: 'Village Mall Bugolobi', city: 'Kampala' })
    const town = { street: '', formattedAddress: 'Jinja, Uganda', city: 'Jinja', country: 'Uganda' }
    expect(placeFill(town, { address: '', city: 'Kampala' }, second.filled).patch).toEqual({
      address: 'Jinja',
      city: 'Jinja',
    })
  })

  it('keeps what the admin typed, for this place and the next', () => {
    const typed = { address: 'Plot 4, Bugolobi Close', city: 'Kampala' }
    const first = placeFill(village, typed, { address: '', city: '' })
    expect(first.patch).toEqual({})
    expect(placeFill(acacia, typed, first.filled).patch).toEqual({})
  })
})
