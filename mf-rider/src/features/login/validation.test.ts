import { describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES, ugandanPhone, validateSignIn, validateSignUp } from './validation.ts'

const valid = {
  fullName: 'Joseph Mugisha',
  phone: '0772 123 456',
  vehicleType: 'motorcycle',
  email: 'joseph@example.com',
  password: 'secret1',
}

describe('rider sign-up: full name, phone, e-mail and password required; vehicle motorcycle or bicycle', () => {
  it('a complete form has no errors', () => {
    expect(validateSignUp(valid)).toEqual({})
    expect(validateSignUp({ ...valid, vehicleType: 'bicycle' })).toEqual({})
  })

  it('each missing field is named', () => {
    expect(validateSignUp({ fullName: ' ', phone: '', vehicleType: 'motorcycle', email: '', password: '' })).toEqual({
      fullName: LOGIN_MESSAGES.fullNameRequired,
      phone: LOGIN_MESSAGES.phoneRequired,
      email: LOGIN_MESSAGES.emailRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    })
  })

  it('the phone must be a valid Ugandan number; a car is not a vehicle type; passwords have 6 characters', () => {
    expect(validateSignUp({ ...valid, phone: '12345', vehicleType: 'car', password: 'abc' })).toEqual({
      phone: LOGIN_MESSAGES.phoneInvalid,
      vehicleType: LOGIN_MESSAGES.vehicleInvalid,
      password: LOGIN_MESSAGES.passwordTooShort,
    })
    expect(validateSignUp({ ...valid, phone: '+254 712 345 678' }).phone).toBe(LOGIN_MESSAGES.phoneInvalid)
  })

  it('phones are stored as +256 whatever way they were typed', () => {
    for (const typed of ['0772 123 456', '+256772123456', '256 772 123456', '772123456']) {
      expect(ugandanPhone(typed)).toBe('+256772123456')
    }
    expect(ugandanPhone('0772 12')).toBeNull()
  })
})

describe('rider sign-in', () => {
  it('needs a valid e-mail and a password', () => {
    expect(validateSignIn({ email: 'rider@example.com', password: 'x' })).toEqual({})
    expect(validateSignIn({ email: 'rider', password: '' })).toEqual({
      email: LOGIN_MESSAGES.emailInvalid,
      password: LOGIN_MESSAGES.passwordRequired,
    })
  })
})
