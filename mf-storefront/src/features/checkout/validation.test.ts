import { describe, expect, it } from 'vitest'
import { type CheckoutDraft, newDraft } from './draft.ts'
import { firstError, validateCheckout } from './validation.ts'

const kampala = {
  lat: 0.3476,
  lng: 32.5825,
  formattedAddress: 'Nakasero, Kampala',
  street: '',
  city: 'Kampala',
  state: 'Central Region',
  postalCode: '',
  country: 'Uganda',
}
const complete: CheckoutDraft = {
  ...newDraft({ full_name: 'Amina Nakato', email: 'amina@example.com', phone: '0772123456' }),
  location: kampala,
}

describe('checkout validation', () => {
  it('a complete checkout has no errors', () => {
    expect(validateCheckout(complete)).toEqual({})
  })

  it('full name, e-mail and phone are required', () => {
    expect(validateCheckout({ ...complete, fullName: ' ', email: '', phone: '' })).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
    })
    expect(validateCheckout({ ...complete, email: 'amina.example.com' }).email).toBe(
      'Please enter a valid email address',
    )
    expect(validateCheckout({ ...complete, phone: '12' }).phone).toBe('Please enter a valid phone number')
  })

  it('a delivery location must be selected ("Please select a delivery location")', () => {
    expect(validateCheckout({ ...complete, location: null }).location).toBe('Please select a delivery location')
  })

  it('the selected location must be in Uganda ("Selected location must be in Uganda")', () => {
    const nairobi = { ...kampala, lat: -1.2864, lng: 36.8172, city: 'Nairobi', country: 'Kenya' }
    expect(validateCheckout({ ...complete, location: nairobi }).location).toBe('Selected location must be in Uganda')
    // Busia, Kenya: inside Uganda's bounding box, outside its outline.
    const busiaKenya = { ...kampala, lat: 0.4608, lng: 34.1115 }
    expect(validateCheckout({ ...complete, location: busiaKenya }).location).toBe('Selected location must be in Uganda')
  })

  it('mobile money requires a number of the chosen network', () => {
    expect(validateCheckout({ ...complete, paymentMethod: 'mtn_money' }).mobileMoneyNumber).toBe(
      'Please enter your mobile money number',
    )
    expect(
      validateCheckout({ ...complete, paymentMethod: 'mtn_money', mobileMoneyNumber: '0752123456' }).mobileMoneyNumber,
    ).toMatch(/^This is an Airtel number/)
    expect(validateCheckout({ ...complete, paymentMethod: 'airtel_money', mobileMoneyNumber: '0752123456' })).toEqual(
      {},
    )
  })

  it('the first error in the order of the form takes the focus', () => {
    expect(firstError(validateCheckout({ ...complete, location: null, phone: '' }))).toBe('phone')
    expect(firstError({})).toBeNull()
  })
})
