// One order in the orders screen's detail: what it shows (number, items, totals, customer, payment,
// timeline, delivery photo), which status changes each portal is offered in each status, and what staff
// read when a change goes through or is refused.
import { OrdersScreen } from '@shop/shared/orders-screen'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeSupabase, type Row, refusal } from '../testing/fake-supabase.ts'
import { PortalPage } from '../testing/PortalPage.tsx'
import { renderInShell } from '../testing/render.tsx'
import type { OrdersPortal } from './actions.ts'
import { anOrder, RIDER } from './orders.fixture.ts'

const server = installFakeSupabase()

const ACTION = /^(Start preparing|Hand to rider.*|Assign rider|Reassign rider|Cancel order)$/

/**
 * Opens `order` in the orders screen of `portal`, as a link to it (`?order=<id>`) does; `assignsRiders`
 * as the outlet portal passes it for a manager.
 */
async function openOrder(order: Row, portal: OrdersPortal = 'admin', assignsRiders?: boolean) {
  server.table('orders', [order])
  server.table('delivery_positions', [])
  const shell = renderInShell(
    <PortalPage>
      <OrdersScreen portal={portal} assignsRiders={assignsRiders} title="Orders" />
    </PortalPage>,
    { url: `/${portal}/orders?order=${order.id}` },
  )
  const detail = await screen.findByRole('dialog', { name: `Order #${order.number}` })
  return { ...shell, detail }
}

/** The status changes the detail offers, in its order. */
const offered = (detail: HTMLElement) =>
  within(detail)
    .queryAllByRole('button', { name: ACTION })
    .map((button) => button.textContent)

/** What the detail says beside `label` ("Subtotal", "Rider"). */
function figure(detail: HTMLElement, label: string) {
  const header = within(detail)
    .getAllByText(label)
    .map((element) => element.closest('th'))
    .find((th) => th?.nextElementSibling?.tagName === 'TD')
  return header?.nextElementSibling?.textContent
}

/** The row in the server's orders table, changed as the transition function would. */
function transition(changes: (order: Row) => Row) {
  return ({ order_id }: Row) => {
    const order = server.rows('orders').find((row) => row.id === order_id)
    if (!order) return refusal('order_not_found')
    Object.assign(order, changes(order))
    return null
  }
}

