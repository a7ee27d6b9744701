// Asks the payment endpoint how the payment went; while it is still being confirmed, asks again after
// each pause of CONFIRMING_POLL_DELAYS_MS, then stops ("still confirming" with what to do next).
import { toast } from '@shop/shared/toast'
import { useCallback, useEffect, useState } from 'react'
import { verifyPayment } from '../../../lib/payments/payments-api.ts'
import { CONFIRMING_POLL_DELAYS_MS, PAYMENT_RETURN_MESSAGES, type PaymentOutcome, paymentOutcome } from '../outcome.ts'

export type VerificationState =
  | { state: 'loading' }
  | PaymentOutcome
  | { state: 'unconfirmed'; orderId: string | null }
  | { state: 'error' }

export function usePaymentVerification(trackingId: string | null) {
  const [result, setResult] = useState<VerificationState>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts checking again (Check again)
  useEffect(() => {
    if (!trackingId) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = async (round: number) => {
      try {
        const outcome = paymentOutcome(await verifyPayment(trackingId))
        if (!current) return
        if (outcome.state === 'confirming') {
          const delay = CONFIRMING_POLL_DELAYS_MS[round]
          if (delay === undefined) {
            setResult({ state: 'unconfirmed', orderId: outcome.orderId })
            return
          }
          setResult(outcome)
          timer = setTimeout(() => void check(round + 1), delay)
          return
        }
        setResult(outcome)
        if (outcome.state === 'success') toast.success(PAYMENT_RETURN_MESSAGES.success)
        else toast.error(outcome.message)
      } catch {
        if (!current) return
        toast.error(PAYMENT_RETURN_MESSAGES.verifyFailed)
        setResult({ state: 'error' })
      }
    }
    setResult({ state: 'loading' })
    void check(0)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [trackingId, attempt])

  return { result, checkAgain: useCallback(() => setAttempt((n) => n + 1), []) }
}
