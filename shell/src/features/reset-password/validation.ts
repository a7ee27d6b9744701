// The reset form's rules: the two passwords must match and be at least 6 characters long.
export const MIN_PASSWORD_LENGTH = 6

export const resetMessages = {
  title: 'Reset Your Password',
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  invalidLink: 'Invalid or expired reset link',
  failed: 'Failed to reset password',
  updated: 'Password updated successfully',
  completeTitle: 'Password Reset Complete',
  completeText: 'Your password has been updated successfully. Redirecting you to login...',
} as const

/** Section 9: back to the sign-in this long after the password changed. */
export const REDIRECT_AFTER_RESET_MS = 2000

/** The first rule the two entries break, or null when the new password may be saved. */
export function resetPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return resetMessages.mismatch
  if (password.length < MIN_PASSWORD_LENGTH) return resetMessages.tooShort
  return null
}

/**
 * Whether the page's URL says the recovery link failed before we got here: Supabase Auth redirects
 * with `error`/`error_code`/`error_description` (in the query, or the fragment for the implicit flow)
 * when the link has expired or was already used.
 */
export function linkErrorInUrl(href: string): boolean {
  const url = new URL(href)
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''))
  return ['error', 'error_code', 'error_description'].some((key) => url.searchParams.has(key) || fragment.has(key))
}
