import { authErrorMessage } from '@shop/shared/auth/auth-errors'
import { toast } from '@shop/shared/toast'
import { loadFullName, signInWithPassword } from '../api/account.ts'
import { messages } from '../messages.ts'
import { firstName, validateSignIn } from '../validation.ts'
import { EmailField, Field } from './Field.tsx'
import type { FormProps } from './form-props.ts'
import { useFormSubmit } from './use-form-submit.ts'

export function SignInForm({ values, onChange, onModeChange, onSignedIn }: FormProps) {
  const { errors, busy, submit } = useFormSubmit(
    () => validateSignIn(values),
    async () => {
      try {
        const session = await signInWithPassword(values)
        const name = await loadFullName(session.user).catch(() => null)
        toast.success(messages.welcomeBack(firstName(name, session.user.email)))
        onSignedIn()
      } catch (error) {
        toast.error(authErrorMessage(error, messages.signInFailed))
      }
    },
  )

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <EmailField value={values.email} onValueChange={(email) => onChange({ email })} error={errors.email} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={(password) => onChange({ password })}
        error={errors.password}
        revealable
        required
      />
      <button
        type="button"
        className="auth-form__link auth-form__link--end"
        onClick={() => onModeChange('forgot-password')}
      >
        Forgot password?
      </button>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="auth-form__switch">
        New here?{' '}
        <button type="button" className="auth-form__link" onClick={() => onModeChange('signup')}>
          Create an account
        </button>
      </p>
    </form>
  )
}
