// The rider sign-up and sign-in rules: full name, phone, e-mail and password required; the phone is
// the shop's phone rule (@shop/shared/phone) and must be a Ugandan number, stored as +256…; vehicle
// type motorcycle or bicycle.
import { isEmailAddress } from '@shop/shared/auth/auth-errors'
import { Constants } from '@shop/shared/database'
import { fullNameError, PROFILE_FIELD_MESSAGES, phoneError } from '../../lib/profile-rules.ts'

export { ugandanPhone } from '../../lib/profile-rules.ts'

export const VEHICLE_TYPES = Constants.public.Enums.vehicle_type
export type VehicleType = (typeof VEHICLE_TYPES)[number]

export const MIN_PASSWORD_LENGTH = 6

export const LOGIN_MESSAGES = {
  ...PROFILE_FIELD_MESSAGES,
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

function emailError(email: string): string | undefined {
  const value = email.trim()
  if (!value) return LOGIN_MESSAGES.emailRequired
  if (!isEmailAddress(value)) return LOGIN_MESSAGES.emailInvalid
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
  return compact<SignUpValues>({
    fullName: fullNameError(values.fullName),
    phone: phoneError(values.phone),
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
