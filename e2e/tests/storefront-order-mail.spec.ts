// Order mail, read from the outbox with their counts: a card order paid on the payment sandbox, with the
// return page's verify (and a reload's) racing Pesapal's IPN, gets exactly one confirmation and one
// receipt, naming the order as the customer's order page does, with its lines, total, delivery address
// and payment method.
import { expect, test } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import { createCustomer, newCustomer } from '../support/accounts.ts'
import { accessToken, anonKey, products, ugx } from '../support/buying.ts'
import { mailsTo, waitForMail } from '../support/outbox.ts'
import { E2E_SHELL_URL, E2E_SUPABASE_URL } from '../support/ports.ts'
import { startSignedIn } from '../support/sessions.ts'

test.describe.configure({ timeout: 120_000 })

test('a card order paid with verify and the IPN racing: one confirmation and one receipt in the outbox', async ({
  page,
}) => {
  const customer = await createCustomer(newCustomer('order-mail'))
  const token = await accessToken(customer)
  const key = await anonKey()
  const headers = { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const [drumsticks] = await products('Chicken Drumsticks 1 kg')

  const placed = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: [{ product_id: drumsticks?.id, quantity: 2 }],
      shipping_address: {
        full_name: customer.fullName,
        email: customer.email,
        phone: '+256772123456',
        street: 'Plot 4 Kira Road',
        city: 'Kampala',
      },
      delivery_latitude: 0.3356,
      delivery_longitude: 32.5947,
      payment_method: 'card',
    }),
  })
  expect(placed.status).toBe(200)
  const order = (await placed.json()) as { id: string; number: number; total_amount: number }
  const started = await fetch(`${E2E_SUPABASE_URL}/functions/v1/payments/initiate`, {
    method: 'POST',
    headers: { ...headers, origin: E2E_SHELL_URL },
    body: JSON.stringify({ orderId: order.id }),
  })
  expect(started.status).toBe(200)
  const { paymentUrl } = (await started.json()) as { paymentUrl: string }

  await startSignedIn(page, customer.email, customer.password)
  await page.goto(paymentUrl)
  await page.getByRole('radio', { name: 'Visa / Mastercard' }).check()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await page.waitForURL(/\/payment\/return\?OrderTrackingId=/)
  const done = page.getByRole('heading', { name: 'Payment completed successfully' })
  await expect(done).toBeVisible({ timeout: 45_000 })
  await page.reload()
  await expect(done).toBeVisible({ timeout: 45_000 })

  const number = orderNumber(order.number)
  const receipt = await waitForMail(customer.email, { subject: new RegExp(`^Receipt for ${number}`) })
  const confirmation = await waitForMail(customer.email, { subject: new RegExp(`^${number} confirmed`) })
  const total = ugx(Number(order.total_amount))
  for (const mail of [receipt, confirmation]) {
    expect(mail.text).toContain(`2 × ${drumsticks?.name}`)
    expect(mail.text).toContain('Plot 4 Kira Road')
    expect(mail.text).not.toMatch(/unsubscribe/i)
  }
  // A mail shows the order as it is when it goes out: the confirmation may already see it paid.
  expect(confirmation.text).toMatch(new RegExp(`\\nTotal( paid)?: ${total}\\n`))
  expect(confirmation.text).toContain('Payment: Card')
  expect(receipt.text).toContain(`Total paid: ${total}`)
  expect(receipt.text).toContain('Payment: Card (paid)')

  // Give a duplicate every chance to arrive, then count.
  await page.waitForTimeout(2000)
  const subjects = (await mailsTo(customer.email)).map((m) => m.subject)
  expect(subjects.filter((s) => s.startsWith(`${number} confirmed`))).toHaveLength(1)
  expect(subjects.filter((s) => s.startsWith(`Receipt for ${number}`))).toHaveLength(1)

  // The order page names the order as the mails do.
  await page.goto(`/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible({ timeout: 60_000 })
})
