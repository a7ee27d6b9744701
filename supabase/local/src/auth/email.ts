// validateEmail: required, at most 255 characters, the format badoux/checkmail accepts; lower-cased. And,
// as hosted Supabase Auth's extended e-mail validation refuses a domain that cannot receive mail
// (400 email_address_invalid), a domain needs a dot and a top-level part: `a@b` is refused here rather
// than failing the profile trigger's e-mail check with a 500.
import { badRequest } from './http/errors.ts'

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required')
  if (Buffer.byteLength(email) > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  if (!/\.[a-zA-Z0-9-]*[a-zA-Z][a-zA-Z0-9-]*$/.test(email) || email.length > 254) {
    throw badRequest('email_address_invalid', `Email address "${email}" is invalid`)
  }
  return email.toLowerCase()
}
