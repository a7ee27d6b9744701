// How an order moves: each transition is allowed to the right caller from the right state, refused
// otherwise with a clear error, and leaves its side effects (timestamps, stock, payment, earnings,
// notifications, the rider's state) in the database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import {
  KOLOLO,
  type OrderRequest,
  type OrderRow,
  placeOrder,
  read,
  transition,
  uploadDeliveryPhoto,
} from './support/orders.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())
beforeEach(async () => {
  // Each test starts with riders online and nobody carrying an order.
  await t.db.exec(`update public.products set stock = 50;
                   update public.orders set status = 'cancelled', cancelled_at = now() where status = 'picked_up';
                   update public.delivery_riders set status = 'online', is_active = true where full_name <> 'Ivan Idle'`)
})

const stockOf = async (id: string) =>
  (await read<{ stock: number }>(t.db, 'select stock from public.products where id = $1', [id]))[0]?.stock
const orderRow = async (id: string) =>
  (await read<OrderRow>(t.db, 'select * from public.orders where id = $1', [id]))[0] as OrderRow
const riderRow = async (id: string | null) =>
  (
    await read<{ status: string; total_deliveries: number }>(
      t.db,
      'select * from public.delivery_riders where id = $1',
      [id],
    )
  )[0]
const notesFor = async (orderId: string) =>
  (
    await read<{ message: string }>(
      t.db,
      'select message from public.admin_notifications where order_id = $1 order by created_at',
      [orderId],
    )
  ).map((n) => n.message)

/** A fresh order of customer A (2 beef fillets + 1 sausages + delivery = UGX 70,000) from outlet X to Kololo. */
const newOrder = (method: OrderRequest['method'] = 'cash_on_delivery') =>
  placeOrder(t.db, w.customerA, {
    items: [
      { product_id: w.products.beef, quantity: 2 },
      { product_id: w.products.sausages, quantity: 1 },
    ],
    method,
  })

/** Moves a new cash-on-delivery order along to `status` through the transition functions. */
async function orderIn(status: 'processing' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled') {
  const order = await newOrder()
  if (status === 'cancelled') return transition(t.db, w.customerA, 'cancel_order', order.id, 'Changed my mind')
  await transition(t.db, w.staffX, 'mark_order_processing', order.id)
  if (status === 'processing') return orderRow(order.id)
  await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
  if (status === 'assigned') return orderRow(order.id)
  await transition(t.db, w.riderR, 'confirm_pickup', order.id)
  if (status === 'picked_up') return orderRow(order.id)
  return transition(t.db, w.riderR, 'complete_delivery', order.id, await uploadDeliveryPhoto(t.db, w.riderR, order.id))
}

/** How `actor` calling `fn` is refused: the error's code and details. */
const refusal = async (actor: Actor, fn: string, ...args: unknown[]) =>
  refusalOf(await pgError(transition(t.db, actor, fn, ...args)))
const refused = (name: Parameters<typeof codeOf>[0], details: unknown = null) => ({ code: codeOf(name), details })
const notFound = refused('order_not_found')
const notAllowed = refused('not_allowed')
const notNow = (action: string, status: string) => refused('transition_not_allowed', { action, status })

