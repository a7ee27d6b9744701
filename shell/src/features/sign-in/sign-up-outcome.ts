// What a sign-up leads to, from Auth's answer. With addresses confirmed by Auth itself (autoconfirm, the
// local stack) the answer is a session, and the customer is in once their profile can be read. Where
// confirmations are on (production) there is no session: the customer confirms the address from the mail
// first. Auth then answers a new address and one that already has an account alike, so the screen says the
// same for both. The welcome mail is the server's business either way (queued when the address is confirmed).

export type SignUpOutcome = 'signed_in' | 'confirm_email' | 'no_profile'

export async function signUpOutcome(
  created: { user: { id: string }; session: unknown },
  profileExists: (userId: string) => Promise<boolean>,
): Promise<SignUpOutcome> {
  if (!created.session) return 'confirm_email'
  return (await profileExists(created.user.id)) ? 'signed_in' : 'no_profile'
}
