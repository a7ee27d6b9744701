// A page that needs a signed-in customer, shown to a visitor: what they need to do, and the sign-in modal.
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { type ReactNode, useEffect } from 'react'
import './sign-in-required.css'

export function SignInRequired({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectCurrentUser)

  useEffect(() => {
    if (!user) dispatch(signInRequested())
  }, [user, dispatch])

  if (user) return children
  return (
    <main className="page sign-in-required">
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>
        Sign In
      </button>
    </main>
  )
}