describe('pending → processing: the outlet (or an admin) confirms the order', () => {
  it('the staff of the order’s outlet confirm a cash-on-delivery order', async () => {
    const order = await newOrder()
    const confirmed = await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    expect(confirmed.status).toBe('processing')
    expect(confirmed.updated_at.getTime()).toBeGreaterThanOrEqual(order.updated_at.getTime())
  })

  it('an admin may confirm too', async () => {
    const order = await newOrder()
    expect((await transition(t.db, w.admin, 'mark_order_processing', order.id)).status).toBe('processing')
  })

  it('an order paid online waits for its payment', async () => {
    const order = await newOrder('card')
    expect(await refusal(w.staffX, 'mark_order_processing', order.id)).toEqual(refused('awaiting_payment'))
  })

  it('the customer, a rider, or another outlet cannot confirm it', async () => {
    const order = await newOrder()
    expect(await refusal(w.customerA, 'mark_order_processing', order.id)).toEqual(notAllowed)
    expect(await refusal(w.riderR, 'mark_order_processing', order.id)).toEqual(notFound)
    const entebbe = await placeOrder(t.db, w.customerB, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      ...PLACES.entebbe,
    })
    expect(await refusal(w.staffX, 'mark_order_processing', entebbe.id)).toEqual(notFound)
  })

  it('only a pending order can be confirmed', async () => {
    const order = await orderIn('processing')
    expect(await refusal(w.staffX, 'mark_order_processing', order.id)).toEqual(
      notNow('mark_order_processing', 'processing'),
    )
  })
})

describe('payments move the order (set_order_payment_status, for the payment functions only)', () => {
  const pay = (orderId: string, status: string) =>
    t.db
      .query<OrderRow>('select * from public.set_order_payment_status($1, $2)', [orderId, status])
      .then((r) => r.rows[0] as OrderRow)

  it('a paid order goes on to processing and the admins hear of the payment', async () => {
    const order = await newOrder('mtn_money')
    const paid = await pay(order.id, 'paid')
    expect(paid).toMatchObject({ status: 'processing', payment_status: 'paid' })
    expect(await notesFor(order.id)).toContain(`Payment of UGX 70,000 received for order #${order.number}`)
  })

  it('reporting the same result twice changes nothing the second time', async () => {
    const order = await newOrder('card')
    await pay(order.id, 'paid')
    const notes = (await notesFor(order.id)).length
    expect(await pay(order.id, 'paid')).toMatchObject({ status: 'processing', payment_status: 'paid' })
    expect((await notesFor(order.id)).length).toBe(notes)
  })

  it('a failed payment leaves the order pending for another try; refunds only follow a payment', async () => {
    const order = await newOrder('airtel_money')
    expect(await pay(order.id, 'failed')).toMatchObject({ status: 'pending', payment_status: 'failed' })
    expect(refusalOf(await pgError(pay(order.id, 'refunded')))).toEqual(
      refused('payment_transition_not_allowed', { from: 'failed', to: 'refunded' }),
    )
    expect(await pay(order.id, 'paid')).toMatchObject({ status: 'processing', payment_status: 'paid' })
    expect(await pay(order.id, 'refunded')).toMatchObject({ payment_status: 'refunded' })
  })

  it('no signed-in user can set a payment status, not even on their own order', async () => {
    const order = await newOrder('card')
    const error = await pgError(
      as(t.db, w.customerA, (tx) => tx.query(`select public.set_order_payment_status($1, 'paid')`, [order.id])),
    )
    expect(error.code).toBe(codeOf('not_allowed'))
    const adminTry = await pgError(
      as(t.db, w.admin, (tx) => tx.query(`update public.orders set payment_status = 'paid' where id = $1`, [order.id])),
    )
    expect(adminTry.code).toBe(codeOf('not_allowed'))
  })
})

