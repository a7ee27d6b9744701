// Target of the password-reset mail: supabase-js exchanges the link's PKCE code for a session, the
// customer chooses a new password, and is sent back to sign in.
import { toast } from '@shop/shared/toast'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageSpinner } from '../layout/PageSpinner.tsx'
import { endRecoverySession, hasRecoverySession, updatePassword } from './api.ts'
import { PasswordField } from './PasswordField.tsx'
import { linkErrorInUrl, REDIRECT_AFTER_RESET_MS, resetMessages, resetPasswordError } from './validation.ts'
import './reset-password.css'

type Stage = 'checking' | 'form' | 'done'

function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : ''
  const status = (error as { status?: unknown } | null)?.status
  // The server's own words when it refused what was typed (e.g. the same password as before).
  return message && typeof status === 'number' && status >= 400 && status < 500 ? message : resetMessages.failed
}

export default function ResetPasswordPage() {
  const navigate = useNavigate()
  const [stage, setStage] = useState<Stage>('checking')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  useEffect(() => {
    let live = true
    const invalid = () => {
      toast.error(resetMessages.invalidLink)
      navigate('/account', { replace: true })
    }
    if (linkErrorInUrl(location.href)) {
      invalid()
      return
    }
    hasRecoverySession().then(
      (valid) => {
        if (!live) return
        if (valid) setStage('form')
        else invalid()
      },
      () => live && invalid(),
    )
    return () => {
      live = false
    }
  }, [navigate])

  useEffect(() => {
    if (stage !== 'done') return
    const timer = setTimeout(() => {
      void endRecoverySession()
        .catch(() => undefined)
        .then(() => navigate('/account', { replace: true }))
    }, REDIRECT_AFTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [stage, navigate])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = resetPasswordError(password, confirmation)
    setError(problem)
    if (problem) {
      toast.error(problem)
      return
    }
    setBusy(true)
    try {
      await updatePassword(password)
      toast.success(resetMessages.updated)
      setStage('done')
    } catch (failure) {
      toast.error(failureMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  if (stage === 'checking') return <PageSpinner label="Checking your reset link" />
  const describedBy = error ? errorId : undefined

  return (
    <main className="page reset-password">
      <div className="reset-password__card">
        {stage === 'done' ? (
          <div role="status">
            <h1>{resetMessages.completeTitle}</h1>
            <p>{resetMessages.completeText}</p>
          </div>
        ) : (
          <>
            <h1>{resetMessages.title}</h1>
            <p className="reset-password__intro">Choose a new password for your account.</p>
            <form noValidate onSubmit={submit} className="reset-password__form">
              <PasswordField
                label="New Password"
                value={password}
                onValueChange={setPassword}
                autoComplete="new-password"
                describedBy={describedBy}
              />
              <PasswordField
                label="Confirm New Password"
                value={confirmation}
                onValueChange={setConfirmation}
                autoComplete="new-password"
                describedBy={describedBy}
              />
              {error && (
                <p id={errorId} className="reset-password__error">
                  {error}
                </p>
              )}
              <button type="submit" className="button button--primary reset-password__submit" disabled={busy}>
                {busy ? 'Updating...' : 'Reset Password'}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  )
}
