import { authErrorMessage } from '@shop/shared/auth/auth-errors'
import { signOut } from '@shop/shared/auth/sign-out'
import { toast } from '@shop/shared/toast'
import { profileExists, signUpWithPassword } from '../api/account.ts'
import { MIN_PASSWORD_LENGTH, messages } from '../messages.ts'
import { signUpOutcome } from '../sign-up-outcome.ts'
import { firstName, validateSignUp } from '../validation.ts'
import { EmailField, Field } from './Field.tsx'
import type { FormProps } from './form-props.ts'
import { useFormSubmit } from './use-form-submit.ts'

export function SignUpForm({ values, onChange, onModeChange, onSignedIn }: FormProps) {
  const { errors, busy, submit } = useFormSubmit(
    () => validateSignUp(values),
    async () => {
      try {
        const created = await signUpWithPassword(values)
        const outcome = await signUpOutcome(created, (id) => profileExists(id))
        if (outcome === 'confirm_email') {
          toast.show(messages.confirmEmail)
          onModeChange('signin')
          return
        }
        if (outcome === 'no_profile') {
          toast.error(messages.profileNotFound)
          await signOut().catch(() => undefined)
          return
        }
        toast.success(messages.accountCreated(firstName(values.fullName, values.email)))
        onSignedIn()
      } catch (error) {
        toast.error(authErrorMessage(error, messages.signUpFailed))
      }
    },
  )

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
      <EmailField value={values.email} onValueChange={(email) => onChange({ email })} error={errors.email} />
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