describe('what the payment functions refuse (record_payment_attempt, apply_payment_result), by code', () => {
  const unknownOrder = '00000000-0000-4000-8000-000000000000'
  const attempt = (orderId: string, amount: number, currency = 'UGX', tracking = crypto.randomUUID()) =>
    t.db
      .query<{ id: string }>(`select (public.record_payment_attempt($1, $2, $3, $4, $5)).id`, [
        orderId,
        `KM-${tracking}`,
        tracking,
        amount,
        currency,
      ])
      .then((r) => ({ id: r.rows[0]?.id as string, tracking, reference: `KM-${tracking}` }))
  const result = (tracking: string, reference: string, code: number, amount: number, currency = 'UGX') =>
    t.db.query('select public.apply_payment_result($1, $2, $3, $4, $5)', [tracking, reference, code, amount, currency])

  it('an attempt needs an order awaiting payment, for its own amount and currency', async () => {
    expect(refusalOf(await pgError(attempt(unknownOrder, 70000)))).toEqual(refused('order_not_found'))
    const cash = await newOrder()
    expect(refusalOf(await pgError(attempt(cash.id, 70000)))).toEqual(
      refused('not_awaiting_payment', {
        status: 'pending',
        payment_status: 'pending',
        payment_method: 'cash_on_delivery',
      }),
    )
    const card = await newOrder('card')
    expect(refusalOf(await pgError(attempt(card.id, 69000)))).toEqual(
      refused('payment_amount_mismatch', {
        amount: 69000,
        currency: 'UGX',
        order_amount: 70000,
        order_currency: 'UGX',
      }),
    )
  })

  it('a result must name a known attempt, with its reference, amount and currency', async () => {
    const card = await newOrder('card')
    const paying = await attempt(card.id, 70000)
    expect(refusalOf(await pgError(result('no-such-tracking-id', paying.reference, 1, 70000)))).toEqual(
      refused('payment_not_found'),
    )
    expect(refusalOf(await pgError(result(paying.tracking, 'KM-someone-else', 1, 70000)))).toEqual(
      refused('payment_mismatch', { payment_id: paying.id, mismatch: 'merchant_reference' }),
    )
    expect(refusalOf(await pgError(result(paying.tracking, paying.reference, 1, 7000, 'ugx')))).toEqual(
      refused('payment_mismatch', {
        payment_id: paying.id,
        mismatch: 'amount',
        provider_amount: 7000,
        provider_currency: 'ugx',
        payment_amount: 70000,
        payment_currency: 'UGX',
      }),
    )
    expect((await orderRow(card.id)).payment_status).toBe('pending')
  })
})

describe('assign_rider: an admin (or the outlet’s manager: outlet-assigns.test.ts) assigns an active, online rider', () => {
  it('sets the rider, the status assigned and assigned_at', async () => {
    const order = await orderIn('processing')
    const assigned = await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    expect(assigned).toMatchObject({ status: 'assigned', rider_id: w.riderR.id })
    expect(assigned.assigned_at).toBeInstanceOf(Date)
  })

  it('a pending cash-on-delivery order may be assigned straight away; an unpaid online order may not', async () => {
    const cash = await newOrder()
    expect((await transition(t.db, w.admin, 'assign_rider', cash.id, w.riderR.id)).status).toBe('assigned')
    const card = await newOrder('card')
    expect(await refusal(w.admin, 'assign_rider', card.id, w.riderR.id)).toEqual(refused('awaiting_payment'))
  })

  it('an assigned order may be given to another rider before pickup', async () => {
    const order = await orderIn('assigned')
    expect((await transition(t.db, w.admin, 'assign_rider', order.id, w.riderS.id)).rider_id).toBe(w.riderS.id)
  })

  it('an offline or deactivated rider cannot be assigned', async () => {
    const order = await orderIn('processing')
    expect(await refusal(w.admin, 'assign_rider', order.id, w.riderIdle.id)).toEqual(
      refused('rider_not_available', {
        rider_id: w.riderIdle.id,
        rider_name: 'Ivan Idle',
        rider_status: 'offline',
        is_active: true,
      }),
    )
    await t.db.query('update public.delivery_riders set is_active = false where id = $1', [w.riderS.id])
    expect(await refusal(w.admin, 'assign_rider', order.id, w.riderS.id)).toEqual(
      refused('rider_not_available', {
        rider_id: w.riderS.id,
        rider_name: 'Sarah Rider',
        rider_status: 'online',
        is_active: false,
      }),
    )
    const nobody = '00000000-0000-4000-8000-000000000000'
    expect(await refusal(w.admin, 'assign_rider', order.id, nobody)).toEqual(refused('rider_not_found'))
  })

  it('staff who do not manage the outlet and riders do not assign, and nobody once the rider has the goods', async () => {
    const order = await orderIn('processing')
    expect(await refusal(w.staffX, 'assign_rider', order.id, w.riderR.id)).toEqual(notAllowed)
    expect(await refusal(w.riderR, 'assign_rider', order.id, w.riderR.id)).toEqual(notFound)
    const onTheRoad = await orderIn('picked_up')
    expect(await refusal(w.admin, 'assign_rider', onTheRoad.id, w.riderS.id)).toEqual(
      notNow('assign_rider', 'picked_up'),
    )
  })
})

