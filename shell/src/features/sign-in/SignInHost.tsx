// Where the shell renders the sign-in modal: any screen opens it by dispatching `signInRequested`. The
// dialog's code loads the first time it opens, so it costs nothing on the way to the first paint.
import { selectSignInPrompt } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { lazy, Suspense } from 'react'

const SignInDialog = lazy(() => import(/* webpackChunkName: "sign-in" */ './components/SignInDialog.tsx'))

export function SignInHost() {
  const { open } = useAppSelector(selectSignInPrompt)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  )
}
