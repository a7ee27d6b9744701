// /checkout (storefront spec sections 2, 4, 5): contact, delivery address with the map, delivery
// instructions, discount code, payment method, summary and Place Order. Signed-out visitors are asked
// to sign in; an empty cart goes back to /cart.
import { type AppUser, selectCurrentUser } from '@shop/shared/auth'
import { selectCartItems, selectCouponCode } from '@shop/shared/cart'
import { useAppSelector } from '@shop/shared/store/hooks'
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useOrderQuote } from '../../lib/order-pricing/useOrderQuote.ts'
import { useServerCorrections } from '../../lib/order-pricing/useServerCorrections.ts'
import { SignInRequired } from '../../lib/sign-in-required/SignInRequired.tsx'
import { shopGeocoder } from './api/geocoder.ts'
import { CheckoutSummary } from './components/CheckoutSummary.tsx'
import { ContactSection } from './components/ContactSection.tsx'
import { DeliverySection } from './components/DeliverySection.tsx'
import { PaymentSection } from './components/PaymentSection.tsx'
import { useCheckoutDraft } from './hooks/useCheckoutDraft.ts'
import { usePlaceOrder } from './hooks/usePlaceOrder.ts'
import { type CheckoutErrors, type CheckoutField, firstError, validateCheckout } from './validation.ts'
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
  const { phase, failure, submit } = usePlaceOrder(forget)
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [tried, setTried] = useState(false)
  const instructionsId = useId()
  const refs: Record<CheckoutField, RefObject<HTMLInputElement | null>> = {
    fullName: useRef(null),
    email: useRef(null),
    phone: useRef(null),
    location: useRef(null),
    mobileMoneyNumber: useRef(null),
  }
  const locationRef = useRef<HTMLDivElement>(null)

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

  const change = (patch: Partial<typeof draft>) => {
    update(patch)
    if (tried) setErrors(validateCheckout({ ...draft, ...patch }))
  }

  function placeOrder(event: FormEvent) {
    event.preventDefault()
    if (phase !== 'editing') return
    const found = validateCheckout(draft)
    setErrors(found)
    setTried(true)
    const first = firstError(found)
    if (first === 'location') locationRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    else if (first) refs[first].current?.focus()
    if (first) return
    void submit(draft, lines, couponCode)
  }

  const placing = phase === 'placing'
  return (
    <main className="page checkout">
      <h1>Checkout</h1>
      <form className="checkout__layout" onSubmit={placeOrder} noValidate aria-busy={placing || undefined}>
        <div className="checkout__main">
          <ContactSection draft={draft} update={change} errors={errors} refs={refs} />
          <div ref={locationRef}>
            <DeliverySection draft={draft} update={change} error={errors.location} geocoder={shopGeocoder} />
          </div>
          <section className="checkout__section" aria-labelledby="checkout-instructions">
            <h2 id="checkout-instructions">Delivery Instructions</h2>
            <label htmlFor={instructionsId} className="visually-hidden">
              Delivery instructions
            </label>
            <textarea
              id={instructionsId}
              className="field__input checkout__instructions"
              value={draft.instructions}
              onChange={(event) => change({ instructions: event.target.value })}
              maxLength={1000}
              rows={3}
              placeholder="Gate colour, landmark, who to call on arrival…"
            />
          </section>
          <PaymentSection
            draft={draft}
            update={change}
            error={errors.mobileMoneyNumber}
            inputRef={refs.mobileMoneyNumber}
          />
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
