// The order detail's printed documents: the packing ticket and the receipt hold what the counter and
// the rider need, on the paper chosen, and the browser's print dialog opens for each.
import { OrdersScreen } from '@shop/shared/orders-screen'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anOrder } from '../orders-screen/orders.fixture.ts'
import { installFakeSupabase, type Row } from '../testing/fake-supabase.ts'
import { PortalPage } from '../testing/PortalPage.tsx'
import { renderInShell } from '../testing/render.tsx'

const server = installFakeSupabase()

afterEach(() => vi.restoreAllMocks())

async function openOrder(order: Row) {
  server.table('orders', [order])
  server.table('delivery_positions', [])
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
  const shell = renderInShell(
    <PortalPage>
      <OrdersScreen portal="outlet" title="Orders" />
    </PortalPage>,
    { url: `/outlet/orders?order=${order.id}` },
  )
  const detail = await screen.findByRole('dialog', { name: `Order #${order.number}` })
  return { ...shell, detail, print }
}

const sheet = () => document.querySelector<HTMLElement>('body > .print-sheet')

/** The document's facts: each term with what follows it. */
const facts = (document: HTMLElement) =>
  Object.fromEntries(
    within(document)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )

describe('printing from the order detail', () => {
  it('prints the packing ticket: number, items to tick, customer, phone, address, instructions and what to collect', async () => {
    const { detail, user, print } = await openOrder(
      anOrder(10410, { delivery_instructions: 'Blue gate opposite the church', shipping_address: { state: 'Kololo' } }),
    )
    expect(sheet()).toBeNull()
    await user.click(within(detail).getByRole('button', { name: 'Print packing ticket' }))
    const ticket = within(sheet() as HTMLElement).getByRole('article', { name: 'Packing ticket, Order #10410' })
    expect(print).toHaveBeenCalledTimes(1)
    expect(within(ticket).getByRole('heading', { level: 1 })).toHaveTextContent('Order #10410')
    expect(
      within(ticket)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['☐2Beef Sausages 500 g', '☐1Goat Ribs 1 kg'])
    expect(facts(ticket)).toEqual({
      Customer: 'Sarah Namubiru',
      Phone: '+256772481530',
      Address: 'Plot 5, Kira Road, Kololo, Kampala, Uganda',
      Instructions: 'Blue gate opposite the church',
      Payment: 'Cash on Delivery: collect UGX 65,000',
    })
    expect(sheet()).toHaveAttribute('data-paper', 'a4')
  })

  it('prints the receipt of a paid order with its discount and fee as priced, on the 80 mm roll when chosen', async () => {
    const { detail, user, print } = await openOrder(
      anOrder(10411, {
        payment_method: 'mtn_money',
        payment_status: 'paid',
        status: 'processing',
        subtotal: 60000,
        discount_amount: 6000,
        coupon_code: 'WELCOME10',
        total_amount: 59000,
      }),
    )
    expect(within(detail).getByRole('radio', { name: 'A4 paper' })).toBeChecked()
    await user.click(within(detail).getByText('80 mm receipt roll'))
    expect(within(detail).getByRole('radio', { name: '80 mm receipt roll' })).toBeChecked()
    await user.click(within(detail).getByRole('button', { name: 'Print receipt' }))
    const receipt = within(sheet() as HTMLElement).getByRole('article', { name: 'Receipt, Order #10411' })
    expect(sheet()).toHaveAttribute('data-paper', 'roll')
    expect(print).toHaveBeenCalledTimes(1)
    const totals = receipt.querySelector<HTMLElement>('.print-doc__totals')
    expect(facts(totals as HTMLElement)).toEqual({
      Subtotal: 'UGX 60,000',
      'Discount (WELCOME10)': '−UGX 6,000',
      'Delivery fee': 'UGX 5,000',
      Total: 'UGX 59,000',
    })
    expect(within(receipt).getByText('MTN Mobile Money: Paid')).toBeInTheDocument()
    expect(within(receipt).queryByText('To pay on delivery')).toBeNull()

    // Printing again (the packing ticket now) replaces the document and opens the dialog again.
    await user.click(within(detail).getByRole('button', { name: 'Print packing ticket' }))
    expect(document.querySelectorAll('body > .print-sheet')).toHaveLength(1)
    expect(within(sheet() as HTMLElement).getByRole('article')).toHaveAccessibleName('Packing ticket, Order #10411')
    expect(print).toHaveBeenCalledTimes(2)
  })

  it("calls an unpaid cash order's bill an invoice, with the amount to pay on delivery", async () => {
    const { detail, user } = await openOrder(
      anOrder(10412, { delivery_fee: 0, total_amount: 120000, subtotal: 120000 }),
    )
    await user.click(within(detail).getByRole('button', { name: 'Print receipt' }))
    const invoice = within(sheet() as HTMLElement).getByRole('article', { name: 'Invoice, Order #10412' })
    expect(facts(invoice)).toMatchObject({
      'To pay on delivery': 'UGX 120,000',
      'Billed to': 'Sarah Namubiru, +256772481530',
    })
    expect(within(invoice).getByText('Free')).toBeInTheDocument()
  })
})
