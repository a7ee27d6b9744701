// A remote's own host signs in against the stand-in, so a portal team can work without the shell: any
// e-mail and password, and in a development build the demo accounts of README.md, one click each.
import { getSupabase } from '@shop/shared/supabase'
import { type FormEvent, useState } from 'react'
import { DEMO_SIGN_IN } from './demo-accounts.ts'

export function DemoSignIn({ portal, signedInAs }: { portal: string; signedInAs: string | null }) {
  const [email, setEmail] = useState(DEMO_SIGN_IN?.accounts[portal] ?? '')
  const [password, setPassword] = useState(DEMO_SIGN_IN?.password ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function signIn(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const client = await getSupabase()
      const { error: refused } = await client.auth.signInWithPassword({ email, password })
      if (refused) setError(refused.message)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not reach the API')
    } finally {
      setBusy(false)
    }
  }

  return (
    <main style={{ maxWidth: 360, margin: '10vh auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 22 }}>Sign in to the {portal} portal</h1>
      <p>This is the {portal} remote running on its own. Sign in with an account that may open it.</p>
      {signedInAs && (
        <p role="status">
          You are signed in as {signedInAs}, who may not open the {portal} portal. Sign in with another account.
        </p>
      )}
      <form onSubmit={signIn} style={{ display: 'grid', gap: 12 }}>
        <label style={{ display: 'grid', gap: 4 }}>
          E-mail
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Password
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoComplete="current-password"
          />
        </label>
        {error && (
          <p role="alert" style={{ color: '#a8071a', margin: 0 }}>
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {DEMO_SIGN_IN && (
        <p style={{ fontSize: 14 }}>
          Demo accounts (password <code>{DEMO_SIGN_IN.password}</code>):{' '}
          {Object.values(DEMO_SIGN_IN.accounts).map((demo) => (
            <button key={demo} type="button" onClick={() => setEmail(demo)} style={{ marginRight: 8 }}>
              {demo}
            </button>
          ))}
        </p>
      )}
    </main>
  )
}
