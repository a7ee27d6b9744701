// /checkout: contact, delivery address with the map, delivery instructions, discount code, payment
// method, summary and Place Order. Signed-out visitors are asked to sign in; an empty cart goes back
// to /cart.
import { type AppUser, selectCurrentUser } from '@shop/shared/auth'
import { selectCartItems, selectCouponCode } from '@shop/shared/cart'
import { shopGeocoder } from '@shop/shared/geocoder/geocoder'
import { useAppSelector } from '@shop/shared/store/hooks'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Navigate } from 'react-router'
import { useOrderQuote } from '../../lib/order-pricing/useOrderQuote.ts'
import { useServerCorrections } from '../../lib/order-pricing/useServerCorrections.ts'
import { SignInRequired } from '../../lib/sign-in-required/SignInRequired.tsx'
import { CheckoutSummary } from './components/CheckoutSummary.tsx'
import { ContactSection } from './components/ContactSection.tsx'
import { DeliverySection } from './components/DeliverySection.tsx'
import { PaymentSection } from './components/PaymentSection.tsx'
import { useCheckoutDraft } from './hooks/useCheckoutDraft.ts'
import { usePlaceOrder } from './hooks/usePlaceOrder.ts'
import { type CheckoutErrors, firstError, validateCheckout } from './validation.ts'
import './checkout.css'

export default function CheckoutPage() {
  return (
    <SignInRequired title="Checkout" message="Please sign in to continue checkout">
      <SignedInCheckout />
    </SignInRequired>
  )
}

function SignedInCheckout() {
  const user = useAppSelector(selectCurrentUser) as AppUser
  const lines = useAppSelector(selectCartItems)
  const couponCode = useAppSelector(selectCouponCode)
  const quote = useOrderQuote(lines, couponCode)
  useServerCorrections(lines, quote)
  const { draft, update, forget } = useCheckoutDraft(user)
  const { phase, failure, submit } = usePlaceOrder(user.id, forget)
  // Errors show once Place Order has been pressed, then follow every change.
  const [tried, setTried] = useState(false)
  const errors: CheckoutErrors = tried ? validateCheckout(draft) : {}
  const instructionsId = useId()
  const form = useRef<HTMLFormElement>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft
  const [attempt, setAttempt] = useState(0)

  // After a refused Place Order, the first field in error takes the focus (the map section is scrolled to).
  useEffect(() => {
    if (attempt === 0) return
    const first = firstError(validateCheckout(draftRef.current))
    if (first === 'location') {
      form.current?.querySelector('#checkout-delivery')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    } else if (first) {
      form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus()
    }
  }, [attempt])

  if (phase === 'paying') {
    return (
      <main className="page checkout">
        <h1>Checkout</h1>
        <p role="status">Taking you to the payment page…</p>
      </main>
    )
  }
  if (phase === 'done') return null
  if (lines.length === 0) return <Navigate to="/cart" replace />

  function placeOrder(event: FormEvent) {
    event.preventDefault()
    if (phase !== 'editing') return
    setTried(true)
    if (firstError(validateCheckout(draft))) {
      setAttempt((n) => n + 1)
      return
    }
    void submit(draft, lines, couponCode)
  }

  const placing = phase === 'placing'
  return (
    <main className="page checkout">
      <h1>Checkout</h1>
      <form ref={form} className="checkout__layout" onSubmit={placeOrder} noValidate aria-busy={placing || undefined}>
        <div className="checkout__main">
          <ContactSection draft={draft} update={update} errors={errors} />
          <DeliverySection draft={draft} update={update} error={errors.location} geocoder={shopGeocoder} />
          <section className="checkout__section">
            <h2>
              <label htmlFor={instructionsId}>Delivery Instructions</label>
            </h2>
            <textarea
              id={instructionsId}
              className="checkout__instructions"
              value={draft.instructions}
              onChange={(event) => update({ instructions: event.target.value })}
              maxLength={1000}
              rows={3}
              placeholder="Gate colour, landmark, who to call on arrival…"
            />
          </section>
          <PaymentSection draft={draft} update={update} error={errors.mobileMoneyNumber} />
        </div>
        <CheckoutSummary lines={lines} quote={quote}>
          {failure ? (
            <div className="checkout__failure" role="alert">
              <p>{failure.message}</p>
              {failure.hint ? <p>{failure.hint}</p> : null}
            </div>
          ) : null}
          <button type="submit" className="button button--primary checkout__place" disabled={placing}>
            {placing ? 'Placing Order…' : 'Place Order'}
          </button>
        </CheckoutSummary>
      </form>
    </main>
  )
}
