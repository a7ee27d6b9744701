// The delivery code: issued when the order is picked up, read by its customer (and its outlet's staff and
// admins) and never by its rider or another customer, entered by the assigned rider to complete the
// delivery. Wrong codes are counted, once per request, and lock the code at the fifth; then only the
// photo completes the delivery. The order records whether the code or a photo was used.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { type OrderRow, placeOrder, read, transition, uploadDeliveryPhoto } from './support/orders.ts'
import { codeOf } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.exec(`update public.products set stock = 50 where stock > 0;
                   update public.delivery_riders set status = 'online', is_active = true where full_name <> 'Ivan Idle';
                   update public.users set sms_order_updates = true`)
})

interface Answer {
  status: string
  refusal: string | null
  tries_left: number
}

interface DeliveredRow extends OrderRow {
  delivery_proof: 'code' | 'photo' | null
  delivery_code_failures: number
  delivery_code_locked_at: Date | null
}

/** A new cash-on-delivery order of customer A, assigned to rider R (back online for it, if delivering). */
async function assignedOrder() {
  await t.db.query(`update public.delivery_riders set status = 'online' where id = $1`, [w.riderR.id])
  const order = await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }] })
  await transition(t.db, w.staffX, 'mark_order_processing', order.id)
  return transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
}

async function pickedUpOrder() {
  const order = await assignedOrder()
  return transition(t.db, w.riderR, 'confirm_pickup', order.id)
}

const codeFor = async (actor: Actor, orderId: string) =>
  as(
    t.db,
    actor,
    async (tx) =>
      (await tx.query<{ code: string | null }>('select public.delivery_code($1) as code', [orderId])).rows[0]?.code ??
      null,
  )

/** The code as stored: what the customer was given. */
const storedCode = async (orderId: string) =>
  (await read<{ code: string }>(t.db, 'select code from private.delivery_codes where order_id = $1', [orderId]))[0]
    ?.code

/** A code that is not the order's. */
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')

const enterCode = (actor: Actor, orderId: string, code: string, request: string | null = randomUUID()) =>
  as(t.db, actor, async (tx) => {
    const { rows } = await tx.query<Answer>('select * from public.complete_delivery_with_code($1, $2, $3)', [
      orderId,
      code,
      request,
    ])
    return rows[0] as Answer
  })

const orderRow = async (id: string) =>
  (await read<DeliveredRow>(t.db, 'select * from public.orders where id = $1', [id]))[0] as DeliveredRow
const count = async (sql: string, params: unknown[]) =>
  Number((await read<{ n: string }>(t.db, `select count(*) as n from (${sql}) rows`, params))[0]?.n)

describe('the code is issued when the order is picked up', () => {
  it('an assigned order has no code yet; Confirm Pickup issues four digits', async () => {
    const order = await assignedOrder()
    expect(await storedCode(order.id)).toBeUndefined()
    expect(await codeFor(w.customerA, order.id)).toBeNull()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    expect(await storedCode(order.id)).toMatch(/^[0-9]{4}$/)
  })

  it('an order the outlet hands to its rider gets a code too', async () => {
    const order = await assignedOrder()
    await transition(t.db, w.staffX, 'hand_to_rider', order.id)
    expect(await storedCode(order.id)).toMatch(/^[0-9]{4}$/)
  })

  it('the codes are not one fixed number: twelve orders picked up do not all get the same code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 12; i++) codes.add((await storedCode((await pickedUpOrder()).id)) as string)
    expect(codes.size).toBeGreaterThan(1)
  })

  it('the "on its way" SMS carries the code the customer reads on the order page', async () => {
    const order = await pickedUpOrder()
    const [sms] = await read<{ delivery_code: string | null }>(
      t.db,
      `select delivery_code from public.outgoing_sms where order_id = $1 and kind = 'out_for_delivery'`,
      [order.id],
    )
    expect(sms?.delivery_code).toMatch(/^[0-9]{4}$/)
    expect(sms?.delivery_code).toBe(await codeFor(w.customerA, order.id))
  })
})

