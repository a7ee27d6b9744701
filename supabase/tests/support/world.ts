// A small shop to test rules against, written as the database owner: two outlets taking orders and one
// closed, a customer A and a customer B, an admin, an employee of outlet X, riders R and S, a few
// products, and one order per customer, each assigned to a rider by the admin (and declined by the other
// rider before). Each fixture row has a key the permission matrix uses ("order A", "review B", ...).

import { type Actor, signUp } from './actors.ts'
import type { Database, Tx } from './platform.ts'

export interface World {
  customerA: Actor
  customerB: Actor
  admin: Actor
  staffX: Actor
  riderR: Actor
  riderS: Actor
  /** A rider with no orders yet (offline). */
  riderIdle: Actor
  outlets: { x: string; y: string; closed: string }
  roles: { manager: number; butcher: number }
  category: string
  products: { beef: string; sausages: string; soldOut: string }
  orders: { a: string; b: string }
}

/** Kampala-area points: outlet X in Nakasero, Y in Entebbe, the closed one in Mukono. */
export const PLACES = {
  nakasero: { latitude: 0.3227, longitude: 32.5789 },
  entebbe: { latitude: 0.0566, longitude: 32.4637 },
  mukono: { latitude: 0.3533, longitude: 32.7553 },
  kololo: { latitude: 0.3356, longitude: 32.5947 },
  kisumu: { latitude: -0.0917, longitude: 34.768 },
}

async function one<T = Record<string, unknown>>(tx: Tx, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await tx.query<T>(sql, params)
  if (!rows[0]) throw new Error(`no row from: ${sql}`)
  return rows[0]
}