describe('confirm_pickup: the assigned rider collects the order', () => {
  it('sets picked_up and picked_up_at; the rider is delivering', async () => {
    const order = await orderIn('assigned')
    const picked = await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    expect(picked.status).toBe('picked_up')
    expect(picked.picked_up_at).toBeInstanceOf(Date)
    expect((await riderRow(w.riderR.id))?.status).toBe('delivering')
  })

  it('another rider does not even see the order; the customer cannot confirm it', async () => {
    const order = await orderIn('assigned')
    expect(await refusal(w.riderS, 'confirm_pickup', order.id)).toEqual(notFound)
    expect(await refusal(w.customerA, 'confirm_pickup', order.id)).toEqual(notAllowed)
  })

  // Changed on purpose (the outlet's hand_to_rider, 20261127100000): the rider's Confirm Pickup of an order
  // already in their hands used to be refused; now it answers the order as it is, so the rider app's
  // queued pickup is not shown as refused for something that did happen.
  it('the rider confirming an order already picked up changes nothing and is not refused', async () => {
    const order = await orderIn('picked_up')
    const again = await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    expect(again).toMatchObject({ status: 'picked_up', handed_over_by: null })
    expect(again.picked_up_at).toEqual(order.picked_up_at)
    expect(again.updated_at).toEqual(order.updated_at)
  })

  it('a delivered or cancelled order cannot be picked up; an admin is refused a second pickup', async () => {
    const delivered = await orderIn('delivered')
    expect(await refusal(w.riderR, 'confirm_pickup', delivered.id)).toEqual(notNow('confirm_pickup', 'delivered'))
    const dropped = await orderIn('assigned')
    await transition(t.db, w.riderR, 'cancel_delivery', dropped.id, 'Puncture')
    expect(await refusal(w.riderR, 'confirm_pickup', dropped.id)).toEqual(notNow('confirm_pickup', 'cancelled'))
    const picked = await orderIn('picked_up')
    expect(await refusal(w.admin, 'confirm_pickup', picked.id)).toEqual(notNow('confirm_pickup', 'picked_up'))
    const processing = await orderIn('processing')
    expect(await refusal(w.admin, 'confirm_pickup', processing.id)).toEqual(notNow('confirm_pickup', 'processing'))
  })
})

