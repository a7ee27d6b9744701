// The delivery code the customer gives at the door: four digits, typed on the number pad, sent as
// "Complete with Code". Once too many wrong codes locked it, the form gives way to the photo.
import { REFUSAL_TEXTS } from '@shop/shared/errors'
import { type FormEvent, useState } from 'react'
import { Field } from '../../../components/Field.tsx'

export const CODE_MESSAGES = {
  format: REFUSAL_TEXTS.invalid_delivery_code.message,
  locked: REFUSAL_TEXTS.delivery_code_locked.message,
} as const

const FOUR_DIGITS = /^[0-9]{4}$/

interface Props {
  /** Wrong codes entered so far for this order. */
  failures: number
  locked: boolean
  busy: boolean
  onCode: (code: string) => Promise<boolean>
}

export function DeliveryCodeForm({ failures, locked, busy, onCode }: Props) {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | undefined>()

  if (locked) {
    return (
      <section className="r-card r-stack" aria-labelledby="code-heading">
        <h2 id="code-heading" className="r-h2">
          Delivery code
        </h2>
        <p className="r-banner r-banner--warn">{CODE_MESSAGES.locked}</p>
        <p className="r-muted">Too many wrong codes were entered for this order.</p>
      </section>
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim()
    if (!FOUR_DIGITS.test(typed)) {
      setProblem(CODE_MESSAGES.format)
      return
    }
    setProblem(undefined)
    if (await onCode(typed)) setCode('')
  }

  return (
    <section className="r-card" aria-labelledby="code-heading">
      <h2 id="code-heading" className="r-h2">
        Delivery code
      </h2>
      <form className="r-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="r-muted">Ask the customer for the 4-digit code on their order page or in their SMS.</p>
        <Field
          label="Code from the customer"
          name="delivery-code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={code}
          error={problem}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''))
            setProblem(undefined)
          }}
        />
        {failures > 0 ? (
          <p className="r-muted">
            {failures} wrong {failures === 1 ? 'code' : 'codes'} entered so far: check the code with the customer.
          </p>
        ) : null}
        <button type="submit" className="r-button r-button--primary r-button--block" disabled={busy}>
          Complete with Code
        </button>
      </form>
    </section>
  )
}
