// The orders screen's list, as admin and outlet staff use it: newest first with its count, the status
// filter and the search kept in the URL, the empty and failed states.
import { OrdersScreen } from '@shop/shared/orders-screen'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeSupabase } from '../testing/fake-supabase.ts'
import { PortalPage } from '../testing/PortalPage.tsx'
import { renderInShell } from '../testing/render.tsx'
import { anOrder, searchOrders } from './orders.fixture.ts'

const server = installFakeSupabase()

function openOrders(url = '/admin/orders') {
  server.rpc(
    'search_orders',
    searchOrders(() => server.rows('orders')),
  )
  return renderInShell(
    <PortalPage>
      <OrdersScreen portal="admin" title="Orders" />
    </PortalPage>,
    { url },
  )
}

/** The order numbers the table shows, top to bottom (once it shows any). */
async function shownOrders() {
  const table = await screen.findByRole('table')
  return (await within(table).findAllByRole('button', { name: /^Order #/ })).map((button) => button.textContent)
}

/** Searches as staff do with a number from a mail or a phone: pasted, then Enter. */
async function search(user: ReturnType<typeof openOrders>['user'], words: string) {
  await user.click(screen.getByRole('searchbox', { name: 'Search orders' }))
  await user.paste(words)
  await user.keyboard('{Enter}')
}

async function chooseStatus(user: ReturnType<typeof openOrders>['user'], label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Filter by status' }))
  await user.click(await screen.findByTitle(label))
}

describe('the orders screen', () => {
  it('lists orders newest first, each with its customer, total, payment and status, and counts them', async () => {
    server.table('orders', [
      anOrder(10230, { status: 'delivered', payment_status: 'paid', total_amount: 41000 }),
      anOrder(10234, { shipping_address: { full_name: 'Okello Peter' } }),
      anOrder(10232, { status: 'cancelled' }),
    ])
    openOrders()
    await screen.findByText('Okello Peter')
    expect(await shownOrders()).toEqual(['Order #10234', 'Order #10232', 'Order #10230'])
    const newest = screen.getByRole('button', { name: 'Order #10234' }).closest('tr') as HTMLElement
    expect(within(newest).getByText('UGX 65,000')).toBeInTheDocument()
    expect(within(newest).getAllByText('Pending')).toHaveLength(2)
    const delivered = screen.getByRole('button', { name: 'Order #10230' }).closest('tr') as HTMLElement
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument()
    expect(within(delivered).getByText('Paid')).toBeInTheDocument()
    expect(screen.getByText('3 orders')).toBeInTheDocument()
  })

  it('shows only the orders of the status chosen, and keeps the filter in the URL', async () => {
    server.table('orders', [
      anOrder(10240, { status: 'processing' }),
      anOrder(10241),
      anOrder(10242, { status: 'processing' }),
    ])
    const { user, location } = openOrders()
    expect(await shownOrders()).toHaveLength(3)
    await chooseStatus(user, 'Processing')
    await screen.findByText('2 orders')
    expect(await shownOrders()).toEqual(['Order #10242', 'Order #10240'])
    expect(location()).toBe('/admin/orders?status=processing')
  })

  it('opens on the filter and page the URL holds', async () => {
    server.table('orders', [
      ...Array.from({ length: 23 }, (_, i) => anOrder(11000 + i)),
      anOrder(12000, { status: 'delivered' }),
    ])
    openOrders('/admin/orders?status=pending&page=2')
    await screen.findByText('23 orders')
    expect(await shownOrders()).toEqual(['Order #11002', 'Order #11001', 'Order #11000'])
  })

  it('finds an order by its name as mails write it ("Order #10234")', async () => {
    server.table('orders', [anOrder(10234), anOrder(10235), anOrder(20234)])
    const { user, location } = openOrders()
    expect(await shownOrders()).toHaveLength(3)
    await search(user, 'Order #10234')
    await screen.findByText('1 order')
    expect(await shownOrders()).toEqual(['Order #10234'])
    expect(location()).toBe('/admin/orders?q=Order+%2310234')
  })

  it('finds an order by the phone number written the local way, stored as +256', async () => {
    server.table('orders', [
      anOrder(10250, { shipping_address: { phone: '+256772481530' } }),
      anOrder(10251, { shipping_address: { phone: '+256701222333' } }),
    ])
    const { user } = openOrders()
    expect(await shownOrders()).toHaveLength(2)
    await search(user, '0772 481 530')
    await screen.findByText('1 order')
    expect(await shownOrders()).toEqual(['Order #10250'])
  })

  it('says when nothing matches the search, and clearing the search shows every order again', async () => {
    server.table('orders', [anOrder(10260)])
    const { user, location } = openOrders()
    expect(await shownOrders()).toHaveLength(1)
    await search(user, 'nobody')
    expect(await screen.findByText('No orders match your search or filter')).toBeInTheDocument()
    expect(screen.getByText('Try another search or status.')).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }))
    expect(await shownOrders()).toEqual(['Order #10260'])
    expect(location()).toBe('/admin/orders')
  })

  it('says "No orders yet" when there are none', async () => {
    server.table('orders', [])
    openOrders()
    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
  })

  it('says "Failed to load orders" when the list cannot be read, and Retry reads it again', async () => {
    server.table('orders', [anOrder(10270), anOrder(10271, { status: 'processing' })])
    server.failNext('GET /rest/v1/orders')
    const { user } = renderInShell(
      <PortalPage>
        <OrdersScreen portal="outlet" title="Pending Orders" status="pending" />
      </PortalPage>,
      { url: '/outlet/orders/pending' },
    )
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument()
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await shownOrders()).toEqual(['Order #10270'])
    // A screen for one status has no status filter.
    expect(screen.queryByRole('combobox', { name: 'Filter by status' })).not.toBeInTheDocument()
  })
})
