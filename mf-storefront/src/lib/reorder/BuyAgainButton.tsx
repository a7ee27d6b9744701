// "Buy again" on an order (its page and My Orders): its still-available products back in the cart at
// today's prices (useReorder).
import { useReorder } from './useReorder.ts'

export function BuyAgainButton({ orderId, name }: { orderId: string; name?: string }) {
  const { run, busy } = useReorder()
  return (
    <button
      type="button"
      className="button"
      aria-label={name ? `Buy again, ${name}` : undefined}
      onClick={() => run(orderId)}
      disabled={busy}
    >
      {busy ? 'Adding to cart…' : 'Buy again'}
    </button>
  )
}
