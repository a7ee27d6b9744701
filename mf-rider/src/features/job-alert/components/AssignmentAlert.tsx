// The new assignment, over whatever page is open: a modal alert dialog (the page behind it is inert)
// with where to pick it up and where to take it, ringing (use-ringing) until the rider opens it or
// declines it. Escape does not close it: the rider answers it. Where the browser holds the sound back,
// it says the sound is off, and a tap anywhere on it turns the sound on.
import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '@shop/shared/orders/order-number'
import { useEffect, useId, useRef, useState } from 'react'
import { DeclineForm } from '../../../components/DeclineForm.tsx'
import type { SubmitResult } from '../../../lib/offline-queue/rider-queue.ts'
import { deliveryAddress, type RiderOrder } from '../../../lib/order-types.ts'
import { useRinging } from '../hooks/use-ringing.ts'

interface Props {
  order: RiderOrder
  riderId: string
  /** How many more new assignments wait behind this one. */
  more: number
  onOpen(): void
  onDeclined(result: SubmitResult): void
}

export function AssignmentAlert({ order, riderId, more, onOpen, onDeclined }: Props) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const openButton = useRef<HTMLButtonElement>(null)
  const [declining, setDeclining] = useState(false)
  // Answering (choosing why to decline) is seeing it: the ringing stops, and starts again on Back.
  const { sound, turnSoundOn } = useRinging(!declining)

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    // Where a browser has no modal dialogs, it is shown in the page's flow all the same.
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    // The alert's first answer takes the focus (the modal would give it to the first button, the sound's).
    openButton.current?.focus()
    return () => element.close?.()
  }, [])

  const to = deliveryAddress(order)
  const cash = order.payment_method === 'cash_on_delivery' && order.payment_status !== 'paid'
  return (
    <dialog
      ref={dialog}
      className="job-alert"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onCancel={(event) => event.preventDefault()}
      onPointerDown={sound === 'blocked' ? turnSoundOn : undefined}
    >
      <div className="job-alert__body r-stack">
        <h2 id={`${id}-title`} className="job-alert__title">
          New delivery: {orderNumber(order.number)}
        </h2>
        <dl id={`${id}-what`} className="job-alert__what">
          <div>
            <dt>Pick up at</dt>
            <dd>{order.outlet?.name ?? 'the outlet'}</dd>
          </div>
          <div>
            <dt>Deliver to</dt>
            <dd>{[to.street, to.city].filter(Boolean).join(', ') || to.fullName}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              {formatMoney(Number(order.total_amount))}
              {cash ? ' · collect in cash' : ''}
            </dd>
          </div>
        </dl>
        {more > 0 ? (
          <p className="r-muted">
            {more === 1 ? '1 more new delivery waits' : `${more} more new deliveries wait`} after this one.
          </p>
        ) : null}
        {declining ? null : sound === 'blocked' ? (
          <button type="button" className="r-button r-button--block job-alert__sound" onClick={turnSoundOn}>
            Sound is off: tap to turn it on
          </button>
        ) : sound === 'on' ? (
          <p className="job-alert__ringing" role="status">
            Ringing until you open it
          </p>
        ) : null}
        {declining ? (
          <DeclineForm order={order} riderId={riderId} onDeclined={onDeclined} onBack={() => setDeclining(false)} />
        ) : (
          <div className="r-stack">
            <button
              type="button"
              ref={openButton}
              className="r-button r-button--primary r-button--block"
              onClick={onOpen}
            >
              Open Order
            </button>
            <button
              type="button"
              className="r-button r-button--danger r-button--block"
              onClick={() => setDeclining(true)}
            >
              Decline
            </button>
          </div>
        )}
      </div>
    </dialog>
  )
}
