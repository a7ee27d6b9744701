// Saved delivery addresses at checkout: what choosing one fills in, what is kept of a new one, and the
// line that describes one. The list itself is the server's (customer_addresses, own rows only).
import type { Tables, TablesInsert } from '@shop/shared/database'
import type { CheckoutDraft } from './draft.ts'

export type SavedAddress = Pick<
  Tables<'customer_addresses'>,
  'id' | 'label' | 'latitude' | 'longitude' | 'formatted_address' | 'street' | 'city' | 'instructions'
>

export const LABEL_MAX = 40

/** The draft's delivery part as the saved address has it. */
export function draftFromSaved(address: SavedAddress): Partial<CheckoutDraft> {
  return {
    savedAddressId: address.id,
    location: {
      lat: address.latitude,
      lng: address.longitude,
      formattedAddress: address.formatted_address || `${address.street}, ${address.city}`,
      street: address.street,
      city: address.city,
      state: '',
      postalCode: '',
      country: 'Uganda',
    },
    street: address.street,
    city: address.city,
    instructions: address.instructions,
  }
}

/** A new address to keep after the order is placed, or null (none picked, or the customer said no). */
export function addressToSave(draft: CheckoutDraft): TablesInsert<'customer_addresses'> | null {
  if (!draft.saveAddress || draft.savedAddressId || !draft.location) return null
  const street = draft.street.trim()
  const city = draft.city.trim()
  const label = draft.addressLabel.trim() || street || city || 'My address'
  return {
    label: label.slice(0, LABEL_MAX),
    latitude: draft.location.lat,
    longitude: draft.location.lng,
    formatted_address: draft.location.formattedAddress.slice(0, 300),
    street,
    city,
    instructions: draft.instructions.trim(),
  }
}

/** "Plot 5, Kira Road, Kampala", or the map's description when street and city are empty. */
export function addressLine(address: SavedAddress): string {
  return [address.street, address.city].filter((part) => part.trim()).join(', ') || address.formatted_address
}
