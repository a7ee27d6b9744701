// Declining an assignment: why (one of the reasons, and the rider's own words, required for "Other
// reason"), then Decline Order. Queued like every rider action, so it works with no connection and is
// applied once when sent; the order then goes back to the shop to be given to another rider. Used by
// the new-assignment alert and by the order's page.
import {
  DECLINE_NOTE_MAX,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
  declineNeedsNote,
} from '@shop/shared/orders/decline-reasons'
import { toast } from '@shop/shared/toast'
import { type FormEvent, useId, useState } from 'react'
import { type SubmitResult, submitAction } from '../lib/offline-queue/rider-queue.ts'
import './decline-form.css'

export const DECLINE_MESSAGES = {
  declined: 'Order declined. The shop will give it to another rider.',
  queued: 'Saved on this phone. It will be sent when you are back online.',
  chooseReason: 'Choose why you are declining',
  noteRequired: 'Please say why you decline this order',
  failed: 'Failed to update order status',
} as const

interface Props {
  order: { id: string; number: number }
  riderId: string
  /** After the decline was applied or queued (a refusal is toasted by the frame, and said where queued). */
  onDeclined(result: SubmitResult): void
  onBack(): void
}

export function DeclineForm({ order, riderId, onDeclined, onBack }: Props) {
  const id = useId()
  const [reason, setReason] = useState<DeclineReason | null>(null)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const needsNote = reason !== null && declineNeedsNote(reason)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason) return setProblem(DECLINE_MESSAGES.chooseReason)
    const words = note.trim()
    if (needsNote && !words) return setProblem(DECLINE_MESSAGES.noteRequired)
    setBusy(true)
    try {
      const result = await submitAction({
        kind: 'decline_assignment',
        orderId: order.id,
        orderNumber: order.number,
        riderId,
        decline: { reason, note: words || null },
      })
      if (result.kind === 'applied') toast.success(DECLINE_MESSAGES.declined)
      else if (result.kind === 'queued') toast.show(DECLINE_MESSAGES.queued)
      onDeclined(result)
    } catch (error) {
      console.error('Could not keep the decline on this phone:', error)
      toast.error(DECLINE_MESSAGES.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="decline-form r-stack" onSubmit={submit} noValidate>
      <fieldset className="decline-form__reasons" aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend>Why are you declining?</legend>
        {DECLINE_REASONS.map((value) => (
          <label key={value} className="decline-form__reason">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value)
                setProblem(null)
              }}
            />
            <span>{DECLINE_REASON_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <div className="r-field">
        <label htmlFor={`${id}-note`}>{needsNote ? 'Tell the shop why' : 'Anything to add (optional)'}</label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={DECLINE_NOTE_MAX}
          rows={2}
          required={needsNote}
          aria-invalid={problem === DECLINE_MESSAGES.noteRequired ? true : undefined}
          onChange={(event) => {
            setNote(event.target.value)
            setProblem(null)
          }}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="r-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="r-row">
        <button type="submit" className="r-button r-button--danger r-button--grow" disabled={busy}>
          Decline Order
        </button>
        <button type="button" className="r-button r-button--grow" disabled={busy} onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  )
}
