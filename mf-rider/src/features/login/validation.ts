// The rider sign-up and sign-in rules (backoffice spec section 5, "Rider signup"): full name, phone,
// e-mail and password required; the phone is the shop's phone rule (@shop/shared/phone) and must be a
// Ugandan number, stored as +256…; vehicle type motorcycle or bicycle.
import { Constants } from '@shop/shared/database'
import { normalisePhone } from '@shop/shared/phone'

export const VEHICLE_TYPES = Constants.public.Enums.vehicle_type
export type VehicleType = (typeof VEHICLE_TYPES)[number]

export const MIN_PASSWORD_LENGTH = 6

export const LOGIN_MESSAGES = {
  fullNameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid Ugandan phone number, e.g. 0772 123 456',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  vehicleInvalid: 'Please choose motorcycle or bicycle',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  noRiderProfile: 'No rider profile found. Please contact support.',
  inactive: 'Your rider account is inactive. Please contact support to have it activated.',
  welcome: 'Welcome back!',
  created: 'Account created successfully!',
  confirmEmail: 'Account created. Check your email to confirm it, then sign in.',
} as const

export interface SignInValues {
  email: string
  password: string
}

export interface SignUpValues extends SignInValues {
  fullName: string
  phone: string
  vehicleType: string
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>

/** The phone as stored: +256 and nine digits, or null when it is not a valid Ugandan number. */
export function ugandanPhone(input: string): string | null {
  const phone = normalisePhone(input)
  return phone?.startsWith('+256') ? phone : null
}

function emailError(email: string): string | undefined {
  const value = email.trim()
  if (!value) return LOGIN_MESSAGES.emailRequired
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return LOGIN_MESSAGES.emailInvalid
  return undefined
}

function compact<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return compact<SignInValues>({
    email: emailError(values.email),
    password: values.password ? undefined : LOGIN_MESSAGES.passwordRequired,
  })
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const phone = values.phone.trim()
  return compact<SignUpValues>({
    fullName: values.fullName.trim() ? undefined : LOGIN_MESSAGES.fullNameRequired,
    phone: !phone ? LOGIN_MESSAGES.phoneRequired : ugandanPhone(phone) ? undefined : LOGIN_MESSAGES.phoneInvalid,
    vehicleType: (VEHICLE_TYPES as readonly string[]).includes(values.vehicleType)
      ? undefined
      : LOGIN_MESSAGES.vehicleInvalid,
    email: emailError(values.email),
    password: !values.password
      ? LOGIN_MESSAGES.passwordRequired
      : values.password.length < MIN_PASSWORD_LENGTH
        ? LOGIN_MESSAGES.passwordTooShort
        : undefined,
  })
}

/** Auth's own words when it answered what was typed (a 4xx), else the spec's fallback. */
export function authMessage(error: unknown, fallback: string): string {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  const answered = typeof status === 'number' && status >= 400 && status < 500 && status !== 429
  return answered && typeof message === 'string' && message.trim() ? message : fallback
}
