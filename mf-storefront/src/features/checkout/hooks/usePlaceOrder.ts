// Place Order: the order is placed with place_order; cash on delivery clears the cart and goes to the
// order; other methods clear the cart, start the payment and send the browser to the provider's page.
// If starting the payment fails the order stays, the failure is said, and the order page offers to
// pay again. A refusal leaves everything the customer typed. Each attempt carries a request id
// (order-attempt.ts): pressed again after a failure with nothing changed, the same id lands on the
// order if the failed-looking call had placed it. The payment is started under the same id, so a
// resend of it starts nothing twice either.
import type { CartLine } from '@shop/shared/cart'
import { clearCart } from '@shop/shared/cart'
import { storedCartEmptied } from '@shop/shared/cart/sync'
import { useAppDispatch } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { rememberPayerPhone } from '../../../lib/payments/payer-phone.ts'
import { initiatePayment, PAYMENT_START_FAILED } from '../../../lib/payments/payments-api.ts'
import { PLACE_ORDER_FALLBACK, PlaceOrderError, placeOrder } from '../api/place-order.ts'
import { markAddressUsed, saveAddress } from '../api/saved-addresses.ts'
import type { CheckoutDraft } from '../draft.ts'
import { attemptFor, forgetAttempt, loadAttempt, saveAttempt } from '../order-attempt.ts'
import { payerPhone, placeOrderArgs } from '../order-request.ts'
import { addressToSave } from '../saved-address.ts'

export const ORDER_PLACED = 'Order placed successfully!'

export const ADDRESS_NOT_SAVED = 'Your order is placed, but we couldn’t save this address for next time.'

/** Keeps a new address, or moves the chosen saved one to the top; the order stands either way. */
async function rememberAddress(draft: CheckoutDraft): Promise<void> {
  const address = addressToSave(draft)
  try {
    if (address) await saveAddress(address)
    else if (draft.savedAddressId) await markAddressUsed(draft.savedAddressId)
  } catch {
    if (address) toast.error(ADDRESS_NOT_SAVED)
  }
}

export type PlaceOrderPhase = 'editing' | 'placing' | 'paying' | 'done'

export interface PlaceOrderFailure {
  message: string
  hint: string | null
}

export function usePlaceOrder(userId: string, onPlaced: () => void) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<PlaceOrderPhase>('editing')
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null)

  async function submit(draft: CheckoutDraft, lines: readonly CartLine[], couponCode: string | null) {
    setPhase('placing')
    setFailure(null)
    let order: Awaited<ReturnType<typeof placeOrder>>
    const sent = placeOrderArgs(draft, lines, couponCode)
    const attempt = attemptFor(loadAttempt(userId), sent)
    saveAttempt(userId, attempt)
    try {
      order = await placeOrder({ ...sent, request_id: attempt.requestId })
    } catch (error) {
      const refusal =
        error instanceof PlaceOrderError
          ? { message: error.message, hint: error.hint }
          : { message: PLACE_ORDER_FALLBACK, hint: null }
      if (error instanceof PlaceOrderError && error.attemptTaken) forgetAttempt(userId)
      setFailure(refusal)
      toast.error(refusal.message)
      setPhase('editing')
      return
    }

    onPlaced()
    forgetAttempt(userId)
    storedCartEmptied()
    const remembered = rememberAddress(draft)
    if (draft.paymentMethod === 'cash_on_delivery') {
      setPhase('done')
      navigate(`/orders/${order.id}`, { replace: true })
      dispatch(clearCart())
      toast.success(ORDER_PLACED)
      return
    }

    setPhase('paying')
    dispatch(clearCart())
    const phone = payerPhone(draft)
    rememberPayerPhone(order.id, phone)
    try {
      const payment = await initiatePayment(
        order,
        { fullName: draft.fullName, email: draft.email, phone: draft.phone },
        phone,
        attempt.requestId,
      )
      // Leaving the page would cut the address's request short.
      await remembered
      window.location.assign(payment.paymentUrl)
    } catch {
      toast.error(PAYMENT_START_FAILED)
      setPhase('done')
      navigate(`/orders/${order.id}`, { replace: true })
    }
  }

  return { phase, failure, submit }
}
