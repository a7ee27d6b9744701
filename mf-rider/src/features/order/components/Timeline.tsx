// The order's timeline: Order Placed, Rider Assigned, Order Picked Up, Delivered, each with its time in
// Kampala (whatever the phone's time zone) or 'Not yet'. A step done on this phone but not yet on the
// server says 'Waiting to be sent' when it cannot go (`held`: offline, or its send failed), else 'Sending…'.
import { kampalaShortDateTime } from '@shop/shared/time/kampala'
import type { RiderOrder } from '../../../lib/order-types.ts'

const when = (value: string | null) => (value ? kampalaShortDateTime(value) || null : null)

export function Timeline({ order, status, held }: { order: RiderOrder; status: string; held: boolean }) {
  const notSent = held ? 'Waiting to be sent' : 'Sending…'
  const pending = (done: boolean) => (done ? notSent : 'Not yet')
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
        <p className="r-banner r-banner--error">Cancelled {when(order.cancelled_at) ?? `(${notSent.toLowerCase()})`}</p>
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
