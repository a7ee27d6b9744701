import { createApi } from '@reduxjs/toolkit/query/react'
import type { ShopClient } from '@shop/shared/supabase'
import { createSupabaseBaseQuery } from './base-query.ts'

/** The api with no endpoints yet, over the client `getClient` gives (the page's, or a test's). */
export function createShopApi(getClient: () => Promise<ShopClient>) {
  return createApi({
    reducerPath: 'api',
    baseQuery: createSupabaseBaseQuery(getClient),
    tagTypes: [],
    endpoints: () => ({}),
  })
}

export type ShopApi = ReturnType<typeof createShopApi>
