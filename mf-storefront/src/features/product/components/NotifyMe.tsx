// "Notify me" on an out-of-stock product: a signed-in customer asks for one e-mail when the product is
// back in stock, and can change their mind; a visitor is asked to sign in first (the mail goes to the
// account's address, so nobody can sign a stranger up). Loaded only for out-of-stock products
// (ProductDetailPage lazy-loads it).
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useEffect, useState } from 'react'
import { fetchOpenRequest, requestBackInStock, withdrawRequest } from '../api/back-in-stock.ts'

export const SIGN_IN_TO_NOTIFY = 'Please sign in to be notified when this product is back in stock'

type State = 'loading' | 'none' | 'requested'

export default function NotifyMe({ productId }: { productId: string }) {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectCurrentUser)
  const userId = user?.id
  const [state, setState] = useState<State>('loading')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!userId) {
      setState('none')
      return
    }
    let live = true
    setState('loading')
    fetchOpenRequest(productId).then(
      (id) => live && setState(id ? 'requested' : 'none'),
      () => live && setState('none'),
    )
    return () => {
      live = false
    }
  }, [productId, userId])

  /** Saves the change; a failure keeps the button as it was and says so. */
  const change = async (save: () => Promise<void>, next: State, done: string) => {
    setSaving(true)
    try {
      await save()
      setState(next)
      toast.success(done)
    } catch {
      toast.error('Failed to save your request. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const ask = () => {
    if (!user) {
      toast.show(SIGN_IN_TO_NOTIFY)
      dispatch(signInRequested())
      return
    }
    void change(() => requestBackInStock(productId), 'requested', 'We will e-mail you when it is back in stock')
  }

  const withdraw = () => void change(() => withdrawRequest(productId), 'none', 'You will not be notified')

  if (state === 'requested') {
    return (
      <div className="notify-me">
        <p className="notify-me__note" role="status">
          We will e-mail you at <strong>{user?.email}</strong> when it is back in stock.
        </p>
        <button type="button" className="button notify-me__withdraw" onClick={withdraw} disabled={saving}>
          Don't notify me
        </button>
      </div>
    )
  }
  return (
    <div className="notify-me">
      <button
        type="button"
        className="button notify-me__button"
        onClick={ask}
        disabled={saving || state === 'loading'}
        aria-busy={state === 'loading' || saving}
      >
        Notify me when it's back
      </button>
    </div>
  )
}
