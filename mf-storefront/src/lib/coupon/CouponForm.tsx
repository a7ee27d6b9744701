// Coupon entry of the cart and checkout: apply a code (any case), or Remove the applied one.
import { couponApplied, couponRemoved, selectCartItems, selectCouponCode } from '@shop/shared/cart'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useId, useState } from 'react'
import { useLazyOrderQuoteQuery } from '../order-pricing/quote-api.ts'
import { COUPON_MESSAGES, couponFailureMessage, couponInputError, couponQuoteRequest } from './coupon.ts'
import './coupon-form.css'

export function CouponForm({ label = 'Coupon Code' }: { label?: string }) {
  const dispatch = useAppDispatch()
  const lines = useAppSelector(selectCartItems)
  const applied = useAppSelector(selectCouponCode)
  const [input, setInput] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [askQuote] = useLazyOrderQuoteQuery()
  const inputId = useId()
  const errorId = useId()

  async function apply() {
    if (busy) return
    const blank = couponInputError(input)
    setError(blank)
    if (blank) return
    setBusy(true)
    try {
      const request = couponQuoteRequest(lines, input)
      // An answer at hand for these lines and code is the server's word too.
      const quote = await askQuote(request, true).unwrap()
      dispatch(couponApplied(quote.coupon_code ?? request.couponCode ?? input))
      setInput('')
      toast.success(COUPON_MESSAGES.applied)
    } catch (failure) {
      const message = couponFailureMessage(failure)
      setError(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    // Not a <form>: the checkout's form holds this one, and forms do not nest.
    <div className="coupon-form">
      <label htmlFor={inputId} className="coupon-form__label">
        {label}
      </label>
      <div className="coupon-form__row">
        <input
          id={inputId}
          className="coupon-form__input"
          value={applied ?? input}
          onChange={(event) => {
            setInput(event.target.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void apply()
            }
          }}
          disabled={applied !== null || busy}
          placeholder="Enter coupon code"
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {applied ? (
          <button type="button" className="button" onClick={() => dispatch(couponRemoved())}>
            Remove
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void apply()}>
            {busy ? 'Applying…' : 'Apply'}
          </button>
        )}
      </div>
      {error ? (
        <p id={errorId} className="coupon-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
