import { describe, expect, it } from 'vitest'
import { newDraft } from './draft.ts'
import { addressLine, addressToSave, draftFromSaved, type SavedAddress } from './saved-address.ts'

const home: SavedAddress = {
  id: '0b7f3c52-3d0e-4a43-9f7c-0a5b1c2d3e4f',
  label: 'Home',
  latitude: 0.3356,
  longitude: 32.5947,
  formatted_address: 'Kololo, Kampala',
  street: 'Plot 5, Kira Road',
  city: 'Kampala',
  instructions: 'Blue gate',
}

const picked = {
  ...newDraft(null),
  location: {
    lat: 0.3356,
    lng: 32.5947,
    formattedAddress: 'Kololo, Kampala',
    street: 'Kira Road',
    city: 'Kampala',
    state: '',
    postalCode: '',
    country: 'Uganda',
  },
  street: ' Plot 5, Kira Road ',
  city: 'Kampala',
  instructions: 'Blue gate ',
}

describe('saved addresses at checkout', () => {
  it('choosing one fills the point, street, city and instructions, and remembers which it was', () => {
    expect(draftFromSaved(home)).toMatchObject({
      savedAddressId: home.id,
      location: { lat: 0.3356, lng: 32.5947, formattedAddress: 'Kololo, Kampala' },
      street: 'Plot 5, Kira Road',
      city: 'Kampala',
      instructions: 'Blue gate',
    })
  })

  it('a new address is kept under the customer’s label, or its street when they gave none', () => {
    expect(addressToSave({ ...picked, addressLabel: ' Work ' })).toMatchObject({
      label: 'Work',
      street: 'Plot 5, Kira Road',
      instructions: 'Blue gate',
    })
    expect(addressToSave(picked)?.label).toBe('Plot 5, Kira Road')
  })

  it('nothing is kept when the customer said no, chose a saved one, or picked no point', () => {
    expect(addressToSave({ ...picked, saveAddress: false })).toBeNull()
    expect(addressToSave({ ...picked, savedAddressId: home.id })).toBeNull()
    expect(addressToSave({ ...picked, location: null })).toBeNull()
  })

  it('describes an address by street and city, or by the map’s words', () => {
    expect(addressLine(home)).toBe('Plot 5, Kira Road, Kampala')
    expect(addressLine({ ...home, street: '', city: '' })).toBe('Kololo, Kampala')
  })
})
