// /discover/coming-soon/:type: a launch-notice sign-up that becomes "You're on the list!" once it worked.
import { toast } from '@shop/shared/toast'
import { type FormEvent, useState } from 'react'
import { Link, useParams } from 'react-router'
import { FormField } from '../../components/FormField.tsx'
import { subscribe } from './api/subscriptions.ts'
import {
  COMING_SOON_COPY,
  outcomeToast,
  subscriptionEmailError,
  subscriptionMessages,
  subscriptionType,
} from './subscription.ts'
import './discover.css'

export default function ComingSoonPage() {
  const type = subscriptionType(useParams().type)
  const copy = COMING_SOON_COPY[type]
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = subscriptionEmailError(email)
    setError(problem)
    if (problem) return
    setBusy(true)
    let outcome: Parameters<typeof outcomeToast>[0]
    try {
      outcome = await subscribe(email, type)
    } catch {
      outcome = 'failed'
    }
    const { kind, message } = outcomeToast(outcome)
    toast[kind](message)
    setBusy(false)
    if (outcome === 'subscribed') setDone(true)
  }

  return (
    <main className="page discover coming-soon">
      <p className="discover__eyebrow">Discover</p>
      <h1>{copy.title}</h1>
      {done ? (
        <section className="coming-soon__card" role="status">
          <h2>{subscriptionMessages.confirmation}</h2>
          <p>We will write to {email.trim()} as soon as there is something to see.</p>
          <Link to="/products" className="button button--primary">
            Shop Our Products
          </Link>
        </section>
      ) : (
        <section className="coming-soon__card">
          <p>{copy.text}</p>
          <form className="coming-soon__form" noValidate onSubmit={submit}>
            <FormField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onValueChange={setEmail}
              error={error ?? undefined}
              required
            />
            <button type="submit" className="button button--primary form-button" disabled={busy}>
              {busy ? 'Subscribing...' : 'Notify Me'}
            </button>
          </form>
        </section>
      )}
      <p>
        <Link to="/discover">Back to Discover</Link>
      </p>
    </main>
  )
}
