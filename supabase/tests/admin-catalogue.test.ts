// The admin's catalogue and settings rules: an ordered product is withdrawn from sale, never deleted;
// products of a deleted category stay, uncategorised; every change of a setting is recorded with who made
// it. Run as the callers PostgREST would set (RLS and privileges decide); each case rolls back.

import { SLUG_CASES } from '@shop/shared/catalogue/slug'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import type { Tx } from './support/platform.ts'
import { codeOf, failureCode } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let world: World

beforeAll(async () => {
  t = await openTestDatabase()
  world = await buildWorld(t.db)
})
afterAll(() => t?.close())

const inTx = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => as(t.db, actor, fn, { rollback: true })

describe('removing a product', () => {
  it('a product nobody ordered is deleted', async () => {
    const outcome = await inTx(world.admin, async (tx) => {
      const { rows } = await tx.query<{ outcome: string }>('select public.remove_product($1) as outcome', [
        world.products.sausages,
      ])
      const left = await tx.query('select 1 from public.products where id = $1', [world.products.sausages])
      return { outcome: rows[0]?.outcome, left: left.rows.length }
    })
    expect(outcome).toEqual({ outcome: 'deleted', left: 0 })
  })

  it('a product that has been ordered is withdrawn from sale: kept for its orders, out of stock, hidden from shoppers', async () => {
    const result = await inTx(world.admin, async (tx) => {
      const { rows } = await tx.query<{ outcome: string }>('select public.remove_product($1) as outcome', [
        world.products.beef,
      ])
      const product = await tx.query<{ stock: number; withdrawn: boolean }>(
        'select stock, withdrawn_at is not null as withdrawn from public.products where id = $1',
        [world.products.beef],
      )
      const lines = await tx.query('select 1 from public.order_items where product_id = $1', [world.products.beef])
      // What a shopper sees after the withdrawal, in the same transaction.
      await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`)
      await tx.query('set local role anon')
      const shopper = await tx.query('select 1 from public.products where id = $1', [world.products.beef])
      return {
        outcome: rows[0]?.outcome,
        product: product.rows[0],
        lines: lines.rows.length,
        seenByShopper: shopper.rows.length,
      }
    })
    expect(result).toEqual({ outcome: 'withdrawn', product: { stock: 0, withdrawn: true }, lines: 2, seenByShopper: 0 })
  })

  it('a withdrawn product cannot be given stock until it is put back on sale', async () => {
    const code = await inTx(world.admin, async (tx) => {
      await tx.query('select public.remove_product($1)', [world.products.beef])
      return failureCode(tx.query('update public.products set stock = 5 where id = $1', [world.products.beef]))
    })
    expect(code).toBe('23514')
  })

  it('a plain delete of an ordered product is refused, so no order loses its product', async () => {
    const code = await inTx(world.admin, (tx) =>
      failureCode(tx.query('delete from public.products where id = $1', [world.products.beef])),
    )
    expect(code).toBe('23503')
  })

  it('an unknown product is product_not_found', async () => {
    const code = await inTx(world.admin, (tx) =>
      failureCode(tx.query('select public.remove_product($1)', ['00000000-0000-4000-8000-000000000000'])),
    )
    expect(code).toBe(codeOf('product_not_found'))
  })

  it('a visitor, a customer, outlet staff and a rider may not remove a product', async () => {
    for (const actor of [anonymous, world.customerA, world.staffX, world.riderR]) {
      const code = await inTx(actor, (tx) =>
        failureCode(tx.query('select public.remove_product($1)', [world.products.sausages])),
      )
      expect(code, actor.label).toBe('42501')
    }
  })
})

describe('categories', () => {
  it.each(SLUG_CASES)('the database makes the same slug as the admin screen: "%s" → "%s"', async (name, slug) => {
    const made = await inTx(world.admin, async (tx) => {
      const { rows } = await tx.query<{ slug: string }>(
        'insert into public.product_categories (name) values ($1) returning slug',
        [name.trim()],
      )
      return rows[0]?.slug
    })
    expect(made).toBe(slug)
  })

  it('the products of a deleted category are kept, uncategorised and still on sale', async () => {
    const result = await inTx(world.admin, async (tx) => {
      const deleted = await tx.query('delete from public.product_categories where id = $1 returning id', [
        world.category,
      ])
      const products = await tx.query<{ category_id: string | null; withdrawn_at: string | null }>(
        'select category_id, withdrawn_at from public.products where id = any($1)',
        [[world.products.beef, world.products.sausages, world.products.soldOut]],
      )
      return { deleted: deleted.rows.length, products: products.rows }
    })
    expect(result.deleted).toBe(1)
    expect(result.products).toEqual([
      { category_id: null, withdrawn_at: null },
      { category_id: null, withdrawn_at: null },
      { category_id: null, withdrawn_at: null },
    ])
  })

  it('several categories are deleted at once by an admin, and by nobody else', async () => {
    const made = await inTx(world.admin, async (tx) => {
      await tx.query(`insert into public.product_categories (name) values ('Poultry'), ('Goat Meat')`)
      const { rows } = await tx.query(
        `delete from public.product_categories where slug in ('poultry', 'goat-meat', 'fresh-beef') returning slug`,
      )
      return rows.length
    })
    expect(made).toBe(3)
    for (const actor of [world.customerA, world.staffX, world.riderR]) {
      const deleted = await inTx(actor, async (tx) => {
        const { rows } = await tx.query('delete from public.product_categories returning id')
        return rows.length
      })
      expect(deleted, actor.label).toBe(0)
    }
  })
})

describe('restocking', () => {
  it('adds units to what is in stock now, in one statement', async () => {
    const stock = await inTx(world.admin, async (tx) => {
      await tx.query('update public.products set stock = stock - 3 where id = $1', [world.products.sausages])
      const { rows } = await tx.query<{ stock: number }>('select public.restock_product($1, 20) as stock', [
        world.products.sausages,
      ])
      return rows[0]?.stock
    })
    expect(stock).toBe(30 - 3 + 20)
  })

  it('refuses fewer than 1 or more than 100000 units, and a withdrawn product', async () => {
    for (const quantity of [0, -5, 100_001]) {
      const code = await inTx(world.admin, (tx) =>
        failureCode(tx.query('select public.restock_product($1, $2)', [world.products.sausages, quantity])),
      )
      expect(code, String(quantity)).toBe(codeOf('restock_out_of_range'))
    }
    const code = await inTx(world.admin, async (tx) => {
      await tx.query('select public.remove_product($1)', [world.products.beef])
      return failureCode(tx.query('select public.restock_product($1, 5)', [world.products.beef]))
    })
    expect(code).toBe(codeOf('product_not_found'))
  })

  it('a visitor, a customer, outlet staff and a rider may not restock', async () => {
    for (const actor of [anonymous, world.customerA, world.staffX, world.riderR]) {
      const code = await inTx(actor, (tx) =>
        failureCode(tx.query('select public.restock_product($1, 5)', [world.products.sausages])),
      )
      expect(code, actor.label).toBe('42501')
    }
  })
})

describe('the categories overview', () => {
  it('counts the products on sale in each category (catalogue figures, public anyway; visitors have no use for it)', async () => {
    const counts = await inTx(world.admin, async (tx) => {
      await tx.query('select public.remove_product($1)', [world.products.beef])
      const { rows } = await tx.query<{ product_count: number }>(
        'select product_count from public.category_overview where id = $1',
        [world.category],
      )
      return rows[0]?.product_count
    })
    expect(counts).toBe(2)
    const code = await inTx(anonymous, (tx) => failureCode(tx.query('select 1 from public.category_overview')))
    expect(code).toBe('42501')
  })
})

describe("the shop's settings", () => {
  it('an admin changing the delivery fee is recorded: which setting, from what, to what, who and when', async () => {
    const history = await inTx(world.admin, async (tx) => {
      await tx.query(
        'update public.settings set delivery_fee = 6500, free_delivery_threshold = free_delivery_threshold',
      )
      const { rows } = await tx.query<Record<string, unknown>>(
        `select setting, old_value::float8 as old_value, new_value::float8 as new_value, changed_by,
                changed_at > now() - interval '1 minute' as recent
           from public.settings_changes order by id desc limit 1`,
      )
      const quote = await tx.query<{ fee: number }>(
        `select (public.quote_order(jsonb_build_array(jsonb_build_object('product_id', $1::text, 'quantity', 1)))
                 ->> 'delivery_fee')::float8 as fee`,
        [world.products.beef],
      )
      return { change: rows[0], quoteFee: quote.rows[0]?.fee }
    })
    expect(history).toEqual({
      change: { setting: 'delivery_fee', old_value: 5000, new_value: 6500, changed_by: world.admin.id, recent: true },
      quoteFee: 6500,
    })
  })

  it('changed delivery hours are recorded as minutes and a weekday mask, and move the promised day', async () => {
    const seen = await inTx(world.admin, async (tx) => {
      await tx.query(`update public.settings set same_day_cutoff = '16:30', delivery_days = '{1,2,3,4,5}'`)
      const { rows } = await tx.query<{ setting: string; old_value: number; new_value: number }>(
        `select setting, old_value::float8 as old_value, new_value::float8 as new_value
           from public.settings_changes
          where setting in ('delivery_days', 'opens_at', 'closes_at', 'same_day_cutoff') order by setting`,
      )
      // Tuesday 2026-12-01 15:00 and Friday 2026-12-04 17:00 in Kampala (12:00 and 14:00 UTC).
      const promised = await tx.query<{ tuesday: string; friday: string }>(
        `select public.promised_delivery_date('2026-12-01 12:00Z')::text as tuesday,
                public.promised_delivery_date('2026-12-04 14:00Z')::text as friday`,
      )
      return { changes: rows, promised: promised.rows[0] }
    })
    expect(seen).toEqual({
      changes: [
        { setting: 'delivery_days', old_value: 126, new_value: 62 },
        { setting: 'same_day_cutoff', old_value: 840, new_value: 990 },
      ],
      promised: { tuesday: '2026-12-01', friday: '2026-12-07' },
    })
  })

  it('a customer, outlet staff and a rider may neither change the settings nor read their history', async () => {
    for (const actor of [world.customerA, world.staffX, world.riderR]) {
      const seen = await inTx(actor, async (tx) => {
        const changed = await tx.query('update public.settings set delivery_fee = 1 returning 1')
        const history = await tx.query('select 1 from public.settings_changes')
        return { changed: changed.rows.length, history: history.rows.length }
      })
      expect(seen, actor.label).toEqual({ changed: 0, history: 0 })
    }
    const code = await inTx(anonymous, (tx) => failureCode(tx.query('update public.settings set delivery_fee = 1')))
    expect(code).toBe('42501')
  })

  it('a negative delivery fee is refused by the database', async () => {
    const code = await inTx(world.admin, (tx) => failureCode(tx.query('update public.settings set delivery_fee = -1')))
    expect(code).toBe('23514')
  })
})
