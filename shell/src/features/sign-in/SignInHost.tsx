// Where the shell renders the sign-in modal: any screen opens it by dispatching `signInRequested`. The
// dialog's code loads the first time it opens, so it costs nothing on the way to the first paint.
import { selectSignInPrompt, signInDismissed } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

const SignInDialog = lazy(() => import(/* webpackChunkName: "sign-in" */ './components/SignInDialog.tsx'))

export function SignInHost() {
  const { open } = useAppSelector(selectSignInPrompt)
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const openedOn = useRef<string | null>(null)

  // The dialog belongs to the page it was opened on: going elsewhere (the browser's Back) closes it.
  useEffect(() => {
    if (!open) {
      openedOn.current = null
      return
    }
    if (openedOn.current === null) openedOn.current = pathname
    else if (openedOn.current !== pathname) dispatch(signInDismissed())
  }, [open, pathname, dispatch])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  )
}