describe('hand_to_rider: the outlet hands an assigned order to its rider', () => {
  it('the staff of the order’s outlet hand it over: picked up as by the rider, with who handed it over', async () => {
    const order = await orderIn('assigned')
    const handed = await transition(t.db, w.staffX, 'hand_to_rider', order.id)
    expect(handed).toMatchObject({ status: 'picked_up', rider_id: w.riderR.id, handed_over_by: w.staffX.id })
    expect(handed.picked_up_at).toBeInstanceOf(Date)
    expect(handed.updated_at.getTime()).toBeGreaterThanOrEqual(order.updated_at.getTime())
    expect((await riderRow(w.riderR.id))?.status).toBe('delivering')
  })

  it('an admin may hand it over too', async () => {
    const order = await orderIn('assigned')
    expect(await transition(t.db, w.admin, 'hand_to_rider', order.id)).toMatchObject({
      status: 'picked_up',
      handed_over_by: w.admin.id,
    })
  })

  it('staff of another outlet and other riders do not see the order; its customer and its rider may not hand it over', async () => {
    const order = await orderIn('assigned')
    expect(await refusal(w.riderS, 'hand_to_rider', order.id)).toEqual(notFound)
    expect(await refusal(w.customerB, 'hand_to_rider', order.id)).toEqual(notFound)
    expect(await refusal(w.customerA, 'hand_to_rider', order.id)).toEqual(notAllowed)
    expect(await refusal(w.riderR, 'hand_to_rider', order.id)).toEqual(notAllowed)
    const entebbe = await placeOrder(t.db, w.customerB, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      ...PLACES.entebbe,
    })
    await transition(t.db, w.admin, 'assign_rider', entebbe.id, w.riderS.id)
    expect(await refusal(w.staffX, 'hand_to_rider', entebbe.id)).toEqual(notFound)
    expect((await orderRow(order.id)).status).toBe('assigned')
    expect((await orderRow(entebbe.id)).status).toBe('assigned')
  })

  it('staff who were deactivated no longer see their outlet’s orders', async () => {
    const order = await orderIn('assigned')
    await t.db.query('update public.outlet_employees set is_active = false where user_id = $1', [w.staffX.id])
    try {
      expect(await refusal(w.staffX, 'hand_to_rider', order.id)).toEqual(notFound)
    } finally {
      await t.db.query('update public.outlet_employees set is_active = true where user_id = $1', [w.staffX.id])
    }
  })

  it('not before a rider is assigned, not twice, and not once delivered', async () => {
    const pending = await newOrder()
    expect(await refusal(w.staffX, 'hand_to_rider', pending.id)).toEqual(notNow('hand_to_rider', 'pending'))
    const processing = await orderIn('processing')
    expect(await refusal(w.staffX, 'hand_to_rider', processing.id)).toEqual(notNow('hand_to_rider', 'processing'))
    const delivered = await orderIn('delivered')
    expect(await refusal(w.staffX, 'hand_to_rider', delivered.id)).toEqual(notNow('hand_to_rider', 'delivered'))
    const picked = await orderIn('picked_up')
    expect(await refusal(w.staffX, 'hand_to_rider', picked.id)).toEqual(notNow('hand_to_rider', 'picked_up'))
    // In words too (a later migration that redefines the wording must keep this case).
    expect((await pgError(transition(t.db, w.staffX, 'hand_to_rider', picked.id))).message).toBe(
      'Cannot hand over an order that is picked up',
    )
  })

  it('the rider’s Confirm Pickup afterwards changes nothing, and the delivery earns once', async () => {
    const order = await orderIn('assigned')
    const handed = await transition(t.db, w.staffX, 'hand_to_rider', order.id)
    const confirmed = await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    expect(confirmed).toMatchObject({ status: 'picked_up', handed_over_by: w.staffX.id })
    expect(confirmed.picked_up_at).toEqual(handed.picked_up_at)
    expect(confirmed.updated_at).toEqual(handed.updated_at)
    const before = await riderRow(w.riderR.id)
    await transition(t.db, w.riderR, 'complete_delivery', order.id, await uploadDeliveryPhoto(t.db, w.riderR, order.id))
    const [earnings] = await read<{ n: number }>(
      t.db,
      'select count(*)::int as n from public.rider_earnings where order_id = $1',
      [order.id],
    )
    expect(earnings?.n).toBe(1)
    expect((await riderRow(w.riderR.id))?.total_deliveries).toBe((before?.total_deliveries ?? 0) + 1)
  })
})

