import { kampalaDateTime } from '@shop/shared/time/kampala'
import type { OrderDetail } from '../api/orders.ts'
import { orderTimeline } from '../timeline.ts'

export function StatusTimeline({ order }: { order: OrderDetail }) {
  return (
    <ol className="timeline" aria-label="Order progress">
      {orderTimeline(order).map((step) => (
        <li key={step.key} className={`timeline__step timeline__step--${step.state}`}>
          <span className="timeline__dot" aria-hidden="true" />
          <span className="timeline__label">
            {step.label}
            {step.state === 'current' ? <span className="visually-hidden"> (current step)</span> : null}
            {step.state === 'upcoming' ? <span className="visually-hidden"> (to come)</span> : null}
          </span>
          {step.at ? <time dateTime={step.at}>{kampalaDateTime(step.at)}</time> : null}
          {step.detail ? (
            <span className="timeline__detail">
              {step.detail.label} <time dateTime={step.detail.at}>{kampalaDateTime(step.detail.at)}</time>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
