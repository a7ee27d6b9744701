// The shop's settings that the server reads (quote_order, place_order, the low-stock alert, riders' pay,
// the promised delivery day),
// and who changed which of them, from what to what, and when (settings_changes, kept by the database).
import { api, type CallData, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { TablesUpdate } from '@shop/shared/database'
import type { ShopClient } from '@shop/shared/supabase'

/** The settings this screen reads and saves, and when they last changed. */
const readSettings = (db: ShopClient) =>
  db
    .from('settings')
    .select(
      'delivery_fee, free_delivery_threshold, low_stock_threshold, rider_fee_share_percent, rider_pay_per_km, delivery_days, opens_at, closes_at, same_day_cutoff, updated_at',
    )
    .single()

export type ShopSettings = CallData<typeof readSettings>
/** What the screen saves: the settings it reads. */
export type SettingsInput = Pick<TablesUpdate<'settings'>, Exclude<keyof ShopSettings, 'updated_at'>>

export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    settings: supabaseQuery(build, {
      query: () => readSettings,
      providesTags: ['Settings'],
    }),
    settingsHistory: supabaseQuery(build, {
      query: () => (db) =>
        db
          .from('settings_changes')
          .select('id, setting, old_value, new_value, changed_at, changed_by_user:users(full_name, email)')
          .order('changed_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(50),
      providesTags: ['Settings'],
    }),
    saveSettings: supabaseMutation(build, {
      query: (values: SettingsInput) => (db) => db.from('settings').update(values).eq('id', true),
      invalidatesTags: ['Settings'],
    }),
  }),
})

export type SettingsChange = (typeof settingsApi.endpoints.settingsHistory.Types.ResultType)[number]

export const { useSettingsQuery, useSettingsHistoryQuery, useSaveSettingsMutation } = settingsApi
