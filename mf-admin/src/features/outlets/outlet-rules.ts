// What the outlets screen decides on its own: whether an outlet's form may be saved, what a place chosen
// in the address search fills in, whether a shelf row's figures hang together, and what a refused save or
// delete means.
import type { ApiError } from '@shop/shared/api'
import { refusalMessage } from '@shop/shared/errors'
import { isInUganda } from '@shop/shared/geo'
import type { GeocodedPlace } from '@shop/shared/geocoder/geocoder'
import { normalisePhone } from '@shop/shared/phone'

export interface OutletForm {
  name: string
  address: string
  city: string
  country: string
  phone: string
  opening_hours: string
  manager_name: string
  latitude: number | null
  longitude: number | null
}

export type PlaceFields = Pick<OutletForm, 'address' | 'city'>

type PlaceFound = Pick<GeocodedPlace, 'street' | 'formattedAddress' | 'city' | 'country'>

/** The address line of a place: its street, else its name without the city and country the form has apart. */
function addressLine(place: PlaceFound): string {
  if (place.street.trim()) return place.street.trim()
  const parts = place.formattedAddress
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const apart = [place.city, place.country || 'Uganda'].map((part) => part.trim().toLowerCase())
  while (parts.length > 1 && apart.includes(parts.at(-1)?.toLowerCase() ?? '')) parts.pop()
  return parts.join(', ')
}

/**
 * What a place chosen in the address search writes into the form's address and city: each field only when
 * it is empty or still holds what the previous place filled in (`filled`), never over the admin's own text.
 * Returns the fields to set and what is filled in from now on.
 */
export function placeFill(
  place: PlaceFound,
  typed: Partial<PlaceFields>,
  filled: PlaceFields,
): { patch: Partial<PlaceFields>; filled: PlaceFields } {
  const ours = (value: string | undefined, before: string) => !value?.trim() || value === before
  const patch: Partial<PlaceFields> = {}
  const address = addressLine(place)
  if (address && ours(typed.address, filled.address)) patch.address = address
  if (place.city && ours(typed.city, filled.city)) patch.city = place.city
  return { patch, filled: { ...filled, ...patch } }
}

const REQUIRED = ['name', 'phone', 'opening_hours', 'manager_name', 'city', 'country'] as const

/** Why the outlet cannot be saved as typed (the message the form shows), or null when it can. */
export function outletFormProblem(form: OutletForm): string | null {
  if (REQUIRED.some((field) => !form[field]?.trim())) return 'All fields are required'
  if (form.latitude === null || form.longitude === null) return 'Please select outlet location'
  if (!isInUganda(form.latitude, form.longitude)) return 'Selected location must be in Uganda'
  if (!normalisePhone(form.phone)) return 'Please enter a valid phone number'
  return null
}

/** The message of a refused outlet save: a taken name (23505) is named, an outside point (KM711) too. */
export function outletSaveFailure(error: ApiError | undefined): string {
  if (error?.code === '23505') return 'An outlet with this name already exists. Choose another name.'
  return refusalMessage(error, 'Failed to save outlet').message
}

/** An outlet that orders name cannot be deleted (foreign_key_violation): it is deactivated instead. */
export function hasOrdersOnRecord(error: ApiError | undefined): boolean {
  return error?.code === '23503'
}

export interface ShelfFigures {
  min_stock: number
  max_stock: number
}

/** The cross-check the database enforces (max at least min), in words before the save. */
export function shelfProblem({ min_stock, max_stock }: ShelfFigures): string | null {
  return max_stock < min_stock ? 'Maximum stock must be at least the minimum stock' : null
}

/** The message of a refused shelf save: the product already there (23505), the bands (23514). */
export function shelfSaveFailure(error: ApiError | undefined): string {
  if (error?.code === '23505') return 'This product is already in this outlet'
  if (error?.code === '23514') return 'Stock figures must be whole numbers of 0 or more, with maximum at least minimum'
  return refusalMessage(error, 'Failed to save product').message
}
