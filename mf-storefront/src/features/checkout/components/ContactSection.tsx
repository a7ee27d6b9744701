import type { RefObject } from 'react'
import type { CheckoutDraft } from '../draft.ts'
import type { CheckoutErrors, CheckoutField } from '../validation.ts'
import { TextField } from './TextField.tsx'

export function ContactSection({
  draft,
  update,
  errors,
  refs,
}: {
  draft: CheckoutDraft
  update(patch: Partial<CheckoutDraft>): void
  errors: CheckoutErrors
  refs: Partial<Record<CheckoutField, RefObject<HTMLInputElement | null>>>
}) {
  return (
    <section className="checkout__section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">Contact Information</h2>
      <div className="checkout__grid">
        <TextField
          label="Full Name"
          value={draft.fullName}
          onChange={(fullName) => update({ fullName })}
          error={errors.fullName}
          inputRef={refs.fullName}
          autoComplete="name"
          required
        />
        <TextField
          label="Email"
          type="email"
          value={draft.email}
          onChange={(email) => update({ email })}
          error={errors.email}
          inputRef={refs.email}
          autoComplete="email"
          required
        />
        <TextField
          label="Phone"
          type="tel"
          value={draft.phone}
          onChange={(phone) => update({ phone })}
          error={errors.phone}
          inputRef={refs.phone}
          autoComplete="tel"
          placeholder="e.g. 0772 123 456"
          required
        />
      </div>
    </section>
  )
}