export async function buildWorld(db: Database): Promise<World> {
  const customerA = await signUp(db, 'customer A', { full_name: 'Amina Nakato', phone: '+256772100200' })
  const customerB = await signUp(db, 'customer B', { full_name: 'Brian Okello', phone: '+256701300400' })
  const admin = await signUp(db, 'admin', { full_name: 'Grace Admin' })
  const staffX = await signUp(db, 'staff of outlet X', { full_name: 'Sam Staff' })
  const riderR = await signUp(db, 'rider R', { full_name: 'Rashid Rider', is_rider: true, vehicle_type: 'motorcycle' })
  const riderS = await signUp(db, 'rider S', { full_name: 'Sarah Rider', is_rider: true, vehicle_type: 'bicycle' })
  const riderIdle = await signUp(db, 'idle rider', { full_name: 'Ivan Idle', is_rider: true })

  return db.transaction(async (tx) => {
    await tx.query('update public.users set is_admin = true where id = $1', [admin.id])
    // The world's riders were approved by its admin (riders who signed up start awaiting approval).
    await tx.query(
      `update public.delivery_riders set approval = 'approved', reviewed_by = $1, reviewed_at = now() where id in ($2, $3, $4)`,
      [admin.id, riderR.id, riderS.id, riderIdle.id],
    )
    await tx.query(`update public.delivery_riders set status = 'online' where id in ($1, $2)`, [riderR.id, riderS.id])
    const outlet = (name: string, place: { latitude: number; longitude: number }, active = true) =>
      one<{ id: string }>(
        tx,
        `insert into public.outlets (name, address, city, phone, opening_hours, manager_name, latitude, longitude, is_active)
         values ($1, 'Plot 1', 'Kampala', '+256414000000', 'Mon-Sat: 8:00 AM - 6:00 PM', 'Manager', $2, $3, $4) returning id`,
        [name, place.latitude, place.longitude, active],
      ).then((r) => r.id)
    const outlets = {
      x: await outlet('Outlet X Nakasero', PLACES.nakasero),
      y: await outlet('Outlet Y Entebbe', PLACES.entebbe),
      closed: await outlet('Closed outlet Mukono', PLACES.mukono, false),
    }
    const roles = {
      manager: (
        await one<{ id: number }>(tx, `insert into public.employee_roles (name) values ('Manager') returning id`)
      ).id,
      butcher: (
        await one<{ id: number }>(tx, `insert into public.employee_roles (name) values ('Butcher') returning id`)
      ).id,
    }
    await tx.query('insert into public.outlet_employees (user_id, outlet_id, role_id) values ($1, $2, $3)', [
      staffX.id,
      outlets.x,
      roles.manager,
    ])
    const category = (
      await one<{ id: string }>(
        tx,
        `insert into public.product_categories (name, slug) values ('Fresh Beef', 'fresh-beef') returning id`,
      )
    ).id
    const product = (name: string, price: number, discount: number | null, stock: number) =>
      one<{ id: string }>(
        tx,
        `insert into public.products (name, description, category_id, price, discount_price, stock)
         values ($1, 'Test product', $2, $3, $4, $5) returning id`,
        [name, category, price, discount, stock],
      ).then((r) => r.id)
    const products = {
      beef: await product('Beef fillet', 25000, null, 50),
      sausages: await product('Beef sausages', 18000, 15000, 30),
      soldOut: await product('Smoked goat leg', 60000, null, 0),
    }
    for (const id of [outlets.x, outlets.y]) {
      await tx.query(
        `insert into public.outlet_products (outlet_id, product_id, outlet_price, stock, min_stock, max_stock)
         values ($1, $2, 24000, 12, 5, 40)`,
        [id, products.beef],
      )
      // The shelf's opening count, as staff would record it (record_outlet_stock).
      await tx.query(
        `insert into public.outlet_stock_movements (outlet_id, outlet_product_id, kind, quantity, stock_before, stock_after, recorded_by_name)
         select outlet_id, id, 'count', 12, 12, 12, 'Opening count' from public.outlet_products where outlet_id = $1`,
        [id],
      )
    }
    await tx.query(`insert into public.coupons (code, percent_off) values ('WELCOME10', 10)`)

    const order = async (
      customer: Actor,
      outletId: string,
      rider: Actor,
      place: { latitude: number; longitude: number },
    ) => {
      const { id } = await one<{ id: string }>(
        tx,
        `insert into public.orders (user_id, outlet_id, rider_id, status, payment_method, subtotal, delivery_fee,
                                    total_amount, shipping_address, delivery_latitude, delivery_longitude, assigned_at)
         values ($1, $2, $3, 'assigned', 'cash_on_delivery', 50000, 5000, 55000,
                 jsonb_build_object('full_name', $4::text, 'email', $5::text, 'phone', '+256772000000'), $6, $7, now())
         returning id`,
        [customer.id, outletId, rider.id, customer.label, customer.email, place.latitude, place.longitude],
      )
      await tx.query(
        `insert into public.order_items (order_id, product_id, product_name, quantity, price)
         values ($1, $2, 'Beef fillet', 2, 25000)`,
        [id, products.beef],
      )
      await tx.query(
        `insert into public.payments (order_id, merchant_reference, amount) values ($1::uuid, 'ref-' || $1::text, 55000)`,
        [id],
      )
      await tx.query(
        `insert into public.rider_earnings (rider_id, order_id, type, amount) values ($1, $2, 'tip', 1000)`,
        [rider.id, id],
      )
      return id
    }
    const orders = {
      a: await order(customerA, outlets.x, riderR, PLACES.kololo),
      b: await order(customerB, outlets.y, riderS, PLACES.entebbe),
    }
    // Both were given their rider by the admin, as assign_rider records it.
    await tx.query(
      `insert into public.order_assignments (order_id, rider_id, rider_name, assigned_by, assigned_by_name, assigned_as, assigned_at)
       select o.id, o.rider_id, r.full_name, $1, 'Grace Admin', 'admin', o.assigned_at
         from public.orders o join public.delivery_riders r on r.id = o.rider_id`,
      [admin.id],
    )
    // Each order was declined once by the other rider before it went to its own (decline_assignment's record).
    for (const [orderId, rider, name] of [
      [orders.a, riderS, 'Sarah Rider'],
      [orders.b, riderR, 'Rashid Rider'],
    ] as const) {
      await tx.query(
        `insert into public.order_declines (order_id, rider_id, rider_name, reason) values ($1, $2, $3, 'too_far')`,
        [orderId, rider.id, name],
      )
    }
    for (const [customer, rating] of [
      [customerA, 5],
      [customerB, 4],
    ] as const) {
      await tx.query(
        `insert into public.product_reviews (product_id, user_id, rating, comment) values ($1, $2, $3, 'Tender and fresh')`,
        [products.beef, customer.id, rating],
      )
      await tx.query('insert into public.product_ratings (product_id, user_id, rating) values ($1, $2, $3)', [
        products.beef,
        customer.id,
        rating,
      ])
      await tx.query(
        `insert into public.carts (user_id, items) values ($1, jsonb_build_array(jsonb_build_object('product_id', $2::text, 'quantity', 1)))`,
        [customer.id, products.beef],
      )
    }
    for (const customer of [customerA, customerB]) {
      await tx.query(
        `insert into public.customer_addresses (user_id, label, latitude, longitude) values ($1, 'Home', $2, $3)`,
        [customer.id, PLACES.kololo.latitude, PLACES.kololo.longitude],
      )
    }
    for (const actor of [customerA, riderR]) {
      await tx.query(
        `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, 'key', 'secret')`,
        [actor.id, `https://push.example.com/${actor.id}`],
      )
    }
    await tx.query(`insert into public.subscriptions (email) values ('reader@example.com')`)
    await tx.query(`insert into public.page_views (path) values ('/products')`)
    // A setting changed and changed back: two rows of the settings' history.
    await tx.query('update public.settings set delivery_fee = delivery_fee + 1000')
    await tx.query('update public.settings set delivery_fee = delivery_fee - 1000')
    return {
      customerA,
      customerB,
      admin,
      staffX,
      riderR,
      riderS,
      riderIdle,
      outlets,
      roles,
      category,
      products,
      orders,
    }
  })
}
