import { authErrorMessage } from '@shop/shared/auth/auth-errors'
import { describe, expect, it } from 'vitest'
import { messages } from './messages.ts'
import { firstName, validateForgotPassword, validateSignIn, validateSignUp } from './validation.ts'

const signUp = { fullName: 'Amina Nakato', phone: '+256 772 123 456', email: 'amina@example.com', password: 'secret1' }

describe('sign-in form', () => {
  it('e-mail and password are required', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
    })
    expect(validateSignIn({ email: 'amina@example.com', password: 'x' })).toEqual({})
  })

  it('an e-mail without "@" is refused', () => {
    expect(validateSignIn({ email: 'amina.example.com', password: 'x' }).email).toBe(messages.emailInvalid)
  })
})

describe('sign-up form', () => {
  it('full name, phone, e-mail and password are all required', () => {
    expect(validateSignUp({ fullName: '', phone: '', email: '', password: '' })).toEqual({
      fullName: 'Please enter your full name',
      phone: 'Please enter your phone number',
      email: 'Please enter your email address',
      password: 'Please enter your password',
    })
    expect(validateSignUp(signUp)).toEqual({})
  })

  it('the password has at least 6 characters', () => {
    expect(validateSignUp({ ...signUp, password: '12345' }).password).toBe(
      'Password must be at least 6 characters long',
    )
    expect(validateSignUp({ ...signUp, password: '123456' }).password).toBeUndefined()
  })

  it('a phone number is a valid one, Ugandan when written without a country code', () => {
    for (const phone of ['0772123456', '+256772123456', '256 772 123 456', '(0772) 123-456', '+254 712 345678']) {
      expect(validateSignUp({ ...signUp, phone }).phone, phone).toBeUndefined()
    }
    for (const phone of ['call me', '12345', '+256 772 123 456 789 000', '0772abc456', '0999 123 456']) {
      expect(validateSignUp({ ...signUp, phone }).phone, phone).toBe(messages.phoneInvalid)
    }
  })
})

describe('forgot-password form', () => {
  it('an e-mail is required ("Please enter your email address")', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Please enter your email address' })
    expect(validateForgotPassword({ email: 'amina@example.com' })).toEqual({})
  })
})

describe('greetings', () => {
  it('use the first name, else the e-mail before the @', () => {
    expect(messages.welcomeBack(firstName('Sarah Namubiru'))).toBe('Welcome back, Sarah')
    expect(messages.accountCreated(firstName('  Amina  Nakato '))).toBe('Welcome, Amina! Account created successfully!')
    expect(firstName(null, 'joseph@example.com')).toBe('joseph')
  })
})

describe('auth failures', () => {
  it("show the server's message for what was typed, the rate-limit advice, or the spec's fallback", () => {
    const invalid = {
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    }
    expect(authErrorMessage(invalid, messages.signInFailed)).toBe('Invalid login credentials')
    const taken = { name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' }
    expect(authErrorMessage(taken, messages.signUpFailed)).toBe('User already registered')
    const limited = {
      name: 'AuthApiError',
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    }
    expect(authErrorMessage(limited, messages.signInFailed)).toBe(messages.rateLimited)
    const offline = { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }
    expect(authErrorMessage(offline, messages.signInFailed)).toBe('Authentication failed')
    const fault = { name: 'AuthApiError', status: 500, message: 'Database error saving new user' }
    expect(authErrorMessage(fault, messages.signUpFailed)).toBe('Failed to create user account. Please try again.')
    expect(authErrorMessage(taken, messages.resetFailed, { useServerMessage: false })).toBe(
      'Failed to send reset instructions',
    )
  })
})