describe('complete_delivery: the rider delivers, with a photo', () => {
  it('sets delivered, delivered_at and the photo; cash on delivery becomes paid', async () => {
    const order = await orderIn('picked_up')
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    const delivered = await transition(t.db, w.riderR, 'complete_delivery', order.id, photo)
    expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'paid', delivery_photo_url: photo })
    expect(delivered.delivered_at).toBeInstanceOf(Date)
    expect(await notesFor(order.id)).toContain(`Order #${order.number} delivered (UGX 70,000 collected in cash)`)
  })

  it('pays the rider a share of the delivery fee plus the distance from the outlet, and counts the delivery', async () => {
    const before = await riderRow(w.riderR.id)
    const order = await orderIn('delivered')
    const [earning] = await read<{ type: string; amount: number; distance: number }>(
      t.db,
      `select type, amount::float8 as amount, distance::float8 as distance from public.rider_earnings where order_id = $1`,
      [order.id],
    )
    // Outlet X (Nakasero 0.3227, 32.5789) to Kololo (0.3356, 32.5947): about 2.27 km in a straight line.
    const km = haversineKm(PLACES.nakasero, KOLOLO)
    expect(earning?.type).toBe('delivery')
    expect(earning?.distance).toBeCloseTo(km, 2)
    // 70% of the UGX 5,000 fee + UGX 300 per km, whole shillings.
    expect(earning?.amount).toBe(Math.round(3500 + 300 * Number(km.toFixed(2))))
    const after = await riderRow(w.riderR.id)
    expect(after?.total_deliveries).toBe((before?.total_deliveries ?? 0) + 1)
    expect(after?.status).toBe('online')
  })

  it('a delivery needs a photo', async () => {
    const order = await orderIn('picked_up')
    expect(await refusal(w.riderR, 'complete_delivery', order.id, ' ')).toEqual(refused('photo_required'))
  })

  it('only a picked-up order can be delivered, and only by its rider', async () => {
    const assigned = await orderIn('assigned')
    expect(await refusal(w.riderR, 'complete_delivery', assigned.id, 'p.jpg')).toEqual(
      notNow('complete_delivery', 'assigned'),
    )
    const picked = await orderIn('picked_up')
    expect(await refusal(w.riderS, 'complete_delivery', picked.id, 'p.jpg')).toEqual(notFound)
    expect(await refusal(w.staffX, 'complete_delivery', picked.id, 'p.jpg')).toEqual(notAllowed)
  })

  it('a card payment stays as it was on delivery', async () => {
    const order = await newOrder('card')
    await t.db.query(`select public.set_order_payment_status($1, 'paid')`, [order.id])
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    const delivered = await transition(
      t.db,
      w.riderR,
      'complete_delivery',
      order.id,
      await uploadDeliveryPhoto(t.db, w.riderR, order.id),
    )
    expect(delivered.payment_status).toBe('paid')
  })
})

describe('cancel_delivery: the rider cancels, with a reason', () => {
  it('sets cancelled, cancelled_at and the reason; the stock goes back; the admins are told', async () => {
    const order = await orderIn('picked_up')
    const beefBefore = await stockOf(w.products.beef)
    const cancelled = await transition(t.db, w.riderR, 'cancel_delivery', order.id, 'Customer not reachable')
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation_reason: 'Customer not reachable' })
    expect(cancelled.cancelled_at).toBeInstanceOf(Date)
    expect(await stockOf(w.products.beef)).toBe((beefBefore as number) + 2)
    expect(await notesFor(order.id)).toContain(
      `Order #${order.number} was cancelled by rider Rashid Rider: Customer not reachable`,
    )
    expect((await riderRow(w.riderR.id))?.status).toBe('online')
  })

  it('a delivered or cancelled order cannot be cancelled by the rider', async () => {
    const delivered = await orderIn('delivered')
    expect(await refusal(w.riderR, 'cancel_delivery', delivered.id, 'Oops')).toEqual(
      notNow('cancel_delivery', 'delivered'),
    )
    const processing = await orderIn('processing')
    expect(await refusal(w.riderR, 'cancel_delivery', processing.id, 'x')).toEqual(notFound)
  })
})

