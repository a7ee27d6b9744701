import { authErrorMessage } from '@shop/shared/auth/auth-errors'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { requestPasswordReset } from '../api/account.ts'
import { messages } from '../messages.ts'
import { validateForgotPassword } from '../validation.ts'
import { EmailField } from './Field.tsx'
import type { FormProps } from './form-props.ts'
import { useFormSubmit } from './use-form-submit.ts'

export function ForgotPasswordForm({ values, onChange, onModeChange }: FormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { errors, busy, submit } = useFormSubmit(
    () => validateForgotPassword(values),
    async () => {
      try {
        await requestPasswordReset(values.email)
        toast.success(messages.resetSent)
        setSentTo(values.email.trim())
      } catch (error) {
        // Whether an address has an account is not told: only the rate limit is worth explaining.
        toast.error(authErrorMessage(error, messages.resetFailed, { useServerMessage: false }))
      }
    },
  )

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-form__intro">
        {sentTo
          ? `We sent a link to ${sentTo}. Open it on this device to choose a new password.`
          : 'Enter the e-mail address of your account and we will send you a link to reset your password.'}
      </p>
      <EmailField value={values.email} onValueChange={(email) => onChange({ email })} error={errors.email} />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Instructions'}
      </button>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={() => onModeChange('signin')}>
          Back to Sign In
        </button>
      </p>
    </form>
  )
}
