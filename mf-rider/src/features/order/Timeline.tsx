// The order's timeline: Order Placed, Rider Assigned, Order Picked Up, Delivered, each with its time or
// 'Not yet' (a step done on this phone but not yet sent says so).
import type { RiderOrder } from '../../lib/order-types.ts'

const when = (value: string | null) =>
  value
    ? new Date(value).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
    : null

export function Timeline({ order, status }: { order: RiderOrder; status: string }) {
  const pending = (done: boolean) => (done ? 'Waiting to be sent' : 'Not yet')
  const steps = [
    { label: 'Order Placed', at: when(order.created_at), fallback: 'Not yet' },
    { label: 'Rider Assigned', at: when(order.assigned_at), fallback: 'Not yet' },
    {
      label: 'Order Picked Up',
      at: when(order.picked_up_at),
      fallback: pending(status === 'picked_up' || status === 'delivered'),
    },
    { label: 'Delivered', at: when(order.delivered_at), fallback: pending(status === 'delivered') },
  ]
  return (
    <section className="r-card" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="r-h2">
        Timeline
      </h2>
      {order.status === 'cancelled' || status === 'cancelled' ? (
        <p className="r-banner r-banner--error">Cancelled {when(order.cancelled_at) ?? '(waiting to be sent)'}</p>
      ) : null}
      <ol className="r-list rider-timeline">
        {steps.map((step) => (
          <li key={step.label} className={step.at ? 'rider-timeline__done' : undefined}>
            <span className="rider-timeline__label">{step.label}</span>
            <span className="rider-timeline__at">{step.at ?? step.fallback}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
