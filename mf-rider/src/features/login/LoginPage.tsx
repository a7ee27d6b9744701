// /rider/login: "Rider Portal", Sign In ("Welcome back") or Create Account. Signing in checks the rider
// profile: none signs the user out and says so, an inactive one is told so (and signed out); an active
// rider is sent on by the shell's guard. Sign-up sends the profile as Auth metadata (the database makes
// the delivery_riders row in the same transaction). Nothing typed is lost on an error.
import { authErrorMessage } from '@shop/shared/auth/auth-errors'
import { business } from '@shop/shared/business'
import { getSupabase } from '@shop/shared/supabase'
import { toast } from '@shop/shared/toast'
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Field } from '../../components/Field.tsx'
import '../../components/ui.css'
import './login.css'
import {
  type FieldErrors,
  LOGIN_MESSAGES,
  type SignUpValues,
  ugandanPhone,
  VEHICLE_TYPES,
  validateSignIn,
  validateSignUp,
} from './validation.ts'

type Mode = 'signin' | 'signup'

const EMPTY: SignUpValues = { fullName: '', phone: '', vehicleType: 'motorcycle', email: '', password: '' }

const VEHICLE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  motorcycle: 'Motorcycle',
  bicycle: 'Bicycle',
}

interface TypedBeforeStart {
  values: Partial<SignUpValues>
  focused: string | null
  sent: boolean
  mode: Mode | null
}

/**
 * What was typed into the page's pre-rendered copy (the shell's #prerender, app/prerender.tsx) before the
 * app took it over, which field had the focus, whether it was already sent and whether Sign In or Create
 * Account was tapped (hold-prerendered-forms.ts): carried into the app's form, so nothing is lost.
 */
function typedBeforeStart(): TypedBeforeStart {
  if (typeof document === 'undefined') return { values: {}, focused: null, sent: false, mode: null }
  const inputs = [...document.querySelectorAll<HTMLInputElement>('#prerender form input[name]')]
  const values: Partial<SignUpValues> = {}
  for (const input of inputs) {
    if (input.name in EMPTY && input.value && input.type !== 'radio') {
      values[input.name as keyof SignUpValues] = input.value as never
    }
  }
  const focused = inputs.find((input) => input === document.activeElement)?.name ?? null
  const sent = document.querySelector('#prerender form[data-send-when-ready]') !== null
  const chosen = document.querySelector<HTMLElement>('#prerender[data-mode-when-ready]')?.dataset.modeWhenReady
  const mode = chosen === 'signin' || chosen === 'signup' ? chosen : null
  return { values, focused, sent, mode }
}

/** Whether the signed-in user may use the rider app; signs them out when not. */
async function checkRiderProfile(userId: string): Promise<string | null> {
  const client = await getSupabase()
  const { data, error } = await client.from('delivery_riders').select('id, is_active').eq('id', userId).maybeSingle()
  if (error) throw error
  const refusal = !data ? LOGIN_MESSAGES.noRiderProfile : data.is_active ? null : LOGIN_MESSAGES.inactive
  if (refusal) await client.auth.signOut()
  return refusal
}