describe('the order detail', () => {
  it("shows the order's number, items, totals, customer and delivery, payment attempts and timeline", async () => {
    const { detail } = await openOrder(
      anOrder(10234, {
        status: 'assigned',
        payment_method: 'mtn_money',
        payment_status: 'paid',
        subtotal: 60000,
        discount_amount: 6000,
        coupon_code: 'WELCOME10',
        total_amount: 59000,
        delivery_instructions: 'Blue gate opposite the church',
        assigned_at: '2026-11-20T09:30:00+00:00',
        rider_id: RIDER.id,
        rider: RIDER,
        payments: [
          {
            id: 'pay-1',
            provider: 'pesapal',
            status: 'paid',
            amount: 59000,
            currency: 'UGX',
            confirmation_code: 'MTN7781',
            created_at: '2026-11-20T09:01:00+00:00',
          },
        ],
      }),
    )
    const sausages = within(detail).getByText('Beef Sausages 500 g').closest('tr') as HTMLElement
    expect(
      within(sausages)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Beef Sausages 500 g', '2', 'UGX 18,000', 'UGX 36,000'])
    expect(within(detail).getByText('Goat Ribs 1 kg')).toBeInTheDocument()
    expect(figure(detail, 'Subtotal')).toBe('UGX 60,000')
    expect(figure(detail, 'Discount (WELCOME10)')).toBe('−UGX 6,000')
    expect(figure(detail, 'Delivery fee')).toBe('UGX 5,000')
    expect(figure(detail, 'Total')).toBe('UGX 59,000')
    expect(figure(detail, 'Customer')).toBe('Sarah Namubiru')
    expect(within(detail).getByRole('link', { name: '+256772481530' })).toHaveAttribute('href', 'tel:+256772481530')
    expect(figure(detail, 'Address')).toBe('Plot 5, Kira Road, Kampala, Uganda')
    expect(figure(detail, 'Instructions')).toBe('Blue gate opposite the church')
    expect(figure(detail, 'Outlet')).toBe('Kololo (Acacia Mall)')
    expect(figure(detail, 'Rider')).toBe('Joseph Mugisha (+256772000111)')
    expect(figure(detail, 'Method')).toBe('mtn money')
    expect(within(detail).getByText('UGX 59,000 via pesapal: Paid (MTN7781)')).toBeInTheDocument()
    expect(within(detail).getByText('Rider Assigned', { exact: false }).closest('li')).not.toHaveTextContent('Not yet')
    expect(within(detail).getByText('Order Picked Up').closest('li')).toHaveTextContent('Not yet')
  })

  // Which status changes are offered, by portal and status (the server decides in the end).
  it.each<[OrdersPortal, string, Row, string[]]>([
    ['admin', 'pending, cash on delivery', {}, ['Start preparing', 'Assign rider', 'Cancel order']],
    ['admin', 'pending, mobile money not paid yet', { payment_method: 'mtn_money' }, ['Cancel order']],
    ['admin', 'processing', { status: 'processing' }, ['Assign rider', 'Cancel order']],
    [
      'admin',
      'assigned',
      { status: 'assigned', rider_id: RIDER.id, rider: RIDER },
      ['Hand to rider Joseph Mugisha', 'Reassign rider', 'Cancel order'],
    ],
    ['admin', 'delivered', { status: 'delivered', payment_status: 'paid' }, []],
    ['outlet', 'pending, cash on delivery', {}, ['Start preparing']],
    ['outlet', 'processing', { status: 'processing' }, []],
    ['outlet', 'assigned', { status: 'assigned', rider_id: RIDER.id, rider: RIDER }, ['Hand to rider Joseph Mugisha']],
  ])('offers the %s portal, for an order %s: %j', async (portal, _status, order, actions) => {
    const { detail } = await openOrder(anOrder(10300, order), portal)
    expect(offered(detail)).toEqual(actions)
  })

  it.each<[string, Row, string[]]>([
    ['pending, cash on delivery', {}, ['Start preparing', 'Assign rider']],
    ['processing', { status: 'processing' }, ['Assign rider']],
    [
      'assigned',
      { status: 'assigned', rider_id: RIDER.id, rider: RIDER },
      ['Hand to rider Joseph Mugisha', 'Reassign rider'],
    ],
    ['pending, mobile money not paid yet', { payment_method: 'mtn_money' }, []],
    ['picked up', { status: 'picked_up', rider_id: RIDER.id, rider: RIDER }, []],
  ])("offers an outlet's manager, for an order %s: %j", async (_status, order, actions) => {
    const { detail } = await openOrder(anOrder(10310, order), 'outlet', true)
    expect(offered(detail)).toEqual(actions)
  })

  it('the timeline says who assigned each rider, and as what', async () => {
    const { detail } = await openOrder(
      anOrder(10320, {
        status: 'assigned',
        rider_id: RIDER.id,
        rider: RIDER,
        assigned_at: '2026-11-20T09:40:00+00:00',
        assignments: [
          {
            id: 'a2',
            rider_name: 'Joseph Mugisha',
            assigned_by_name: 'Ruth Achieng',
            assigned_as: 'outlet_manager',
            assigned_at: '2026-11-20T09:40:00+00:00',
          },
          {
            id: 'a1',
            rider_name: 'Brian Ouma',
            assigned_by_name: 'Daniel Ssempa',
            assigned_as: 'admin',
            assigned_at: '2026-11-20T09:05:00+00:00',
          },
        ],
      }),
    )
    expect(within(detail).getByText('Rider Assigned').closest('li')).toHaveTextContent(
      /\(Brian Ouma, by Daniel Ssempa, admin\)$/,
    )
    expect(within(detail).getByText('Rider Reassigned').closest('li')).toHaveTextContent(
      /\(Joseph Mugisha, by Ruth Achieng, outlet manager\)$/,
    )
  })

  it('says an order paid online and not paid yet is awaiting payment', async () => {
    const { detail } = await openOrder(anOrder(10301, { payment_method: 'card' }))
    expect(within(detail).getByText('This order is awaiting payment')).toBeInTheDocument()
  })

  it('moves the order to Processing once Start preparing is confirmed, and says "Order status updated"', async () => {
    server.rpc(
      'mark_order_processing',
      transition(() => ({ status: 'processing' })),
    )
    const { detail, user } = await openOrder(anOrder(10310), 'outlet')
    await user.click(within(detail).getByRole('button', { name: 'Start preparing' }))
    const confirm = await screen.findByRole('dialog', { name: 'Start preparing Order #10310?' })
    expect(confirm).toHaveTextContent('The order moves to Processing and the customer sees it is being prepared.')
    await user.click(within(confirm).getByRole('button', { name: 'Start preparing' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    await waitFor(() => expect(offered(detail)).toEqual([]))
    expect(within(detail).getAllByText('Processing').length).toBeGreaterThan(0)
  })

  it.each([
    [
      'transition_not_allowed',
      { action: 'mark_order_processing', status: 'cancelled' },
      'Cannot start processing an order that is cancelled',
    ],
    ['awaiting_payment', undefined, 'This order is awaiting payment'],
    ['not_allowed', { column: null }, 'Insufficient permissions'],
  ] as const)('says a refusal (%s) in the shop’s words: "%s"', async (name, details, message) => {
    server.rpc('mark_order_processing', () => refusal(name, details))
    const { detail, user } = await openOrder(anOrder(10320), 'outlet')
    await user.click(within(detail).getByRole('button', { name: 'Start preparing' }))
    const confirm = await screen.findByRole('dialog', { name: 'Start preparing Order #10320?' })
    await user.click(within(confirm).getByRole('button', { name: 'Start preparing' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Start preparing/ })).not.toBeInTheDocument())
    expect(offered(detail)).toEqual(['Start preparing'])
  })

  it('says "Failed to update order status" when the change fails for another reason', async () => {
    const { detail, user } = await openOrder(anOrder(10321), 'outlet')
    server.failNext('POST /rest/v1/rpc/mark_order_processing')
    await user.click(within(detail).getByRole('button', { name: 'Start preparing' }))
    const confirm = await screen.findByRole('dialog', { name: 'Start preparing Order #10321?' })
    await user.click(within(confirm).getByRole('button', { name: 'Start preparing' }))
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument()
  })

  it('records the handover at the counter: the order is picked up, "handed over at the outlet"', async () => {
    server.rpc(
      'hand_to_rider',
      transition(() => ({
        status: 'picked_up',
        picked_up_at: '2026-11-20T10:15:00+00:00',
        handed_over_by: 'staff-1',
      })),
    )
    const { detail, user } = await openOrder(
      anOrder(10330, {
        status: 'assigned',
        rider_id: RIDER.id,
        rider: RIDER,
        assigned_at: '2026-11-20T10:00:00+00:00',
      }),
      'outlet',
    )
    await user.click(within(detail).getByRole('button', { name: 'Hand to rider Joseph Mugisha' }))
    const confirm = await screen.findByRole('dialog', { name: 'Hand Order #10330 to Joseph Mugisha?' })
    await user.click(within(confirm).getByRole('button', { name: 'Hand over' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(detail).getByText('Order Picked Up').closest('li')).toHaveTextContent(
        '(handed over at the outlet)',
      ),
    )
    expect(offered(detail)).toEqual([])
  })

  it('cancels with the reason typed, warning that a paid order is due a refund', async () => {
    server.rpc(
      'cancel_order',
      transition(() => ({ status: 'cancelled', cancelled_at: '2026-11-20T11:00:00+00:00' })),
    )
    const { detail, user } = await openOrder(anOrder(10340, { payment_method: 'card', payment_status: 'paid' }))
    await user.click(within(detail).getByRole('button', { name: 'Cancel order' }))
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Order #10340?' })
    expect(confirm).toHaveTextContent('The stock goes back to the shelf and the admins are told a refund is due.')
    await user.type(within(confirm).getByRole('textbox', { name: 'Reason (optional)' }), '  Customer called  ')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    expect(server.rpcCalls('cancel_order')).toEqual([{ order_id: anOrder(10340).id, reason: 'Customer called' }])
    await waitFor(() => expect(offered(detail)).toEqual([]))
    expect(within(detail).getByText('Cancelled', { selector: 'strong' })).toBeInTheDocument()
  })

  it('assigns a rider from those online, nearest first, and says "Rider assigned successfully"', async () => {
    server.rpc('assignable_riders', () => [
      { ...RIDER, rating: 4.8, total_deliveries: 120, distance_km: 2.3 },
      {
        id: 'r2',
        full_name: 'Achan Grace',
        phone: null,
        vehicle_type: 'bicycle',
        rating: 4,
        total_deliveries: 3,
        distance_km: null,
      },
    ])
    server.rpc(
      'assign_rider',
      transition(() => ({
        status: 'assigned',
        rider_id: 'r2',
        rider: { id: 'r2', full_name: 'Achan Grace', phone: null, vehicle_type: 'bicycle' },
      })),
    )
    const { detail, user } = await openOrder(anOrder(10350, { status: 'processing' }))
    await user.click(within(detail).getByRole('button', { name: 'Assign rider' }))
    const assign = await screen.findByRole('dialog', { name: 'Assign a rider to Order #10350' })
    const riders = await within(assign).findAllByRole('radio')
    expect(riders.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Joseph Mugisha motorcycle · 4.8 ★ · 120 deliveries · 2.3 km from the outlet (last delivery)',
      'Achan Grace bicycle · 4.0 ★ · 3 deliveries · distance unknown',
    ])
    expect(within(assign).getByRole('button', { name: 'Assign rider' })).toBeDisabled()
    await user.click(within(assign).getByRole('radio', { name: /Achan Grace/ }))
    await user.click(within(assign).getByRole('button', { name: 'Assign rider' }))
    expect(await screen.findByText('Rider assigned successfully')).toBeInTheDocument()
    expect(server.rpcCalls('assign_rider')).toEqual([{ order_id: anOrder(10350).id, rider_id: 'r2' }])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Assign a rider/ })).not.toBeInTheDocument())
    await waitFor(() => expect(figure(detail, 'Rider')).toBe('Achan Grace'))
  })

  it('keeps the rider chooser open with the reason when the rider cannot be assigned', async () => {
    server.rpc('assignable_riders', () => [{ ...RIDER, rating: 5, total_deliveries: 1, distance_km: 0.4 }])
    server.rpc('assign_rider', () =>
      refusal('rider_not_available', {
        rider_id: RIDER.id,
        rider_name: RIDER.full_name,
        rider_status: 'offline',
        is_active: true,
      }),
    )
    const { detail, user } = await openOrder(anOrder(10351))
    await user.click(within(detail).getByRole('button', { name: 'Assign rider' }))
    const assign = await screen.findByRole('dialog', { name: 'Assign a rider to Order #10351' })
    await user.click(await within(assign).findByRole('radio', { name: /Joseph Mugisha/ }))
    await user.click(within(assign).getByRole('button', { name: 'Assign rider' }))
    expect(await within(assign).findByRole('alert')).toHaveTextContent(
      'Only an active rider who is online can be assigned',
    )
    expect(await screen.findByText('Failed to assign rider')).toBeInTheDocument()
  })

  it("tells an outlet's manager the riders' deliveries and distances for their own outlet", async () => {
    server.rpc('assignable_riders', () => [{ ...RIDER, rating: 4.8, total_deliveries: 14, distance_km: 1.6 }])
    const { detail, user } = await openOrder(anOrder(10353), 'outlet', true)
    await user.click(within(detail).getByRole('button', { name: 'Assign rider' }))
    const assign = await screen.findByRole('dialog', { name: 'Assign a rider to Order #10353' })
    const [rider] = await within(assign).findAllByRole('radio')
    expect(rider?.closest('label')).toHaveTextContent(
      'Joseph Mugisha motorcycle · 4.8 ★ · 14 deliveries for this outlet · 1.6 km from the outlet (last delivery for this outlet)',
    )
  })

  it('says who declined the order and why; assigning that rider again asks to "Assign anyway"', async () => {
    const declined = {
      id: 'd1',
      rider_id: RIDER.id,
      rider_name: RIDER.full_name,
      reason: 'too_far',
      note: 'The road to Kira is flooded',
      declined_at: '2026-12-02T07:42:00+00:00',
    }
    server.rpc('assignable_riders', () => [{ ...RIDER, rating: 4.8, total_deliveries: 120, distance_km: 2.3 }])
    const { detail, user } = await openOrder(anOrder(10353, { status: 'processing', declines: [declined] }))
    expect(within(detail).getByRole('alert')).toHaveTextContent(
      /Joseph Mugisha declined this order.*Declined .*10:42.*: Too far away: The road to Kira is flooded\. Assign another rider\./,
    )
    expect(within(detail).getByText(/^Declined by Joseph Mugisha/)).toBeInTheDocument()
    await user.click(within(detail).getByRole('button', { name: 'Assign rider' }))
    const assign = await screen.findByRole('dialog', { name: 'Assign a rider to Order #10353' })
    const radio = await within(assign).findByRole('radio', { name: /Joseph Mugisha/ })
    expect(radio.closest('label')).toHaveTextContent('Declined this order')
    await user.click(radio)
    expect(within(assign).getByRole('alert')).toHaveTextContent(
      /Joseph Mugisha declined this order.*Too far away.*Assign them again only if they agreed to take it\./,
    )
    expect(within(assign).getByRole('button', { name: 'Assign anyway' })).toBeEnabled()
  })

  it('says when no rider is online to assign', async () => {
    server.rpc('assignable_riders', () => [])
    const { detail, user } = await openOrder(anOrder(10352))
    await user.click(within(detail).getByRole('button', { name: 'Assign rider' }))
    const assign = await screen.findByRole('dialog', { name: 'Assign a rider to Order #10352' })
    expect(await within(assign).findByText('No riders are online right now')).toBeInTheDocument()
  })

  it('shows the proof of delivery through a signed URL, and says when it cannot be loaded', async () => {
    const order = anOrder(10360, {
      status: 'delivered',
      delivered_at: '2026-11-20T12:00:00+00:00',
      delivery_photo_url: `delivery-photos/${anOrder(10360).id}/1764669600000.jpg`,
    })
    server.storeObject('delivery-photos', `${order.id}/1764669600000.jpg`)
    const { detail, unmount } = await openOrder(order)
    const photo = await within(detail).findByRole('img', { name: 'Proof of delivery for Order #10360' })
    expect(photo).toHaveAttribute(
      'src',
      `http://supabase.test/storage/v1/object/sign/delivery-photos/${order.id}/1764669600000.jpg?token=fake-token`,
    )
    unmount()

    const lost = anOrder(10361, { status: 'delivered', delivery_photo_url: 'delivery-photos/gone/1.jpg' })
    const again = await openOrder(lost)
    expect(
      await within(again.detail).findByText(
        'The delivery photo could not be loaded. Close the order and open it again.',
      ),
    ).toBeInTheDocument()
  })

  it('says how a delivery was completed, and that its code was locked after the wrong tries', async () => {
    const locked = anOrder(10362, {
      status: 'delivered',
      delivered_at: '2026-11-20T12:00:00+00:00',
      delivery_proof: 'photo',
      delivery_photo_url: 'delivery-photos/x/1.jpg',
      delivery_code_failures: 5,
      delivery_code_locked_at: '2026-11-20T11:40:00+00:00',
    })
    const first = await openOrder(locked)
    await within(first.detail).findByText('Customer and delivery')
    expect(figure(first.detail, 'Completed with')).toBe('Photo')
    expect(figure(first.detail, 'Delivery code')).toBe(
      'Code locked after 5 wrong tries (20 Nov 2026, 14:40): only a photo completes the delivery',
    )
    first.unmount()

    const withCode = await openOrder(
      anOrder(10363, { status: 'delivered', delivered_at: '2026-11-20T12:00:00+00:00', delivery_proof: 'code' }),
    )
    await within(withCode.detail).findByText('Customer and delivery')
    expect(figure(withCode.detail, 'Completed with')).toBe('Delivery code')
    expect(within(withCode.detail).queryByText(/wrong tr/)).not.toBeInTheDocument()
  })

  it('says "Order not found" for an id that is no order id, without asking the server', async () => {
    server.table('orders', [])
    renderInShell(
      <PortalPage>
        <OrdersScreen portal="admin" title="Orders" />
      </PortalPage>,
      { url: '/admin/orders?order=10234' },
    )
    expect(await screen.findByText('Order not found')).toBeInTheDocument()
    expect(screen.getByText('Check the order number, or find it in the list.')).toBeInTheDocument()
    expect(server.requests.filter((request) => request.query.get('id') !== null)).toEqual([])
  })

  it('says "Order not found" for an order the reader may not see', async () => {
    server.table('orders', [])
    renderInShell(
      <PortalPage>
        <OrdersScreen portal="outlet" title="Orders" />
      </PortalPage>,
      { url: `/outlet/orders?order=${anOrder(10370).id}` },
    )
    expect(await screen.findByText('Order not found')).toBeInTheDocument()
  })

  it('Close leaves the list, with the order no longer in the URL', async () => {
    const { detail, user, location } = await openOrder(anOrder(10380))
    await user.click(within(detail).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
    await waitFor(() => expect(location()).toBe('/admin/orders'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
