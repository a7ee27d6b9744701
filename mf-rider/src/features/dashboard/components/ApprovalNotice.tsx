// What a rider who is not approved yet sees instead of their deliveries: awaiting approval (what happens
// next, and their profile to fill meanwhile), or not approved, with the admin's reason.
import { business } from '@shop/shared/business'
import { Link } from 'react-router'

export const APPROVAL_MESSAGES = {
  awaitingTitle: 'Awaiting approval',
  awaiting:
    'Thank you for signing up. The shop checks every new rider before their first delivery. Once an admin approves your account we will e-mail you, and you can go online here to receive deliveries.',
  meanwhile: 'Meanwhile, make sure your name and phone number are right: the shop calls you on it.',
  rejectedTitle: 'Your rider account was not approved',
  rejectedNext: 'If you think this is a mistake, call the shop.',
} as const

interface Props {
  id: string
  approval: 'awaiting_approval' | 'rejected'
  email: string | null
  reason: string | null
}

export function ApprovalNotice({ id, approval, email, reason }: Props) {
  const support = business.phone
  if (approval === 'rejected') {
    return (
      <section id={id} className="r-card r-stack rider-approval" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="r-h1">
          {APPROVAL_MESSAGES.rejectedTitle}
        </h1>
        <p>
          <strong>Reason:</strong> {reason}
        </p>
        <p>
          {APPROVAL_MESSAGES.rejectedNext} <a href={`tel:${support.replaceAll(' ', '')}`}>Call {support}</a>
        </p>
      </section>
    )
  }
  return (
    <section id={id} className="r-card r-stack rider-approval" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="r-h1">
        {APPROVAL_MESSAGES.awaitingTitle}
      </h1>
      <p>{APPROVAL_MESSAGES.awaiting}</p>
      {email ? (
        <p className="r-muted">
          The e-mail goes to <strong>{email}</strong>.
        </p>
      ) : null}
      <p>
        {APPROVAL_MESSAGES.meanwhile} <Link to="/rider/profile">Complete your profile</Link>
      </p>
    </section>
  )
}
