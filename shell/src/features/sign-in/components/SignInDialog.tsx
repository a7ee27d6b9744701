// The sign-in modal (modes signin, signup, forgot-password). A dialog over the page: rendered outside
// #root, which is made inert while it is open (so focus stays in the dialog and the page behind cannot
// be used), closed by its Close button, Escape or a click outside. What was typed is kept across modes
// and failed attempts.
import { type SignInMode, selectSignInPrompt, signInDismissed, signInModeChanged } from '@shop/shared/auth'
import { addItem } from '@shop/shared/cart'
import type { AppStore } from '@shop/shared/store'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useStore } from 'react-redux'
import { messages } from '../messages.ts'
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
import type { AuthFormValues } from './form-props.ts'
import { SignInForm } from './SignInForm.tsx'
import { SignUpForm } from './SignUpForm.tsx'
import '../sign-in.css'

const TITLES: Record<SignInMode, { title: string; subtitle: string }> = {
  signin: { title: 'Sign In', subtitle: 'Welcome back! Sign in to shop, check out and track your orders.' },
  signup: { title: 'Create Account', subtitle: 'Join us for premium meats delivered across Kampala.' },
  'forgot-password': { title: 'Reset Password', subtitle: 'Forgot your password? It happens.' },
}

const useAppStore = useStore.withTypes<AppStore>()

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** The e-mail typed last, so reopening the dialog does not ask for it again. */
let rememberedEmail = ''

/** Tab from the last control goes to the first (Shift+Tab the other way), never to the page's body. */
function keepTabInside(dialog: HTMLElement | null, event: KeyboardEvent) {
  if (!dialog) return
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls[controls.length - 1]
  if (!first || !last) return
  const inside = dialog.contains(document.activeElement)
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault()
    first.focus()
  }
}

export default function SignInDialog() {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const { mode } = useAppSelector(selectSignInPrompt)
  const [values, setValues] = useState<AuthFormValues>({
    fullName: '',
    phone: '',
    email: rememberedEmail,
    password: '',
  })
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const subtitleId = useId()

  const dismiss = () => dispatch(signInDismissed())

  // Make the page behind inert, put focus in the dialog, and give it back on close.
  useEffect(() => {
    const root = document.getElementById('root')
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    root?.setAttribute('inert', '')
    dialogRef.current?.querySelector<HTMLElement>('input, button')?.focus()
    return () => {
      root?.removeAttribute('inert')
      before?.focus()
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first field of each new mode
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('form input')?.focus()
  }, [mode])

  // Escape, or a press anywhere outside the dialog, closes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(signInDismissed())
      if (event.key === 'Tab') keepTabInside(dialogRef.current, event)
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !dialogRef.current?.contains(event.target)) dispatch(signInDismissed())
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [dispatch])

  const onChange = (change: Partial<AuthFormValues>) => {
    if (change.email !== undefined) rememberedEmail = change.email
    setValues((now) => ({ ...now, ...change }))
  }

  const onSignedIn = () => {
    // The prompt is read from the store now, not from the render that started the sign-in.
    const { pendingAdd } = selectSignInPrompt(store.getState())
    if (pendingAdd) {
      dispatch(addItem({ product: pendingAdd.product, quantity: pendingAdd.quantity }))
      toast.success(messages.addedToCart)
    }
    dispatch(signInDismissed())
  }

  const onModeChange = (next: SignInMode) => dispatch(signInModeChanged(next))
  const formProps = { values, onChange, onModeChange, onSignedIn }
  const { title, subtitle } = TITLES[mode]

  return createPortal(
    <div className="auth-overlay">
      <div
        ref={dialogRef}
        className="auth-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
      >
        <button type="button" className="auth-dialog__close" onClick={dismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
        <h2 id={titleId} className="auth-dialog__title">
          {title}
        </h2>
        <p id={subtitleId} className="auth-dialog__subtitle">
          {subtitle}
        </p>
        {mode === 'signin' && <SignInForm {...formProps} />}
        {mode === 'signup' && <SignUpForm {...formProps} />}
        {mode === 'forgot-password' && <ForgotPasswordForm {...formProps} />}
      </div>
    </div>,
    document.body,
  )
}
