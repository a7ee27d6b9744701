// Place Order (storefront spec section 4, "Checkout"): the order is placed with place_order; cash on
// delivery clears the cart and goes to the order; other methods clear the cart, start the payment and
// send the browser to the provider's page. If starting the payment fails the order stays, the failure
// is said, and the order page offers to pay again. A refusal leaves everything the customer typed.
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

export function usePlaceOrder(onPlaced: () => void) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<PlaceOrderPhase>('editing')
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null)

  async function submit(draft: CheckoutDraft, lines: readonly CartLine[], couponCode: string | null) {
    setPhase('placing')
    setFailure(null)
    let order: Awaited<ReturnType<typeof placeOrder>>
    try {
      order = await placeOrder(placeOrderArgs(draft, lines, couponCode))
    } catch (error) {
      const refusal =
        error instanceof PlaceOrderError
          ? { message: error.message, hint: error.hint }
          : { message: PLACE_ORDER_FALLBACK, hint: null }
      setFailure(refusal)
      toast.error(refusal.message)
      setPhase('editing')
      return
    }

    onPlaced()
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
