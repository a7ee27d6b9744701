// The rules the schema itself enforces: profiles made with every sign-up, columns customers may not
// touch, derived values kept by the database, the shop's constraints, and Storage's access rules.
import { readFileSync } from 'node:fs'
import { readProjectConfig } from '@shop/supabase-local/config/project'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError, signUp } from './support/actors.ts'
import { openTestDatabase, repoRoot, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

const profileOf = async (actor: Actor) => ({
  user: (await read(t.db, 'select email, full_name, phone, is_admin from public.users where id = $1', [actor.id]))[0],
  rider: (
    await read(
      t.db,
      'select email, full_name, phone, vehicle_type, status, is_active, rating::float8 as rating, total_deliveries, approval from public.delivery_riders where id = $1',
      [actor.id],
    )
  )[0],
})

describe('every sign-up gets its profile in the same transaction', () => {
  it('a customer sign-up makes a users row from its metadata (full name, phone)', async () => {
    const me = await signUp(t.db, 'new customer', { full_name: 'Joan Namuli', phone: '0772123456' }, 'joan@example.com')
    expect(await profileOf(me)).toEqual({
      user: { email: 'joan@example.com', full_name: 'Joan Namuli', phone: '0772123456', is_admin: false },
      rider: undefined,
    })
  })

  it('a rider sign-up (is_rider) makes a delivery_riders row: offline, active, rating 0, no deliveries, awaiting approval, and no users row', async () => {
    const me = await signUp(t.db, 'new rider', {
      full_name: 'Moses Boda',
      phone: '0701000111',
      is_rider: true,
      vehicle_type: 'bicycle',
    })
    const profile = await profileOf(me)
    expect(profile.user).toBeUndefined()
    expect(profile.rider).toMatchObject({
      full_name: 'Moses Boda',
      vehicle_type: 'bicycle',
      status: 'offline',
      is_active: true,
      rating: 0,
      total_deliveries: 0,
      approval: 'awaiting_approval',
    })
  })

  it('a rider sign-up with a vehicle type the shop does not know is a motorcycle rider, never a failed sign-up', async () => {
    for (const [label, vehicle_type] of [
      ['lorry', 'lorry'],
      ['array', ['car']],
      ['object', { type: 'bicycle' }],
      ['number', 2],
    ] as const) {
      const me = await signUp(t.db, `${label} rider`, { full_name: 'X', is_rider: true, vehicle_type })
      expect((await profileOf(me)).rider).toMatchObject({ vehicle_type: 'motorcycle' })
    }
    const cased = await signUp(t.db, 'cased rider', { full_name: 'X', is_rider: true, vehicle_type: ' Bicycle ' })
    expect((await profileOf(cased)).rider).toMatchObject({ vehicle_type: 'bicycle' })
  })

  it('whatever metadata or address a visitor signs up with, the sign-up does not fail on the profile', async () => {
    const long = await signUp(t.db, 'long', { full_name: `  ${'Namuli '.repeat(80)}`, phone: '0'.repeat(40) })
    const profile = (await profileOf(long)).user as { full_name: string; phone: string | null }
    expect(profile.full_name).toHaveLength(120)
    expect(profile.phone).toBeNull()
    const odd = await signUp(t.db, 'odd', { full_name: ['not', 'text'], phone: { no: 1 } }, 'odd@b')
    expect((await profileOf(odd)).user).toMatchObject({ email: null, full_name: '["not", "text"]' })
    const notAnObject = await signUp(t.db, 'array', ['x'] as never, 'array@example.com')
    expect((await profileOf(notAnObject)).user).toMatchObject({ full_name: 'array' })
  })

  it('deleting the auth user deletes the profile', async () => {
    const me = await signUp(t.db, 'leaving customer', { full_name: 'Leaving' })
    const rider = await signUp(t.db, 'leaving rider', { full_name: 'Leaving', is_rider: true })
    await t.db.query('delete from auth.users where id in ($1, $2)', [me.id, rider.id])
    expect(await profileOf(me)).toEqual({ user: undefined, rider: undefined })
    expect(await profileOf(rider)).toEqual({ user: undefined, rider: undefined })
  })

  it('an admin deleting a rider deletes their sign-in too', async () => {
    const rider = await signUp(t.db, 'dismissed rider', { full_name: 'Dismissed', is_rider: true })
    await as(t.db, w.admin, (tx) => tx.query('delete from public.delivery_riders where id = $1', [rider.id]))
    expect(await read(t.db, 'select id from auth.users where id = $1', [rider.id])).toEqual([])
  })

  it('an e-mail change in Auth is the profile’s e-mail too', async () => {
    const me = await signUp(t.db, 'moving customer', { full_name: 'Moving' })
    await t.db.query(`update auth.users set email = 'moved@example.com' where id = $1`, [me.id])
    expect((await profileOf(me)).user?.email).toBe('moved@example.com')
  })
})

describe('the welcome mail follows the account, never a request', () => {
  const welcomes = (id: string | null) =>
    read(t.db, `select kind, recipient, order_id, request_id from public.outgoing_mails where user_id = $1`, [id])

  it('a customer whose address is confirmed at sign-up gets one welcome mail queued, naming nothing they sent', async () => {
    const me = await signUp(t.db, 'welcomed', { full_name: 'Your account is locked - verify at http://evil.example' })
    expect(await welcomes(me.id)).toEqual([{ kind: 'welcome', recipient: me.email, order_id: null, request_id: null }])
    // The outbox row is all the sender reads: no column carries the sign-up's words.
    const [row] = await read<Record<string, unknown>>(t.db, 'select * from public.outgoing_mails where user_id = $1', [
      me.id,
    ])
    expect(JSON.stringify(row)).not.toContain('evil')
  })

  it('where confirmations are on, the mail is queued when the address is confirmed, once however often it is set', async () => {
    const me = await signUp(t.db, 'confirming', { full_name: 'Later' })
    await t.db.query('delete from public.outgoing_mails where user_id = $1', [me.id])
    await t.db.query('update auth.users set email_confirmed_at = null where id = $1', [me.id])
    expect(await welcomes(me.id)).toEqual([])
    await t.db.query('update auth.users set email_confirmed_at = now() where id = $1', [me.id])
    await t.db.query('update auth.users set email_confirmed_at = null where id = $1', [me.id])
    await t.db.query('update auth.users set email_confirmed_at = now() where id = $1', [me.id])
    expect(await welcomes(me.id)).toHaveLength(1)
  })

  it('one welcome per account: a second row for it is refused', async () => {
    const me = await signUp(t.db, 'once', {})
    const error = await pgError(
      t.db.query(`insert into public.outgoing_mails (kind, recipient, user_id) values ('welcome', $1, $2)`, [
        me.email,
        me.id,
      ]),
    )
    expect(error.code).toBe('23505')
  })

  it('riders and accounts loaded with a confirmation long past (the seed) get none', async () => {
    const rider = await signUp(t.db, 'welcome rider', { full_name: 'Rider', is_rider: true })
    expect(await welcomes(rider.id)).toEqual([])
    const seeded = await read<{ n: number }>(
      t.db,
      `select count(*)::int as n from public.outgoing_mails m join auth.users u on u.id = m.user_id
        where u.email like '%@example.com' and u.email_confirmed_at < now() - interval '1 hour'`,
    )
    expect(seeded).toEqual([{ n: 0 }])
  })

  it('a welcome row names an account and nothing else; every other kind but back_in_stock is an order mail', async () => {
    const me = await signUp(t.db, 'shapes', {})
    await t.db.query('delete from public.outgoing_mails where user_id = $1', [me.id])
    const refused = async (sql: string, params: unknown[]) => (await pgError(t.db.query(sql, params))).code
    expect(
      await refused(`insert into public.outgoing_mails (kind, recipient) values ('welcome', $1)`, [me.email]),
    ).toBe('23514')
    expect(
      await refused(`insert into public.outgoing_mails (kind, recipient, user_id) values ('delivered', $1, $2)`, [
        me.email,
        me.id,
      ]),
    ).toBe('23514')
    expect(
      await refused(`insert into public.outgoing_mails (kind, recipient, user_id) values ('order_cancelled', $1, $2)`, [
        me.email,
        me.id,
      ]),
    ).toBe('23514')
  })
})

describe('what customers may change of their own profile', () => {
  it('a customer edits their full name and phone', async () => {
    await as(t.db, w.customerB, (tx) =>
      tx.query(`update public.users set full_name = 'Brian K. Okello', phone = '+256701999888' where id = $1`, [
        w.customerB.id,
      ]),
    )
    expect((await profileOf(w.customerB)).user).toMatchObject({ full_name: 'Brian K. Okello', phone: '+256701999888' })
  })

  it('updated_at is the time of the change, whatever the client sends', async () => {
    await as(t.db, w.customerB, (tx) =>
      tx.query(`update public.users set phone = '+256701999777', updated_at = '2001-01-01' where id = $1`, [
        w.customerB.id,
      ]),
    )
    const [row] = await read<{ fresh: boolean }>(
      t.db,
      `select updated_at > now() - interval '1 minute' as fresh from public.users where id = $1`,
      [w.customerB.id],
    )
    expect(row?.fresh).toBe(true)
  })

  it('nobody can make themselves admin, not even an admin another user', async () => {
    for (const [actor, target] of [
      [w.customerA, w.customerA],
      [w.admin, w.customerA],
    ] as const) {
      const error = await pgError(
        as(t.db, actor, (tx) => tx.query('update public.users set is_admin = true where id = $1', [target.id])),
      )
      expect(error.code).toBe('42501')
    }
    expect((await profileOf(w.customerA)).user?.is_admin).toBe(false)
  })

  it('the e-mail is read-only', async () => {
    const error = await pgError(
      as(t.db, w.customerA, (tx) =>
        tx.query(`update public.users set email = 'x@example.com' where id = $1`, [w.customerA.id]),
      ),
    )
    expect(error.code).toBe('42501')
  })

  it('a rider goes online and offline, but only an admin changes their vehicle or activation', async () => {
    await as(t.db, w.riderS, (tx) =>
      tx.query(`update public.delivery_riders set status = 'offline' where id = $1`, [w.riderS.id]),
    )
    const column = (change: string) => change.split(' ')[0]
    for (const change of [`vehicle_type = 'motorcycle'`, 'is_active = false']) {
      const error = await pgError(
        as(t.db, w.riderS, (tx) =>
          tx.query(`update public.delivery_riders set ${change} where id = $1`, [w.riderS.id]),
        ),
      )
      expect(refusalOf(error)).toEqual({ code: codeOf('not_allowed'), details: { column: column(change) } })
    }
    await as(t.db, w.admin, (tx) =>
      tx.query(`update public.delivery_riders set vehicle_type = 'motorcycle', is_active = false where id = $1`, [
        w.riderS.id,
      ]),
    )
    expect((await profileOf(w.riderS)).rider).toMatchObject({
      status: 'offline',
      vehicle_type: 'motorcycle',
      is_active: false,
    })
  })

  it('outlet staff count their stock but only an admin sets the outlet price', async () => {
    const error = await pgError(
      as(t.db, w.staffX, (tx) =>
        tx.query('update public.outlet_products set outlet_price = 1 where outlet_id = $1', [w.outlets.x]),
      ),
    )
    expect(refusalOf(error)).toEqual({ code: codeOf('not_allowed'), details: { column: 'outlet_price' } })
  })
})

describe('values the database keeps', () => {
  it('discount_percentage is round((price − discount_price) / price × 100), only for a discount', async () => {
    const rows = await read(
      t.db,
      `insert into public.products (name, price, discount_price) values ('A', 18000, 15000), ('B', 30000, null), ('C', 3, 2)
       returning name, discount_percentage`,
    )
    expect(rows).toEqual([
      { name: 'A', discount_percentage: 17 },
      { name: 'B', discount_percentage: null },
      { name: 'C', discount_percentage: 33 },
    ])
  })

  it('a product’s rating is the average of its ratings, one per customer (an upsert changes it)', async () => {
    const rating = async () =>
      (
        await read<{ rating: number; rating_count: number }>(
          t.db,
          'select rating::float8 as rating, rating_count from public.products where id = $1',
          [w.products.sausages],
        )
      )[0]
    expect(await rating()).toEqual({ rating: 0, rating_count: 0 })
    const rate = (actor: Actor, stars: number) =>
      as(t.db, actor, (tx) =>
        tx.query(
          `insert into public.product_ratings (user_id, product_id, rating) values ($1, $2, $3)
           on conflict (user_id, product_id) do update set rating = excluded.rating`,
          [actor.id, w.products.sausages, stars],
        ),
      )
    await rate(w.customerA, 5)
    await rate(w.customerB, 2)
    expect(await rating()).toEqual({ rating: 3.5, rating_count: 2 })
    await rate(w.customerB, 4)
    expect(await rating()).toEqual({ rating: 4.5, rating_count: 2 })
    await as(t.db, w.customerA, (tx) =>
      tx.query('delete from public.product_ratings where product_id = $1', [w.products.sausages]),
    )
    expect(await rating()).toEqual({ rating: 4, rating_count: 1 })
  })

  it('a review shows its author’s full name, whatever the client sends, and follows a rename', async () => {
    const error = await pgError(
      as(t.db, w.customerA, (tx) =>
        tx.query(
          `insert into public.product_reviews (product_id, user_id, reviewer_name, comment) values ($1, $2, 'Someone famous', 'Nice')`,
          [w.products.soldOut, w.customerA.id],
        ),
      ),
    )
    expect(error.code).toBe('42501')
    await as(t.db, w.customerA, (tx) =>
      tx.query(`insert into public.product_reviews (product_id, user_id, comment) values ($1, $2, 'Rich and smoky')`, [
        w.products.soldOut,
        w.customerA.id,
      ]),
    )
    const review = () =>
      read(t.db, 'select reviewer_name, rating from public.product_reviews where product_id = $1', [w.products.soldOut])
    expect(await review()).toEqual([{ reviewer_name: 'Amina Nakato', rating: 5 }])
    await as(t.db, w.customerA, (tx) =>
      tx.query(`update public.users set full_name = 'Amina N.' where id = $1`, [w.customerA.id]),
    )
    expect(await review()).toEqual([{ reviewer_name: 'Amina N.', rating: 5 }])
  })

  it('one review per customer and product', async () => {
    const error = await pgError(
      as(t.db, w.customerA, (tx) =>
        tx.query(`insert into public.product_reviews (product_id, user_id, comment) values ($1, $2, 'Again')`, [
          w.products.beef,
          w.customerA.id,
        ]),
      ),
    )
    expect(error.code).toBe('23505')
  })

  it('a category without a slug gets one from its name; coupon codes are stored upper case', async () => {
    const [category] = await read(
      t.db,
      `insert into public.product_categories (name) values ('Cold Cuts & Deli') returning slug`,
    )
    expect(category).toEqual({ slug: 'cold-cuts-deli' })
    const [coupon] = await read(
      t.db,
      `insert into public.coupons (code, percent_off) values (' meat15 ', 15) returning code`,
    )
    expect(coupon).toEqual({ code: 'MEAT15' })
  })
})

describe('constraints say what the spec says', () => {
  const violations: [string, string, string][] = [
    ['stock is never below 0', `update public.products set stock = -1`, '23514'],
    ['prices are not negative', `insert into public.products (name, price) values ('X', -1)`, '23514'],
    [
      'a discount is below the price',
      `insert into public.products (name, price, discount_price) values ('X', 100, 100)`,
      '23514',
    ],
    ['ratings are 1 to 5', `update public.product_ratings set rating = 6`, '23514'],
    ['review ratings are 1 to 5', `update public.product_reviews set rating = 0`, '23514'],
    ['a review says something', `update public.product_reviews set comment = '   '`, '23514'],
    ['order lines hold 1 to 10', `update public.order_items set quantity = 11`, '23514'],
    ['an e-mail looks like one', `insert into public.subscriptions (email) values ('not-an-email')`, '23514'],
    [
      'slugs are lower case words and hyphens',
      `insert into public.product_categories (name, slug) values ('Pork', 'Pork Cuts')`,
      '23514',
    ],
    ['an order total adds up', `update public.orders set total_amount = total_amount + 1`, '23514'],
    [
      'a cart holds {product_id, quantity 1-10} lines',
      `update public.carts set items = '[{"product_id": "x", "quantity": 1}]'`,
      '23514',
    ],
    ['stock bands are min ≤ max', `update public.outlet_products set min_stock = 50, max_stock = 10`, '23514'],
    ['an outlet location has both coordinates', `update public.outlets set latitude = null`, '23514'],
  ]
  it.each(violations)('%s', async (_rule, sql, code) => {
    expect((await pgError(t.db.query(sql))).code).toBe(code)
  })

  it('signing up twice for the same list is a duplicate (e-mail case ignored)', async () => {
    await as(t.db, anonymous, (tx) =>
      tx.query(`insert into public.subscriptions (email, type) values ('Fan@Example.com', 'blogs')`),
    )
    const error = await pgError(
      as(t.db, anonymous, (tx) =>
        tx.query(`insert into public.subscriptions (email, type) values ('fan@example.com', 'blogs')`),
      ),
    )
    expect(error.code).toBe('23505')
    await as(t.db, anonymous, (tx) =>
      tx.query(`insert into public.subscriptions (email, type) values ('fan@example.com', 'campaigns')`),
    )
  })

  it('a page view is a sane row: a site path, and the viewer is whoever is signed in', async () => {
    expect(
      (
        await pgError(
          as(t.db, anonymous, (tx) => tx.query(`insert into public.page_views (path) values ('https://evil.example')`)),
        )
      ).code,
    ).toBe('23514')
    expect(
      (
        await pgError(
          as(t.db, anonymous, (tx) =>
            tx.query(`insert into public.page_views (path, user_id) values ('/', $1)`, [w.customerA.id]),
          ),
        )
      ).code,
    ).toBe('42501')
    await as(t.db, w.customerB, (tx) => tx.query(`insert into public.page_views (path) values ('/cart')`))
    expect(await read(t.db, `select user_id from public.page_views where path = '/cart'`)).toEqual([
      { user_id: w.customerB.id },
    ])
  })
})

describe('Storage: who may read and write which files', () => {
  const upload = (actor: Actor, bucket: string, name: string) =>
    as(
      t.db,
      actor,
      (tx) =>
        tx.query('insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [bucket, name, actor.id]),
      { rollback: true },
    )
  const visible = (actor: Actor, bucket: string) =>
    as(
      t.db,
      actor,
      (tx) =>
        tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [bucket]),
      {
        rollback: true,
      },
    ).then((r) => r.rows.map((o) => o.name))

  const buckets = () =>
    read(
      t.db,
      'select id, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets order by id',
    )

  it("the migrations create config.toml's buckets with their limits; running that migration again changes nothing", async () => {
    const declared = Object.entries(readProjectConfig(repoRoot).storage.buckets)
      .map(([id, bucket]) => ({
        id,
        public: bucket.public,
        file_size_limit: bucket.fileSizeLimit,
        allowed_mime_types: bucket.allowedMimeTypes,
      }))
      .sort((a, b) => a.id.localeCompare(b.id))
    expect(declared).toHaveLength(3)
    expect(await buckets()).toEqual(declared)
    await t.db.exec(readFileSync(`${repoRoot}/supabase/migrations/20261123140000_storage_buckets.sql`, 'utf8'))
    expect(await buckets()).toEqual(declared)
  })

  beforeAll(async () => {
    await t.db.query(
      `insert into storage.objects (bucket_id, name) values ('product-images', 'beef.svg'),
         ('delivery-photos', $1 || '/1.jpg'), ('delivery-photos', $2 || '/1.jpg')`,
      [w.orders.a, w.orders.b],
    )
  })

  it('product images are public to read; only admins upload them', async () => {
    expect(await visible(anonymous, 'product-images')).toEqual(['beef.svg'])
    await upload(w.admin, 'product-images', 'new.webp')
    await upload(w.admin, 'product-category-images', 'pork.svg')
    for (const actor of [w.customerA, w.staffX, w.riderR]) {
      expect((await pgError(upload(actor, 'product-images', 'mine.png'))).code).toBe('42501')
    }
    expect((await pgError(upload(anonymous, 'product-category-images', 'x.png'))).code).toBe('42501')
  })

  it('a rider uploads a delivery photo only under the id of an order assigned to them', async () => {
    await upload(w.riderR, 'delivery-photos', `${w.orders.a}/1700000000.jpg`)
    expect((await pgError(upload(w.riderR, 'delivery-photos', `${w.orders.b}/1700000000.jpg`))).code).toBe('42501')
    expect((await pgError(upload(w.riderR, 'delivery-photos', 'loose.jpg'))).code).toBe('42501')
    expect((await pgError(upload(w.customerA, 'delivery-photos', `${w.orders.a}/selfie.jpg`))).code).toBe('42501')
  })

  it('a delivery photo is seen by whoever sees its order', async () => {
    expect(await visible(w.customerA, 'delivery-photos')).toEqual([`${w.orders.a}/1.jpg`])
    expect(await visible(w.customerB, 'delivery-photos')).toEqual([`${w.orders.b}/1.jpg`])
    expect(await visible(w.riderR, 'delivery-photos')).toEqual([`${w.orders.a}/1.jpg`])
    // Rider S was deactivated by the admin above: a deactivated rider sees no photo, even of their order.
    expect(await visible(w.riderS, 'delivery-photos')).toEqual([])
    expect(await visible(w.riderIdle, 'delivery-photos')).toEqual([])
    expect(await visible(w.staffX, 'delivery-photos')).toEqual([`${w.orders.a}/1.jpg`])
    expect((await visible(w.admin, 'delivery-photos')).length).toBe(2)
    expect(await visible(anonymous, 'delivery-photos')).toEqual([])
  })
})

describe('request limits kept in the database (take_rate_limit)', () => {
  it('counts requests per key in a window: 0 while allowed, then the seconds left; service role only', async () => {
    const key = `test:${Date.now()}`
    const take = async () =>
      (await read<{ wait: number }>(t.db, 'select public.take_rate_limit($1, 2, 3600) as wait', [key]))[0]?.wait
    expect([await take(), await take()]).toEqual([0, 0])
    const wait = (await take()) as number
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    for (const actor of [anonymous, w.customerA, w.admin]) {
      const error = await pgError(as(t.db, actor, (tx) => tx.query(`select public.take_rate_limit('x', 1, 60)`)))
      expect(error.code).toBe('42501')
    }
    const error = await pgError(as(t.db, w.customerA, (tx) => tx.query('select * from private.rate_limit_windows')))
    expect(error.code).toBe('42501')
  })
})
