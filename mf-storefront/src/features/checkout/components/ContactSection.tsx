import { FormField } from '../../../components/FormField.tsx'
import type { CheckoutDraft } from '../draft.ts'
import type { CheckoutErrors } from '../validation.ts'

export function ContactSection({
  draft,
  update,
  errors,
}: {
  draft: CheckoutDraft
  update(patch: Partial<CheckoutDraft>): void
  errors: CheckoutErrors
}) {
  return (
    <section className="checkout__section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">Contact Information</h2>
      <div className="checkout__grid">
        <FormField
          label="Full Name"
          value={draft.fullName}
          onValueChange={(fullName) => update({ fullName })}
          error={errors.fullName}
          autoComplete="name"
          required
        />
        <FormField
          label="Email"
          type="email"
          value={draft.email}
          onValueChange={(email) => update({ email })}
          error={errors.email}
          autoComplete="email"
          required
        />
        <FormField
          label="Phone"
          type="tel"
          value={draft.phone}
          onValueChange={(phone) => update({ phone })}
          error={errors.phone}
          autoComplete="tel"
          placeholder="e.g. 0772 123 456"
          required
        />
      </div>
    </section>
  )
}