describe('who reads the code', () => {
  it('the order’s customer, its outlet’s staff and admins read it while the order is out for delivery', async () => {
    const order = await pickedUpOrder()
    const code = await storedCode(order.id)
    expect(await codeFor(w.customerA, order.id)).toBe(code)
    expect(await codeFor(w.staffX, order.id)).toBe(code)
    expect(await codeFor(w.admin, order.id)).toBe(code)
  })

  it('another customer and the order’s own rider read nothing; a visitor may not ask', async () => {
    const order = await pickedUpOrder()
    expect(await codeFor(w.customerB, order.id)).toBeNull()
    expect(await codeFor(w.riderR, order.id)).toBeNull()
    expect(await codeFor(w.riderS, order.id)).toBeNull()
    expect((await pgError(codeFor(anonymous, order.id))).code).toBe('42501')
  })

  it('the rider cannot read the code through the API: not in the order, not in the SMS outbox, not its table', async () => {
    const order = await pickedUpOrder()
    const code = (await storedCode(order.id)) as string
    const seen = await as(
      t.db,
      w.riderR,
      async (tx) => (await tx.query('select * from public.orders where id = $1', [order.id])).rows,
    )
    expect(seen).toHaveLength(1)
    expect(Object.values(seen[0] as object).map(String)).not.toContain(code)
    expect((await pgError(as(t.db, w.riderR, (tx) => tx.query('select code from private.delivery_codes')))).code).toBe(
      '42501',
    )
    expect(
      (await pgError(as(t.db, w.riderR, (tx) => tx.query('select delivery_code from public.outgoing_sms')))).code,
    ).toBe('42501')
    // Nor from a refusal's words.
    const refused = await pgError(enterCode(w.riderR, order.id, 'abcd'))
    expect(`${refused.message} ${refused.detail ?? ''} ${refused.hint ?? ''}`).not.toContain(code)
  })

  it('after the delivery the code is no longer given to anyone', async () => {
    const order = await pickedUpOrder()
    await enterCode(w.riderR, order.id, (await storedCode(order.id)) as string)
    expect(await codeFor(w.customerA, order.id)).toBeNull()
  })
})

describe('the rider completes the delivery with the code', () => {
  it('the right code delivers the order, recorded as completed with the code, paid in cash, earned once', async () => {
    const order = await pickedUpOrder()
    const answer = await enterCode(w.riderR, order.id, (await storedCode(order.id)) as string)
    expect(answer).toEqual({ status: 'delivered', refusal: null, tries_left: 5 })
    const row = await orderRow(order.id)
    expect(row).toMatchObject({
      status: 'delivered',
      delivery_proof: 'code',
      delivery_photo_url: null,
      payment_status: 'paid',
    })
    expect(row.delivered_at).not.toBeNull()
    expect(await count('select 1 from public.rider_earnings where order_id = $1', [order.id])).toBe(1)
  })

  it('a code typed with spaces around it is the same code', async () => {
    const order = await pickedUpOrder()
    expect((await enterCode(w.riderR, order.id, ` ${await storedCode(order.id)} `)).status).toBe('delivered')
  })

  it('the photo still completes it, recorded as completed with a photo', async () => {
    const order = await pickedUpOrder()
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    await transition(t.db, w.riderR, 'complete_delivery', order.id, photo)
    expect(await orderRow(order.id)).toMatchObject({
      status: 'delivered',
      delivery_proof: 'photo',
      delivery_photo_url: photo,
    })
  })

  it('only the order’s own rider may enter its code: another rider, its customer and an admin are refused', async () => {
    const order = await pickedUpOrder()
    const code = (await storedCode(order.id)) as string
    expect((await pgError(enterCode(w.riderS, order.id, code))).code).toBe(codeOf('order_not_found'))
    expect((await pgError(enterCode(w.customerA, order.id, code))).code).toBe('42501')
    expect((await pgError(enterCode(w.admin, order.id, code))).code).toBe('42501')
    expect((await pgError(enterCode(anonymous, order.id, code))).code).toBe('42501')
    expect((await orderRow(order.id)).status).toBe('picked_up')
  })

  it('an order not yet picked up cannot be completed with a code', async () => {
    const order = await assignedOrder()
    const refused = await pgError(enterCode(w.riderR, order.id, '1234'))
    expect(refused.code).toBe(codeOf('transition_not_allowed'))
    expect(JSON.parse(refused.detail ?? '{}')).toEqual({ status: 'assigned', action: 'complete_delivery_with_code' })
  })

  it('what is not four digits is refused and not counted as a wrong try', async () => {
    const order = await pickedUpOrder()
    for (const typed of ['', '123', '12345', '12a4']) {
      expect((await pgError(enterCode(w.riderR, order.id, typed))).code).toBe(codeOf('invalid_delivery_code'))
    }
    expect((await orderRow(order.id)).delivery_code_failures).toBe(0)
  })
})

