// The sign-in modal's words: every message it shows, in one place.
import { RATE_LIMITED_MESSAGE } from '@shop/shared/auth/auth-errors'
export const MIN_PASSWORD_LENGTH = 6

export const messages = {
  welcomeBack: (firstName: string) => `Welcome back, ${firstName}`,
  accountCreated: (firstName: string) => `Welcome, ${firstName}! Account created successfully!`,
  confirmEmail: 'Check your email and open the link we sent to confirm your address, then sign in.',
  signInFailed: 'Authentication failed',
  signUpFailed: 'Failed to create user account. Please try again.',
  profileNotFound: 'User profile not found. Please contact support.',
  resetSent: 'Password reset instructions sent to your email',
  resetFailed: 'Failed to send reset instructions',
  addedToCart: 'Added to cart',
  rateLimited: RATE_LIMITED_MESSAGE,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  fullNameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
} as const
