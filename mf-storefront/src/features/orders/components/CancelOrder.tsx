// A customer may cancel their order while it is pending (cancel_order refuses anything later).
import { refusalMessage } from '@shop/shared/errors'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { useCancelMyOrderMutation } from '../api/orders.ts'

export const CANCEL_FAILED = 'Failed to cancel order'

export function CancelOrder({ orderId }: { orderId: string }) {
  const [confirming, setConfirming] = useState(false)
  const [cancelOrder, { isLoading: busy }] = useCancelMyOrderMutation()

  async function cancel() {
    try {
      await cancelOrder(orderId).unwrap()
      toast.success('Order cancelled')
    } catch (error) {
      toast.error(refusalMessage(error, CANCEL_FAILED).message)
    } finally {
      setConfirming(false)
    }
  }

  if (!confirming) {
    return (
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        Cancel Order
      </button>
    )
  }
  return (
    <div className="order-detail__confirm">
      <p role="alert">Cancel this order? This cannot be undone.</p>
      <div className="order-detail__actions">
        <button type="button" className="button button--primary" onClick={cancel} disabled={busy}>
          {busy ? 'Cancelling…' : 'Yes, cancel it'}
        </button>
        <button type="button" className="button" onClick={() => setConfirming(false)} disabled={busy}>
          Keep Order
        </button>
      </div>
    </div>
  )
}