describe('wrong codes are counted and lock the code at the fifth', () => {
  it('each wrong code is answered with the tries left and counted on the order; the fifth locks it and tells the admins', async () => {
    const order = await pickedUpOrder()
    const bad = wrong((await storedCode(order.id)) as string)
    const answers: Answer[] = []
    for (let i = 0; i < 5; i++) answers.push(await enterCode(w.riderR, order.id, bad))
    expect(answers.map((a) => [a.refusal, a.tries_left])).toEqual([
      [codeOf('wrong_delivery_code'), 4],
      [codeOf('wrong_delivery_code'), 3],
      [codeOf('wrong_delivery_code'), 2],
      [codeOf('wrong_delivery_code'), 1],
      [codeOf('delivery_code_locked'), 0],
    ])
    expect(answers.every((a) => a.status === 'picked_up')).toBe(true)
    const row = await orderRow(order.id)
    expect(row.delivery_code_failures).toBe(5)
    expect(row.delivery_code_locked_at).not.toBeNull()
    const [note] = await read<{ message: string; type: string }>(
      t.db,
      `select message, type from public.admin_notifications where order_id = $1 and message like '%locked%'`,
      [order.id],
    )
    expect(note).toEqual({
      message: `Order #${order.number}: delivery code locked after 5 wrong tries. The rider must complete it with a photo.`,
      type: 'warning',
    })
  })

  it('once locked, even the right code is refused and nothing more is counted; the photo completes it', async () => {
    const order = await pickedUpOrder()
    const code = (await storedCode(order.id)) as string
    for (let i = 0; i < 5; i++) await enterCode(w.riderR, order.id, wrong(code))
    expect((await pgError(enterCode(w.riderR, order.id, code))).code).toBe(codeOf('delivery_code_locked'))
    expect((await orderRow(order.id)).delivery_code_failures).toBe(5)
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    await transition(t.db, w.riderR, 'complete_delivery', order.id, photo)
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', delivery_proof: 'photo' })
  })

  it('a right code after wrong ones still delivers', async () => {
    const order = await pickedUpOrder()
    const code = (await storedCode(order.id)) as string
    await enterCode(w.riderR, order.id, wrong(code))
    expect(await enterCode(w.riderR, order.id, code)).toEqual({ status: 'delivered', refusal: null, tries_left: 4 })
  })

  it('eight wrong codes sent at once count five, and the code is locked once', async () => {
    const order = await pickedUpOrder()
    const bad = wrong((await storedCode(order.id)) as string)
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        enterCode(w.riderR, order.id, bad).then(
          (answer) => answer.refusal,
          (error: { code: string }) => `raised ${error.code}`,
        ),
      ),
    )
    expect(outcomes.filter((o) => o === codeOf('wrong_delivery_code'))).toHaveLength(4)
    expect(outcomes.filter((o) => o === codeOf('delivery_code_locked'))).toHaveLength(1)
    expect(outcomes.filter((o) => o === `raised ${codeOf('delivery_code_locked')}`)).toHaveLength(3)
    expect((await orderRow(order.id)).delivery_code_failures).toBe(5)
    expect(
      await count(`select 1 from public.admin_notifications where order_id = $1 and message like '%locked%'`, [
        order.id,
      ]),
    ).toBe(1)
  })
})

describe('an attempt sent again with the same request id is applied once', () => {
  it('a wrong code replayed is counted once and answered as the first time', async () => {
    const order = await pickedUpOrder()
    const bad = wrong((await storedCode(order.id)) as string)
    const request = randomUUID()
    const first = await enterCode(w.riderR, order.id, bad, request)
    const again = await enterCode(w.riderR, order.id, bad, request)
    expect(again).toEqual(first)
    expect(first).toEqual({ status: 'picked_up', refusal: codeOf('wrong_delivery_code'), tries_left: 4 })
    expect((await orderRow(order.id)).delivery_code_failures).toBe(1)
  })

  it('the locking attempt replayed is answered "locked" again, not raised, and tells the admins once', async () => {
    const order = await pickedUpOrder()
    const bad = wrong((await storedCode(order.id)) as string)
    for (let i = 0; i < 4; i++) await enterCode(w.riderR, order.id, bad)
    const request = randomUUID()
    const first = await enterCode(w.riderR, order.id, bad, request)
    expect(await enterCode(w.riderR, order.id, bad, request)).toEqual(first)
    expect(first.refusal).toBe(codeOf('delivery_code_locked'))
    expect(
      await count(`select 1 from public.admin_notifications where order_id = $1 and message like '%locked%'`, [
        order.id,
      ]),
    ).toBe(1)
  })

  it('the right code replayed after its answer was lost: one delivery, one earning, one counted delivery', async () => {
    const order = await pickedUpOrder()
    const code = (await storedCode(order.id)) as string
    const request = randomUUID()
    const deliveries = async () =>
      (
        await read<{ n: number }>(t.db, 'select total_deliveries as n from public.delivery_riders where id = $1', [
          w.riderR.id,
        ])
      )[0]?.n
    const before = await deliveries()
    const first = await enterCode(w.riderR, order.id, code, request)
    const deliveredAt = (await orderRow(order.id)).delivered_at
    expect(await enterCode(w.riderR, order.id, code, request)).toEqual(first)
    expect((await orderRow(order.id)).delivered_at).toEqual(deliveredAt)
    expect(await count('select 1 from public.rider_earnings where order_id = $1', [order.id])).toBe(1)
    expect(await deliveries()).toBe((before as number) + 1)
  })

  it('a new attempt (another request id) after the delivery is refused: the order is delivered', async () => {
    const order = await pickedUpOrder()
    const code = (await storedCode(order.id)) as string
    await enterCode(w.riderR, order.id, code)
    expect((await pgError(enterCode(w.riderR, order.id, code))).code).toBe(codeOf('transition_not_allowed'))
  })

  it('a request id used for another order is refused', async () => {
    const one = await pickedUpOrder()
    const other = await pickedUpOrder()
    const request = randomUUID()
    await enterCode(w.riderR, one.id, wrong((await storedCode(one.id)) as string), request)
    expect(
      (await pgError(enterCode(w.riderR, other.id, wrong((await storedCode(other.id)) as string), request))).code,
    ).toBe('23505')
    expect((await orderRow(other.id)).delivery_code_failures).toBe(0)
  })
})
