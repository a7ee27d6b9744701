// "Notify me" on an out-of-stock product (issue 17): a signed-in customer asks for one e-mail when the
// product is back in stock, and can change their mind; a visitor is asked to sign in first (the mail
// goes to the account's address, so nobody can sign a stranger up). Loaded only for out-of-stock
// products (ProductDetailPage lazy-loads it).
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
  const [state, setState] = useState<State>('loading')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!user) {
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
  }, [productId, user])

  const ask = async () => {
    if (!user) {
      toast.show(SIGN_IN_TO_NOTIFY)
      dispatch(signInRequested())
      return
    }
    setSaving(true)
    try {
      await requestBackInStock(productId)
      setState('requested')
      toast.success('We will e-mail you when it is back in stock')
    } catch {
      toast.error('Failed to save your request. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const withdraw = async () => {
    setSaving(true)
    try {
      await withdrawRequest(productId)
      setState('none')
      toast.success('You will not be notified')
    } catch {
      toast.error('Failed to save your request. Please try again.')
    } finally {
      setSaving(false)
    }
  }

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