/** `children` end the page, after the support line: the app puts the install prompt there. */
export default function LoginPage({ children }: { children?: ReactNode }) {
  const [typed, setTyped] = useState<TypedBeforeStart | null>(null)
  const [mode, setMode] = useState<Mode>('signin')
  const [values, setValues] = useState<SignUpValues>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [showPassword, setShowPassword] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  // Read in the commit that puts this page in place, not when rendering starts: the first render may take
  // a while on a slow phone (it is a transition), and the rider goes on typing into the painted copy
  // until the shell's hand-off removes it, right after this commit.
  useLayoutEffect(() => {
    const found = typedBeforeStart()
    setValues((current) => ({ ...current, ...found.values }))
    if (found.mode) setMode(found.mode)
    setTyped(found)
  }, [])

  useEffect(() => {
    if (!typed) return
    // After the shell's hand-off has shown the app's page: a field still hidden takes no focus.
    const afterHandOff = setTimeout(() => {
      if (typed.focused) formRef.current?.querySelector<HTMLInputElement>(`input[name="${typed.focused}"]`)?.focus()
      if (typed.sent) formRef.current?.requestSubmit()
    })
    return () => clearTimeout(afterHandOff)
  }, [typed])

  const set = (key: keyof SignUpValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }))

  function switchTo(next: Mode) {
    setMode(next)
    setErrors({})
    setFormError(null)
    setNotice(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    setNotice(null)
    const found = mode === 'signin' ? validateSignIn(values) : validateSignUp(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // Focus the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    try {
      const client = await getSupabase()
      if (mode === 'signin') {
        const { data, error } = await client.auth.signInWithPassword({
          email: values.email.trim(),
          password: values.password,
        })
        if (error || !data.user) {
          setFormError(authErrorMessage(error, LOGIN_MESSAGES.signInFailed))
          return
        }
        const refusal = await checkRiderProfile(data.user.id)
        if (refusal) {
          setFormError(refusal)
          toast.error(refusal)
          return
        }
        toast.success(LOGIN_MESSAGES.welcome)
      } else {
        const { data, error } = await client.auth.signUp({
          email: values.email.trim(),
          password: values.password,
          options: {
            data: {
              full_name: values.fullName.trim(),
              phone: ugandanPhone(values.phone),
              vehicle_type: values.vehicleType,
              is_rider: true,
            },
          },
        })
        if (error) {
          setFormError(authErrorMessage(error, LOGIN_MESSAGES.signUpFailed))
          return
        }
        if (!data.session) {
          setNotice(LOGIN_MESSAGES.confirmEmail)
          switchTo('signin')
          setNotice(LOGIN_MESSAGES.confirmEmail)
          return
        }
        toast.success(LOGIN_MESSAGES.created)
      }
      // The shell's guard sends an active rider on to /rider once the session's identities are read.
    } catch (error) {
      setFormError(
        authErrorMessage(error, mode === 'signin' ? LOGIN_MESSAGES.signInFailed : LOGIN_MESSAGES.signUpFailed),
      )
    } finally {
      setBusy(false)
    }
  }

  const signingUp = mode === 'signup'
  return (
    <main className="rider-app rider-login" data-page="rider-login">
      <div className="rider-login__brand">
        <h1 className="rider-login__title">Rider Portal</h1>
        <p className="rider-login__subtitle">{signingUp ? 'Create your rider account' : 'Welcome back'}</p>
      </div>
      <div className="r-card rider-login__card">
        <fieldset className="rider-login__toggle">
          <legend className="r-visually-hidden">Sign in or create an account</legend>
          <button
            type="button"
            className="r-button r-button--grow"
            aria-pressed={!signingUp}
            data-mode="signin"
            onClick={() => switchTo('signin')}
          >
            Sign In
          </button>
          <button
            type="button"
            className="r-button r-button--grow"
            aria-pressed={signingUp}
            data-mode="signup"
            onClick={() => switchTo('signup')}
          >
            Create Account
          </button>
        </fieldset>
        {/* POST: should the pre-rendered copy ever be sent with no script (JavaScript off), what was typed
            must not go into an address. The app always handles the submit itself. */}
        <form ref={formRef} className="r-stack" method="post" noValidate onSubmit={submit} aria-busy={busy}>
          <h2 className="r-h2">{signingUp ? 'Create Account' : 'Sign In'}</h2>
          {formError ? (
            <p className="r-banner r-banner--error" role="alert">
              {formError}
            </p>
          ) : null}
          {notice ? (
            <p className="r-banner r-banner--info" role="status">
              {notice}
            </p>
          ) : null}
          {signingUp ? (
            <>
              <Field
                label="Full name"
                name="fullName"
                autoComplete="name"
                value={values.fullName}
                onChange={set('fullName')}
                error={errors.fullName}
              />
              <Field
                label="Phone"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="0772 123 456"
                value={values.phone}
                onChange={set('phone')}
                error={errors.phone}
              />
              <fieldset className="r-field rider-login__vehicles">
                <legend>Vehicle type</legend>
                <div className="r-row">
                  {VEHICLE_TYPES.map((vehicle) => (
                    <label key={vehicle} className="r-button r-button--grow rider-login__vehicle">
                      <input
                        type="radio"
                        name="vehicleType"
                        value={vehicle}
                        checked={values.vehicleType === vehicle}
                        onChange={set('vehicleType')}
                      />
                      {VEHICLE_LABELS[vehicle]}
                    </label>
                  ))}
                </div>
                {errors.vehicleType ? <p className="r-field__error">{errors.vehicleType}</p> : null}
              </fieldset>
            </>
          ) : null}
          <Field
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <Field
            label="Password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            after={
              <button
                type="button"
                className="r-button"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide' : 'Show'}
                <span className="r-visually-hidden"> password</span>
              </button>
            }
          />
          <button type="submit" className="r-button r-button--primary r-button--block" disabled={busy}>
            {busy ? (signingUp ? 'Creating account…' : 'Signing in…') : signingUp ? 'Create Account' : 'Sign In'}
          </button>
        </form>
      </div>
      <p className="rider-login__support">
        Need help? <a href={`tel:${business.phone.replaceAll(' ', '')}`}>Contact Support</a>
      </p>
      {children}
    </main>
  )
}
