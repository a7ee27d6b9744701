// validateEmail: required, at most 255 characters, the format badoux/checkmail accepts; lower-cased.
import { badRequest } from './http/errors.ts'

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required')
  if (Buffer.byteLength(email) > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email.toLowerCase()
}