describe('cancel_order: the customer cancels while pending; an admin until delivery', () => {
  it('the customer cancels a pending order and the stock goes back', async () => {
    const beefBefore = await stockOf(w.products.beef)
    const order = await newOrder()
    expect(await stockOf(w.products.beef)).toBe((beefBefore as number) - 2)
    const cancelled = await transition(t.db, w.customerA, 'cancel_order', order.id, null)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.cancelled_at).toBeInstanceOf(Date)
    expect(await stockOf(w.products.beef)).toBe(beefBefore)
  })

  it('once the outlet has confirmed it, the customer can no longer cancel', async () => {
    const order = await orderIn('processing')
    expect(await refusal(w.customerA, 'cancel_order', order.id, null)).toEqual(
      refused('not_cancellable', { status: 'processing' }),
    )
  })

  it('another customer cannot cancel it (or know it exists)', async () => {
    const order = await newOrder()
    expect(await refusal(w.customerB, 'cancel_order', order.id, null)).toEqual(notFound)
  })

  it('an admin cancels an assigned order; a paid one is flagged for refund', async () => {
    const order = await newOrder('card')
    await t.db.query(`select public.set_order_payment_status($1, 'paid')`, [order.id])
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    const cancelled = await transition(t.db, w.admin, 'cancel_order', order.id, 'Out of delivery area')
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'paid' })
    expect(await notesFor(order.id)).toContain(
      `Order #${order.number} was cancelled by an admin: Out of delivery area (paid UGX 70,000 online: refund due)`,
    )
  })

  it('nobody cancels a delivered order', async () => {
    const order = await orderIn('delivered')
    expect(await refusal(w.admin, 'cancel_order', order.id, null)).toEqual(notNow('cancel_order', 'delivered'))
  })
})

describe('statuses move only through these functions', () => {
  it('nobody, not even an admin or the assigned rider, can set a status directly', async () => {
    const order = await orderIn('assigned')
    for (const actor of [w.admin, w.riderR, w.customerA, w.staffX]) {
      const error = await pgError(
        as(t.db, actor, (tx) => tx.query(`update public.orders set status = 'delivered' where id = $1`, [order.id])),
      )
      expect(error.code).toBe(codeOf('not_allowed'))
    }
    expect((await orderRow(order.id)).status).toBe('assigned')
  })

  it('a rider is delivering only through the transitions: nobody sets it, or ends it, through the API', async () => {
    const setStatus = (actor: Actor, status: string) =>
      as(t.db, actor, (tx) =>
        tx.query(`update public.delivery_riders set status = $2 where id = $1`, [w.riderR.id, status]),
      )
    for (const actor of [w.riderR, w.admin]) {
      const error = await pgError(setStatus(actor, 'delivering'))
      expect(refusalOf(error)).toEqual({ code: codeOf('not_allowed'), details: { column: 'status' } })
    }
    expect((await riderRow(w.riderR.id))?.status).toBe('online')

    await orderIn('picked_up')
    expect((await riderRow(w.riderR.id))?.status).toBe('delivering')
    for (const actor of [w.riderR, w.admin]) {
      expect(refusalOf(await pgError(setStatus(actor, 'online'))).code).toBe(codeOf('not_allowed'))
    }
    expect((await riderRow(w.riderR.id))?.status).toBe('delivering')
  })

  it('riders still go online and offline themselves', async () => {
    await as(t.db, w.riderR, (tx) =>
      tx.query(`update public.delivery_riders set status = 'offline' where id = $1`, [w.riderR.id]),
    )
    expect((await riderRow(w.riderR.id))?.status).toBe('offline')
    await as(t.db, w.riderR, (tx) =>
      tx.query(`update public.delivery_riders set status = 'online' where id = $1`, [w.riderR.id]),
    )
    expect((await riderRow(w.riderR.id))?.status).toBe('online')
  })
})

function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h))
}
