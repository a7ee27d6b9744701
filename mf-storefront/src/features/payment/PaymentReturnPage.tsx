// /payment/return: where the payment provider sends the customer back (with OrderTrackingId and
// OrderMerchantReference). Loading, success, failure, and "confirming" while a mobile money payment is
// still waiting for the customer's approval on their phone.
import { business } from '@shop/shared/business'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useReorder } from '../../lib/reorder/useReorder.ts'
import { SignInRequired } from '../../lib/sign-in-required/SignInRequired.tsx'
import { usePaymentVerification } from './hooks/usePaymentVerification.ts'
import { OrderName } from './OrderName.tsx'
import { PAYMENT_RETURN_MESSAGES, paymentReference } from './outcome.ts'
import './payment.css'

export default function PaymentReturnPage() {
  const [search] = useSearchParams()
  const reference = paymentReference(search)
  if (!reference) {
    return (
      <Panel tone="failure" title={PAYMENT_RETURN_MESSAGES.invalidReference}>
        <p>This link does not name a payment. Your orders show whether each one is paid.</p>
        <Actions>
          <Link to="/orders" className="button button--primary">
            My Orders
          </Link>
          <ContactSupport />
        </Actions>
      </Panel>
    )
  }
  return (
    <SignInRequired title="Payment" message="Please sign in to see how your payment went">
      <Verification trackingId={reference.trackingId} />
    </SignInRequired>
  )
}

function Verification({ trackingId }: { trackingId: string }) {
  const { result, checkAgain } = usePaymentVerification(trackingId)
  const orderLink = (orderId: string | null, primary = true) => (
    <Link to={orderId ? `/orders/${orderId}` : '/orders'} className={primary ? 'button button--primary' : 'button'}>
      View Order Details
    </Link>
  )

  switch (result.state) {
    case 'loading':
      return (
        <Panel tone="waiting" title="Verifying your payment…">
          <p>This takes a moment.</p>
        </Panel>
      )
    case 'success':
      return (
        <Panel tone="success" title={PAYMENT_RETURN_MESSAGES.success}>
          <OrderName orderId={result.orderId} />
          <p>Thank you! We are preparing your order.</p>
          <Actions>
            {orderLink(result.orderId)}
            <Link to="/products" className="button">
              Continue Shopping
            </Link>
          </Actions>
        </Panel>
      )
    case 'failure':
      return (
        <Panel tone="failure" title={result.message}>
          <OrderName orderId={result.orderId} />
          <p>You can try again from your order, or contact us if you need help.</p>
          <Actions>
            {result.orderId ? (
              <ReturnToCart orderId={result.orderId} />
            ) : (
              <Link to="/cart" className="button button--primary">
                Return to Cart
              </Link>
            )}
            {result.orderId ? orderLink(result.orderId, false) : null}
            <ContactSupport />
          </Actions>
        </Panel>
      )
    case 'confirming':
      return (
        <Panel tone="waiting" title="Confirming your payment…">
          <p>If you paid by mobile money, approve the payment on your phone. This page updates by itself.</p>
        </Panel>
      )
    case 'unconfirmed':
      return (
        <Panel tone="waiting" title="Your payment is not confirmed yet">
          <OrderName orderId={result.orderId} />
          <p>
            If you approved it on your phone, it can take a few minutes to arrive; your order will show it as paid. If
            you did not, you can pay again from your order.
          </p>
          <Actions>
            {orderLink(result.orderId)}
            <button type="button" className="button" onClick={checkAgain}>
              Check again
            </button>
            <ContactSupport />
          </Actions>
        </Panel>
      )
    case 'error':
      return (
        <Panel tone="failure" title={PAYMENT_RETURN_MESSAGES.verifyFailed}>
          <p>{PAYMENT_RETURN_MESSAGES.fallback}</p>
          <Actions>
            <button type="button" className="button button--primary" onClick={checkAgain}>
              Try again
            </button>
            <Link to="/orders" className="button">
              My Orders
            </Link>
            <ContactSupport />
          </Actions>
        </Panel>
      )
  }
}

/** After a failed payment the cart is empty (checkout cleared it): the order's lines go back in it. */
function ReturnToCart({ orderId }: { orderId: string }) {
  const { run, busy } = useReorder()
  return (
    <button type="button" className="button button--primary" onClick={() => run(orderId)} disabled={busy}>
      Return to Cart
    </button>
  )
}

function Panel({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'failure' | 'waiting'
  title: string
  children: ReactNode
}) {
  return (
    <main className="page payment-return">
      <div className={`payment-return__panel payment-return__panel--${tone}`} aria-live="polite">
        <span className="payment-return__icon" aria-hidden="true" />
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  )
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="payment-return__actions">{children}</div>
}

function ContactSupport() {
  return (
    <a href={`tel:${business.phone.replace(/\s+/g, '')}`} className="button">
      Contact Support
    </a>
  )
}
