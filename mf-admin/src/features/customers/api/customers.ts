// The customers' server data: the paged, searchable list with its figures (admin_customers: admins
// only, the figures counted by the database), every customer a search finds for the export, and one
// customer's page: their figures, orders, saved addresses and subscriptions (RLS: admins read them all).
import { api, supabaseQuery } from '@shop/shared/api'
import { peopleSearchPatterns } from '@shop/shared/phone/search'
import { exactPattern } from '../../../lib/search-pattern.ts'
import { PAGE_SIZE } from '../customer-rules.ts'

/** What the generated types cannot know of a function's columns: which may be null. */
type NullableFigures = { email: string | null; phone: string | null; last_order_at: string | null }

const ORDER_COLUMNS = 'id, number, status, payment_status, payment_method, total_amount, created_at'
const ADDRESS_COLUMNS = 'id, label, formatted_address, street, city, instructions, last_used_at'

export const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customers'] }).injectEndpoints({
  endpoints: (build) => ({
    customerList: supabaseQuery(build, {
      query:
        ({ search, page }: { search: string; page: number }) =>
        (db) =>
          db
            .rpc('admin_customers', { patterns: peopleSearchPatterns(search) }, { count: 'exact' })
            .order('last_order_at', { ascending: false, nullsFirst: false })
            .order('full_name')
            .order('id')
            .range((page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1)
            .overrideTypes<NullableFigures[]>(),
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Customers'],
    }),
    /** Every customer the search finds, in the list's order, for Export CSV. */
    customerExport: supabaseQuery(build, {
      query: (search: string) => (db) =>
        db
          .rpc('admin_customers', { patterns: peopleSearchPatterns(search) })
          .order('last_order_at', { ascending: false, nullsFirst: false })
          .order('full_name')
          .order('id')
          .overrideTypes<NullableFigures[]>(),
      providesTags: ['Customers'],
    }),
    customer: supabaseQuery(build, {
      query: (id: string) => (db) =>
        db.rpc('admin_customers', { customer_id: id }).maybeSingle().overrideTypes<NullableFigures | null>(),
      providesTags: (_row, _error, id) => [{ type: 'Customers', id }],
    }),
    customerOrders: supabaseQuery(build, {
      query: (id: string) => (db) =>
        db
          .from('orders')
          .select(ORDER_COLUMNS)
          .eq('user_id', id)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false }),
      providesTags: (_rows, _error, id) => [{ type: 'Customers', id }],
    }),
    customerAddresses: supabaseQuery(build, {
      query: (id: string) => (db) =>
        db.from('customer_addresses').select(ADDRESS_COLUMNS).eq('user_id', id).order('last_used_at', {
          ascending: false,
        }),
      providesTags: (_rows, _error, id) => [{ type: 'Customers', id }],
    }),
    /** The launch-notice subscriptions of an e-mail (stored as typed: matched in any case). */
    customerSubscriptions: supabaseQuery(build, {
      query: (email: string) => (db) =>
        db
          .from('subscriptions')
          .select('id, type, created_at')
          .ilike('email', exactPattern(email))
          .order('created_at', { ascending: false }),
      providesTags: ['Customers'],
    }),
    /** Whether the customer gets their order updates by SMS (their own choice, in their account). */
    customerSmsUpdates: supabaseQuery(build, {
      query: (id: string) => (db) => db.from('users').select('sms_order_updates').eq('id', id).maybeSingle(),
      providesTags: (_row, _error, id) => [{ type: 'Customers', id }],
    }),
  }),
})

type Endpoints = typeof customersApi.endpoints
export type CustomerPage = Endpoints['customerList']['Types']['ResultType']
export type CustomerRow = CustomerPage['rows'][number]
export type CustomerOrder = Endpoints['customerOrders']['Types']['ResultType'][number]
export type CustomerAddress = Endpoints['customerAddresses']['Types']['ResultType'][number]
export type CustomerSubscription = Endpoints['customerSubscriptions']['Types']['ResultType'][number]
