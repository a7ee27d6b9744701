// The rider's order page, in the rider app as the shell loads it (/rider/orders/{id}): what the rider
// reads of the order, the actions offered in each status, the delivery photo, the confirmation before a
// cancel, declining with a reason, opening a new assignment, refusals said until dismissed, and what is
// kept on the phone while offline.
import { installFakeSupabase, type Row, refusal } from '@shop/shared/testing/fake-supabase'
import { renderInShell } from '@shop/shared/testing/render'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
// The rider app's routes: the one import of the app under test.
import RiderRoutes from '../../app/routes.tsx'

const server = installFakeSupabase()

const RIDER = {
  id: 'a1000000-0000-4000-8000-000000000001',
  email: 'rider@example.com',
  full_name: 'Joseph Mugisha',
  is_active: true,
}

function anOrder(number: number, overrides: Row = {}): Row {
  return {
    id: `0c0ffee0-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    status: 'assigned',
    rider_id: RIDER.id,
    created_at: '2026-11-20T07:00:00+00:00',
    assigned_at: '2026-11-20T07:30:00+00:00',
    // The rider has opened the assignment already (a new one rings over the page: job-alert).
    assignment_seen_at: '2026-11-20T07:31:00+00:00',
    picked_up_at: null,
    delivered_at: null,
    cancelled_at: null,
    updated_at: '2026-11-20T07:30:00+00:00',
    total_amount: 65000,
    payment_method: 'cash_on_delivery',
    payment_status: 'pending',
    shipping_address: {
      full_name: 'Sarah Namubiru',
      phone: '+256772481530',
      street: 'Plot 5, Kira Road',
      city: 'Kampala',
    },
    delivery_latitude: 0.3476,
    delivery_longitude: 32.5825,
    delivery_instructions: 'Blue gate opposite the church',
    delivery_photo_url: null,
    delivery_proof: null,
    delivery_code_failures: 0,
    delivery_code_locked_at: null,
    outlet: {
      name: 'Kololo (Acacia Mall)',
      address: 'Acacia Mall, Kisementi',
      city: 'Kampala',
      phone: '+256414000111',
      opening_hours: 'Mon–Sat 8:00–20:00',
      latitude: 0.3376,
      longitude: 32.5946,
    },
    customer: { full_name: 'Sarah Namubiru', phone: '+256772481530' },
    order_items: [
      { quantity: 2, product_name: 'Beef Sausages 500 g', price: 18000 },
      { quantity: 1, product_name: 'Goat Ribs 1 kg', price: 24000 },
    ],
    ...overrides,
  }
}

/** The order's row changed as the rider's transition function changes it. */
function transition(changes: Row) {
  return ({ order_id }: Row) => {
    const order = server.rows('orders').find((row) => row.id === order_id)
    if (!order) return refusal('order_not_found')
    Object.assign(order, changes)
    return null
  }
}

async function openOrder(order: Row) {
  server.table('orders', [order])
  server.table('delivery_positions', [])
  const shell = renderInShell(<RiderRoutes />, {
    url: `/rider/orders/${order.id}`,
    path: '/rider/*',
    signedIn: { rider: RIDER },
  })
  await screen.findByRole('heading', { level: 1, name: `Order #${order.number}` })
  return shell
}

const actions = () => within(screen.getByRole('region', { name: 'Actions' }))
const step = (label: string) => screen.getByText(label, { selector: '.rider-timeline__label' }).nextElementSibling

let online = true
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
function goOffline() {
  online = false
  window.dispatchEvent(new Event('offline'))
}
function goOnline() {
  online = true
  window.dispatchEvent(new Event('online'))
}

afterEach(async () => {
  online = true
  vi.restoreAllMocks()
  await clearPhone()
})

/** Empties what the phone keeps (rider-db), as a fresh install has it. */
async function clearPhone() {
  const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
    const request = indexedDB.open('rider-db')
    // Not made yet: leave it to the app to make.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
    request.onblocked = () => reject(new Error('rider-db is blocked'))
  })
  if (!db) return
  const stores = [...db.objectStoreNames]
  const tx = db.transaction(stores, 'readwrite')
  for (const store of stores) tx.objectStore(store).clear()
  await new Promise((resolve) => {
    tx.oncomplete = resolve
  })
  db.close()
}

