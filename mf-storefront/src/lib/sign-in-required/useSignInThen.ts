// "Sign in, then carry on": opens the shell's sign-in modal and runs `next` once the visitor has
// signed in as a customer (the modal closes itself on success).
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { useEffect, useRef } from 'react'

export function useSignInThen(next: () => void): () => void {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectCurrentUser)
  const waiting = useRef(false)
  const nextRef = useRef(next)
  nextRef.current = next

  useEffect(() => {
    if (user && waiting.current) {
      waiting.current = false
      nextRef.current()
    }
  }, [user])

  return () => {
    waiting.current = true
    dispatch(signInRequested())
  }
}
