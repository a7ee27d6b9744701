import { toast } from '@shop/shared/toast'
import { type FormEvent, useState } from 'react'
import { profileExists, signInWithPassword, signOut, signUpWithPassword } from '../api/account.ts'
import { sendWelcomeMail } from '../api/welcome-mail.ts'
import { authErrorMessage } from '../auth-errors.ts'
import { MIN_PASSWORD_LENGTH, messages } from '../messages.ts'
import { type FieldErrors, firstName, type SignUpValues, validateSignUp } from '../validation.ts'
import { Field } from './Field.tsx'
import type { FormProps } from './form-props.ts'

export function SignUpForm({ values, onChange, onModeChange, onSignedIn }: FormProps) {
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateSignUp(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const created = await signUpWithPassword(values)
      // With e-mail confirmation switched on, sign-up gives no session; signing in then says why.
      const session = created.session ?? (await signInWithPassword(values))
      if (!(await profileExists(created.user.id))) {
        toast.error(messages.profileNotFound)
        await signOut().catch(() => undefined)
        setBusy(false)
        return
      }
      sendWelcomeMail(session, { user_name: values.fullName.trim(), email: values.email.trim() }).catch((error) =>
        console.warn('Welcome e-mail not sent:', error),
      )
      toast.success(messages.accountCreated(firstName(values.fullName, values.email)))
      onSignedIn()
    } catch (error) {
      toast.error(authErrorMessage(error, messages.signUpFailed))
      setBusy(false)
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <Field
        label="Full Name"
        autoComplete="name"
        value={values.fullName}
        onValueChange={(fullName) => onChange({ fullName })}
        error={errors.fullName}
        required
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+256 7XX XXX XXX"
        value={values.phone}
        onValueChange={(phone) => onChange({ phone })}
        error={errors.phone}
        required
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValueChange={(email) => onChange({ email })}
        error={errors.email}
        required
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        value={values.password}
        onValueChange={(password) => onChange({ password })}
        error={errors.password}
        revealable
        required
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="auth-form__link" onClick={() => onModeChange('signin')}>
          Sign in instead
        </button>
      </p>
    </form>
  )
}
