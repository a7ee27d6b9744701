// The hosted payment page (`redirect_url`): what the customer sees at Pesapal, reduced to what a
// tester needs: the merchant, the amount, a payment method and three buttons, "Pay", "Fail" and
// "Leave pending". Plain HTML with labelled controls, so a browser test finds them by role and name.
import { escapeHtml } from '../mail/pages.ts'
import type { OrderRow } from './store.ts'

export interface MethodChoice {
  value: 'card' | 'mtn' | 'airtel'
  label: string
  /** As GetTransactionStatus names it. */
  providerName: string
  mobileMoney: boolean
}

export const METHODS: MethodChoice[] = [
  { value: 'card', label: 'Visa / Mastercard', providerName: 'Visa', mobileMoney: false },
  { value: 'mtn', label: 'MTN Mobile Money', providerName: 'MTN UG', mobileMoney: true },
  { value: 'airtel', label: 'Airtel Money', providerName: 'Airtel UG', mobileMoney: true },
]

/** The method the page starts on: the one the order's description names, else card. */
export function suggestedMethod(order: OrderRow): MethodChoice['value'] {
  if (/\bmtn\b/i.test(order.description)) return 'mtn'
  if (/\bairtel\b/i.test(order.description)) return 'airtel'
  return 'card'
}

export function formatAmount(order: OrderRow) {
  const amount = Number(order.amount)
  return `${order.currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`
}

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f23; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: 8px; padding: 1.5rem 2rem;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .sandbox { display: inline-block; background: #fff3cd; color: #664d03; padding: 0 .5rem; border-radius: 4px;
             font-size: .85rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #57606a; } dd { margin: 0; font-weight: 600; }
  fieldset { border: 1px solid #d0d7de; border-radius: 6px; margin: 1rem 0; }
  label { display: block; padding: .25rem 0; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #8c959f; background: #fff;
           cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
  button.pay { background: #1a7f37; color: #fff; border-color: #1a7f37; }
  button.fail { background: #cf222e; color: #fff; border-color: #cf222e; }
  .note { color: #57606a; font-size: .9rem; }`

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body>
</html>`
}

function summary(order: OrderRow, merchant: string) {
  return `<dl>
    <dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd>
    <dt>Description</dt><dd>${escapeHtml(order.description)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(formatAmount(order))}</dd>
    <dt>Currency</dt><dd>${escapeHtml(order.currency)}</dd>
    <dt>Reference</dt><dd>${escapeHtml(order.merchant_reference)}</dd>
  </dl>`
}

export function paymentPage(order: OrderRow, merchant: string, action: string, mobileMoneyDelayMs: number) {
  const chosen = suggestedMethod(order)
  const head = `<h1>Pay ${escapeHtml(merchant)}</h1><p class="sandbox">Pesapal sandbox: no money moves</p>`
  if (order.status !== 'pending' && order.status !== 'failed') {
    return layout(
      'Payment',
      `${head}${summary(order, merchant)}
      <p role="status">This payment is ${escapeHtml(order.status)}.</p>`,
    )
  }
  const waiting = order.complete_at
    ? `<p role="status">Waiting for the mobile money confirmation.</p>`
    : order.status === 'failed'
      ? `<p role="status">The last attempt failed. You may try again.</p>`
      : ''
  const radios = METHODS.map(
    (m) =>
      `<label><input type="radio" name="method" value="${m.value}"${m.value === chosen ? ' checked' : ''}> ${escapeHtml(m.label)}</label>`,
  ).join('')
  return layout(
    'Payment',
    `${head}${summary(order, merchant)}${waiting}
    <form method="post" action="${escapeHtml(action)}">
      <fieldset><legend>Payment method</legend>${radios}</fieldset>
      <p class="note">Mobile money confirms about ${Math.round(mobileMoneyDelayMs / 1000)} s after "Pay"; cards at once.</p>
      <div class="actions">
        <button type="submit" class="pay" name="action" value="pay">Pay</button>
        <button type="submit" class="fail" name="action" value="fail">Fail</button>
        <button type="submit" name="action" value="pending">Leave pending</button>
      </div>
    </form>`,
  )
}

export function notFoundPage() {
  return layout('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>')
}
