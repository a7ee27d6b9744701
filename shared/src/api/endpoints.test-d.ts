// An endpoint's types come from its supabase-js call: the select string decides the row's columns and
// embeds, `.single()`/`.maybeSingle()` the row or null, an RPC its declared return, a count reaches
// `transformResponse` through `meta`, and `transformResponse`'s return is the result; a call run inside a
// `queryFn` (runCall, orderNumbers below) is typed the same way. Type-level tests:
// the type checker runs them (vitest's typecheck mode, and the package's `typecheck`).
import type { SkipToken } from '@reduxjs/toolkit/query'
import { describe, expectTypeOf, it } from 'vitest'
import type { Database, Enums } from '../supabase/database.types.ts'
import { createShopApi } from './create-api.ts'
import { runCall, supabaseMutation, supabaseQuery } from './endpoints.ts'

const api = createShopApi(() => Promise.reject(new Error('types only: never called')))

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('orders')
          .select('id, number, outlet:outlets(id, name), items:order_items(quantity)')
          .eq('outlet_id', outletId),
      providesTags: ['Order'],
    }),
    orderPage: supabaseQuery(build, {
      query: () => (db) => db.from('orders').select('id, status', { count: 'exact' }).limit(5),
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: (page) => (page ? page.rows.map((row) => ({ type: 'Order' as const, id: row.id })) : []),
    }),
    order: supabaseQuery(build, {
      query: (id: string) => (db) => db.from('orders').select('id, total_amount').eq('id', id).single(),
    }),
    maybeOrder: supabaseQuery(build, {
      query: (id: string) => (db) => db.from('orders').select('id').eq('id', id).maybeSingle(),
    }),
    restock: supabaseMutation(build, {
      query:
        ({ id, quantity }: { id: string; quantity: number }) =>
        (db) =>
          db.rpc('restock_product', { product_id: id, quantity }),
      invalidatesTags: ['Order'],
    }),
    markRead: supabaseMutation(build, {
      query: (id: string) => (db) => db.from('admin_notifications').update({ read: true }).eq('id', id),
    }),
    images: supabaseQuery(build, {
      query: () => (db) => db.storage.from('product-images').list(''),
    }),
    orderNumbers: build.query<number[], string>({
      async queryFn(outletId, _api, _extra, baseQuery) {
        const result = await runCall(baseQuery, (db) => db.from('orders').select('number').eq('outlet_id', outletId))
        expectTypeOf(result.data).toEqualTypeOf<{ number: number }[] | undefined>()
        return result.error ? { error: result.error } : { data: result.data.map((order) => order.number) }
      },
    }),
  }),
})

const useOrder = (id: string) => ordersApi.useOrderQuery(id)

type Endpoints = typeof ordersApi.endpoints
type ResultOf<Name extends keyof Endpoints> = Endpoints[Name]['Types']['ResultType']
type ArgOf<Name extends keyof Endpoints> = Endpoints[Name]['Types']['QueryArg']

describe('an endpoint typed by its supabase-js call', () => {
  it('has the columns of its select string, and no others', () => {
    type Order = ResultOf<'orders'>[number]
    expectTypeOf<Order['id']>().toEqualTypeOf<string>()
    expectTypeOf<Order['number']>().toEqualTypeOf<number>()
    expectTypeOf<Order>().not.toHaveProperty('status')
    expectTypeOf<Order>().not.toHaveProperty('total_amount')
  })

  it('gives an embed its nested type: one row or null to one, an array to many', () => {
    type Order = ResultOf<'orders'>[number]
    expectTypeOf<Order['outlet']>().toEqualTypeOf<{ id: string; name: string } | null>()
    expectTypeOf<Order['items']>().toEqualTypeOf<{ quantity: number }[]>()
  })

  it('takes its argument from the query, and none when the query has no parameter', () => {
    expectTypeOf<ArgOf<'orders'>>().toEqualTypeOf<string>()
    expectTypeOf<ArgOf<'restock'>>().toEqualTypeOf<{ id: string; quantity: number }>()
    expectTypeOf<ArgOf<'orderPage'>>().toEqualTypeOf<void>()
  })

  it('is what transformResponse returns, from the rows and the count it is given', () => {
    expectTypeOf<ResultOf<'orderPage'>>().toEqualTypeOf<{
      rows: { id: string; status: Enums<'order_status'> }[]
      total: number
    }>()
  })

  it('is one row after .single(), one row or null after .maybeSingle()', () => {
    expectTypeOf<ResultOf<'order'>>().toEqualTypeOf<{ id: string; total_amount: number }>()
    expectTypeOf<ResultOf<'maybeOrder'>>().toEqualTypeOf<{ id: string } | null>()
  })

  it('is an RPC’s declared return, an update’s null, a storage call’s data', () => {
    expectTypeOf<ResultOf<'restock'>>().toEqualTypeOf<Database['public']['Functions']['restock_product']['Returns']>()
    expectTypeOf<ResultOf<'markRead'>>().toEqualTypeOf<null>()
    expectTypeOf<ResultOf<'images'>[number]['name']>().toEqualTypeOf<string>()
  })

  it('types the hooks the same way', () => {
    expectTypeOf(ordersApi.useOrderQuery).parameter(0).toEqualTypeOf<string | SkipToken>()
    expectTypeOf<ReturnType<typeof useOrder>['data']>().toEqualTypeOf<
      { id: string; total_amount: number } | undefined
    >()
  })

  it('refuses a call that does not answer supabase-js’s { data, error }', () => {
    api.injectEndpoints({
      endpoints: (build) => ({
        // @ts-expect-error the base query reads `error` and `data` from the answer
        notACall: supabaseQuery(build, { query: () => async () => ({ rows: [] }) }),
      }),
    })
  })
})
