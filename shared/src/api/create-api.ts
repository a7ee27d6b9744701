import { createApi } from '@reduxjs/toolkit/query/react'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createSupabaseBaseQuery } from './base-query.ts'

/** The api with no endpoints yet, over the client `getClient` gives (the page's, or a test's). */
export function createShopApi(getClient: () => Promise<SupabaseClient>) {
  return createApi({
    reducerPath: 'api',
    baseQuery: createSupabaseBaseQuery(getClient),
    tagTypes: [],
    endpoints: () => ({}),
  })
}

export type ShopApi = ReturnType<typeof createShopApi>
