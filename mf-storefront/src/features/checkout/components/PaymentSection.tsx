// Payment method (cash on delivery by default; MTN Mobile Money, Airtel Money, card) and, for mobile
// money, the number to charge.

import { FormField } from '../../../components/FormField.tsx'
import { type CheckoutDraft, PAYMENT_METHODS } from '../draft.ts'
import { isMobileMoney } from '../mobile-money.ts'

export function PaymentSection({
  draft,
  update,
  error,
}: {
  draft: CheckoutDraft
  update(patch: Partial<CheckoutDraft>): void
  error: string | undefined
}) {
  const mobileMoney = isMobileMoney(draft.paymentMethod)
  return (
    <section className="checkout__section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">Payment Method</h2>
      <fieldset className="payment-methods">
        <legend className="visually-hidden">Payment Method</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method.value} className="payment-methods__option">
            <input
              type="radio"
              name="payment-method"
              value={method.value}
              checked={draft.paymentMethod === method.value}
              onChange={() => update({ paymentMethod: method.value })}
            />
            <span>
              <span className="payment-methods__label">{method.label}</span>
              <span className="payment-methods__note">{method.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mobileMoney ? (
        <FormField
          label="Mobile Money Number"
          type="tel"
          inputMode="tel"
          value={draft.mobileMoneyNumber}
          onValueChange={(mobileMoneyNumber) => update({ mobileMoneyNumber })}
          error={error}
          autoComplete="tel"
          placeholder={draft.paymentMethod === 'mtn_money' ? 'e.g. 0772 123 456' : 'e.g. 0752 123 456'}
          hint="You will confirm the payment on this phone."
        />
      ) : null}
    </section>
  )
}