describe("the rider's order page", () => {
  it('shows where to pick the order up and where to take it, its items and the cash to collect', async () => {
    await openOrder(anOrder(10400))
    expect(step('Order Placed')?.textContent).not.toBe('Not yet')
    expect(step('Rider Assigned')?.textContent).not.toBe('Not yet')
    expect(step('Order Picked Up')).toHaveTextContent('Not yet')
    expect(step('Delivered')).toHaveTextContent('Not yet')

    const pickup = within(screen.getByRole('region', { name: 'Pickup location' }))
    expect(pickup.getByText('Kololo (Acacia Mall)')).toBeInTheDocument()
    expect(pickup.getByText('Mon–Sat 8:00–20:00')).toBeInTheDocument()
    expect(pickup.getByRole('link', { name: 'Call Outlet' })).toHaveAttribute('href', 'tel:+256414000111')
    expect(pickup.getByRole('link', { name: 'Navigate to the outlet' }).getAttribute('href')).toContain('0.3376')

    const delivery = within(screen.getByRole('region', { name: 'Delivery location' }))
    expect(delivery.getByText('Sarah Namubiru')).toBeInTheDocument()
    expect(delivery.getByText('Plot 5, Kira Road')).toBeInTheDocument()
    expect(delivery.getByText('Blue gate opposite the church')).toBeInTheDocument()
    expect(delivery.getByRole('link', { name: 'Call Customer' })).toHaveAttribute('href', 'tel:+256772481530')
    expect(delivery.getByRole('link', { name: 'Navigate to the customer' }).getAttribute('href')).toContain('0.3476')

    const items = within(screen.getByRole('region', { name: 'Items' }))
    expect(items.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Beef Sausages 500 g× 2',
      'Goat Ribs 1 kg× 1',
    ])
    expect(items.getByText(/Total/)).toHaveTextContent('Total UGX 65,000 · collect in cash')
  })

  it('asks for no cash when the order is paid', async () => {
    await openOrder(anOrder(10401, { payment_method: 'mtn_money', payment_status: 'paid' }))
    expect(within(screen.getByRole('region', { name: 'Items' })).getByText(/Total/)).toHaveTextContent(
      /^Total UGX 65,000$/,
    )
  })

  it('offers Confirm Pickup on an assigned order; once confirmed, the photo and Complete Delivery', async () => {
    server.rpc('confirm_pickup', transition({ status: 'picked_up', picked_up_at: '2026-11-20T08:00:00+00:00' }))
    const { user } = await openOrder(anOrder(10410))
    expect(actions().queryByRole('button', { name: 'Complete Delivery' })).not.toBeInTheDocument()
    await user.click(actions().getByRole('button', { name: 'Confirm Pickup' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    expect(await actions().findByRole('button', { name: 'Complete Delivery' })).toBeEnabled()
    expect(actions().getByText('Take Photo')).toBeInTheDocument()
    expect(actions().queryByRole('button', { name: 'Confirm Pickup' })).not.toBeInTheDocument()
    await waitFor(() => expect(step('Order Picked Up')?.textContent).not.toBe('Not yet'))
    expect(server.rpcCalls('confirm_pickup')).toEqual([{ order_id: anOrder(10410).id, request_id: expect.any(String) }])
  })

  it('will not complete a delivery without a photo: "Please take a delivery photo"', async () => {
    const { user } = await openOrder(anOrder(10420, { status: 'picked_up', picked_up_at: '2026-11-20T08:00:00+00:00' }))
    await user.click(actions().getByRole('button', { name: 'Complete Delivery' }))
    expect(await actions().findByRole('alert')).toHaveTextContent('Please take a delivery photo')
    expect(server.rpcCalls('complete_delivery')).toEqual([])
  })

  it('refuses a photo of 5MB or more: "Image must be less than 5MB"', async () => {
    const { user } = await openOrder(anOrder(10421, { status: 'picked_up' }))
    const huge = new File([new Uint8Array(5 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' })
    await user.upload(actions().getByLabelText('Take Photo'), huge)
    expect(await actions().findByRole('alert')).toHaveTextContent('Image must be less than 5MB')
  })

  it('completes the delivery with the photo: uploaded first, then the order is delivered', async () => {
    server.rpc('complete_delivery', transition({ status: 'delivered', delivered_at: '2026-11-20T09:00:00+00:00' }))
    const order = anOrder(10430, { status: 'picked_up', picked_up_at: '2026-11-20T08:00:00+00:00' })
    const { user } = await openOrder(order)
    await user.upload(actions().getByLabelText('Take Photo'), new File(['jpeg'], 'door.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByRole('img', { name: 'What you took, to send with the delivery' })).toBeInTheDocument()
    expect(actions().getByText('Retake Photo')).toBeInTheDocument()
    await user.click(actions().getByRole('button', { name: 'Complete Delivery' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    const [upload] = server.uploads()
    expect(upload).toMatch(new RegExp(`^delivery-photos/${order.id}/\\d+\\.jpg$`))
    expect(server.rpcCalls('complete_delivery')).toEqual([
      { order_id: order.id, photo_url: upload, request_id: expect.any(String) },
    ])
    await waitFor(() => expect(actions().getByRole('button', { name: 'Cancel Delivery' })).toBeDisabled())
    expect(actions().queryByRole('button', { name: 'Complete Delivery' })).not.toBeInTheDocument()
  })

  it('completes the delivery with the customer’s code: Complete with Code sends it with a request id', async () => {
    server.rpc('complete_delivery_with_code', ({ order_id }: Row) => {
      transition({ status: 'delivered', delivered_at: '2026-11-20T09:00:00+00:00', delivery_proof: 'code' })({
        order_id,
      })
      return [{ status: 'delivered', refusal: null, tries_left: 5 }]
    })
    const order = anOrder(10431, { status: 'picked_up', picked_up_at: '2026-11-20T08:00:00+00:00' })
    const { user } = await openOrder(order)
    await user.type(actions().getByLabelText('Code from the customer'), '0482')
    await user.click(actions().getByRole('button', { name: 'Complete with Code' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    expect(server.rpcCalls('complete_delivery_with_code')).toEqual([
      { order_id: order.id, code: '0482', request_id: expect.any(String) },
    ])
    expect(await screen.findByText("Delivered with the customer's code.")).toBeInTheDocument()
    expect(server.uploads()).toEqual([])
  })

  it('a wrong code says so, with the tries left and what to do, and the form stays', async () => {
    server.rpc('complete_delivery_with_code', () => [{ status: 'picked_up', refusal: 'KM109', tries_left: 3 }])
    const { user } = await openOrder(anOrder(10432, { status: 'picked_up' }))
    await user.type(actions().getByLabelText('Code from the customer'), '1111')
    await user.click(actions().getByRole('button', { name: 'Complete with Code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Complete with Code for Order #10432 was not accepted: Wrong code — 3 tries left. Check the code with the customer and enter it again.',
    )
    expect(actions().getByRole('button', { name: 'Complete with Code' })).toBeEnabled()
  })

  it('asks for four digits before sending anything', async () => {
    const { user } = await openOrder(anOrder(10433, { status: 'picked_up' }))
    await user.type(actions().getByLabelText('Code from the customer'), '12')
    await user.click(actions().getByRole('button', { name: 'Complete with Code' }))
    expect(await actions().findByText('Enter the 4-digit code from the customer')).toBeInTheDocument()
    expect(server.rpcCalls('complete_delivery_with_code')).toEqual([])
  })

  it('a locked code gives way to the photo: "Code locked: take a photo instead"', async () => {
    await openOrder(
      anOrder(10434, {
        status: 'picked_up',
        delivery_code_failures: 5,
        delivery_code_locked_at: '2026-11-20T08:40:00+00:00',
      }),
    )
    expect(actions().getByText('Code locked: take a photo instead')).toBeInTheDocument()
    expect(actions().queryByRole('button', { name: 'Complete with Code' })).not.toBeInTheDocument()
    expect(actions().getByRole('button', { name: 'Complete Delivery' })).toBeEnabled()
  })

  it('asks before cancelling, and sends nothing when the rider says no', async () => {
    server.rpc('cancel_delivery', transition({ status: 'cancelled', cancelled_at: '2026-11-20T08:30:00+00:00' }))
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const { user } = await openOrder(anOrder(10440))
    await user.click(actions().getByRole('button', { name: 'Cancel Delivery' }))
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this delivery?')
    expect(server.rpcCalls('cancel_delivery')).toEqual([])

    await user.click(actions().getByRole('button', { name: 'Cancel Delivery' }))
    expect(await screen.findByText('Order status updated')).toBeInTheDocument()
    expect(await screen.findByText(/^Cancelled/)).toBeInTheDocument()
    expect(actions().getByRole('button', { name: 'Cancel Delivery' })).toBeDisabled()
    expect(actions().queryByRole('button', { name: 'Confirm Pickup' })).not.toBeInTheDocument()
  })

  it('declines an assigned order with a reason: "Other reason" needs the rider’s words; then back to Deliveries', async () => {
    server.rpc('decline_assignment', transition({ status: 'processing', rider_id: null, assigned_at: null }))
    server.table('delivery_riders', [
      { ...RIDER, phone: '+256772000001', vehicle_type: 'motorcycle', status: 'online' },
    ])
    server.table('rider_earnings_summary', [{ rider_id: RIDER.id, today: 0, deliveries_today: 0 }])
    const { user } = await openOrder(anOrder(10445))
    await user.click(actions().getByRole('button', { name: 'Decline Order' }))
    const form = within(actions().getByRole('group', { name: 'Why are you declining?' }))
    await user.click(actions().getByRole('button', { name: 'Decline Order' }))
    expect(await actions().findByRole('alert')).toHaveTextContent('Choose why you are declining')
    await user.click(form.getByRole('radio', { name: 'Other reason' }))
    await user.click(actions().getByRole('button', { name: 'Decline Order' }))
    expect(await actions().findByRole('alert')).toHaveTextContent('Please say why you decline this order')
    expect(server.rpcCalls('decline_assignment')).toEqual([])

    await user.type(actions().getByLabelText('Tell the shop why'), 'My child is sick')
    await user.click(actions().getByRole('button', { name: 'Decline Order' }))
    expect(await screen.findByText('Order declined. The shop will give it to another rider.')).toBeInTheDocument()
    expect(server.rpcCalls('decline_assignment')).toEqual([
      { order_id: anOrder(10445).id, reason: 'other', note: 'My child is sick', request_id: expect.any(String) },
    ])
    expect(await screen.findByRole('heading', { name: "Today's Earnings" })).toBeInTheDocument()
  })

  it('opening the page of a new assignment tells the server it was opened, once', async () => {
    server.rpc('acknowledge_assignment', () => '2026-11-20T07:40:00+00:00')
    await openOrder(anOrder(10446, { assignment_seen_at: null }))
    await waitFor(() => expect(server.rpcCalls('acknowledge_assignment')).toEqual([{ order_id: anOrder(10446).id }]))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it.each([
    ['delivered', { status: 'delivered', delivered_at: '2026-11-20T09:00:00+00:00' }],
    ['cancelled', { status: 'cancelled', cancelled_at: '2026-11-20T09:00:00+00:00' }],
  ])('offers nothing but a disabled Cancel Delivery on a %s order', async (_status, changes) => {
    await openOrder(anOrder(10450, changes))
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel Delivery'])
    expect(actions().getByRole('button', { name: 'Cancel Delivery' })).toBeDisabled()
  })

  it('shows the delivery photo of a delivered order, through a signed URL', async () => {
    const order = anOrder(10460, { status: 'delivered', delivery_photo_url: 'delivery-photos/x/1.jpg' })
    server.storeObject('delivery-photos', 'x/1.jpg')
    await openOrder(order)
    expect(await screen.findByRole('img', { name: 'Proof of delivery for Order #10460' })).toHaveAttribute(
      'src',
      'http://supabase.test/storage/v1/object/sign/delivery-photos/x/1.jpg?token=fake-token',
    )
  })

  it('says a refusal until the rider dismisses it', async () => {
    server.rpc('confirm_pickup', () =>
      refusal('transition_not_allowed', { action: 'confirm_pickup', status: 'cancelled' }),
    )
    const { user } = await openOrder(anOrder(10470))
    await user.click(actions().getByRole('button', { name: 'Confirm Pickup' }))
    const said = 'Confirm Pickup for Order #10470 was not accepted: Cannot confirm pickup of an order that is cancelled'
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(said)
    expect(await screen.findByText(said, { selector: ':not([role="alert"] *)' })).toBeInTheDocument()
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('keeps a pickup made offline on the phone, says it waits, and sends it when the connection is back', async () => {
    server.rpc('confirm_pickup', transition({ status: 'picked_up', picked_up_at: '2026-11-20T08:00:00+00:00' }))
    const { user } = await openOrder(anOrder(10480))
    goOffline()
    await user.click(actions().getByRole('button', { name: 'Confirm Pickup' }))
    expect(
      await screen.findByText('Saved on this phone. It will be sent when you are back online.'),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('Waiting to be sent: this order will be updated on the server when you are back online.'),
    ).toBeInTheDocument()
    expect(step('Order Picked Up')).toHaveTextContent('Waiting to be sent')
    // The next step is offered at once, on the phone.
    expect(actions().getByRole('button', { name: 'Complete Delivery' })).toBeInTheDocument()
    expect(server.rpcCalls('confirm_pickup')).toEqual([])

    goOnline()
    await waitFor(() => expect(server.rpcCalls('confirm_pickup')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText(/^Waiting to be sent/)).not.toBeInTheDocument())
    await waitFor(() => expect(step('Order Picked Up')?.textContent).not.toMatch(/Waiting|Not yet/))
  })

  it('keeps a code entered offline on the phone and sends it once, with its request id, when the connection is back', async () => {
    server.rpc('complete_delivery_with_code', ({ order_id }: Row) => {
      transition({ status: 'delivered', delivered_at: '2026-11-20T09:00:00+00:00', delivery_proof: 'code' })({
        order_id,
      })
      return [{ status: 'delivered', refusal: null, tries_left: 5 }]
    })
    const { user } = await openOrder(anOrder(10481, { status: 'picked_up', picked_up_at: '2026-11-20T08:00:00+00:00' }))
    goOffline()
    await user.type(actions().getByLabelText('Code from the customer'), '0482')
    await user.click(actions().getByRole('button', { name: 'Complete with Code' }))
    expect(
      await screen.findByText('Saved on this phone. It will be sent when you are back online.'),
    ).toBeInTheDocument()
    expect(step('Delivered')).toHaveTextContent('Waiting to be sent')
    expect(server.rpcCalls('complete_delivery_with_code')).toEqual([])

    goOnline()
    await waitFor(() => expect(server.rpcCalls('complete_delivery_with_code')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText(/^Waiting to be sent/)).not.toBeInTheDocument())
    expect(server.rpcCalls('complete_delivery_with_code')).toEqual([
      { order_id: anOrder(10481).id, code: '0482', request_id: expect.any(String) },
    ])
  })

  it('says "Order not found" for an order that is not the rider’s', async () => {
    server.table('orders', [anOrder(10490, { rider_id: 'someone-else' })])
    server.table('delivery_positions', [])
    renderInShell(<RiderRoutes />, {
      url: `/rider/orders/${anOrder(10490).id}`,
      path: '/rider/*',
      signedIn: { rider: RIDER },
    })
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument()
    expect(screen.getByText('It may have been given to another rider or removed.')).toBeInTheDocument()
  })
})
