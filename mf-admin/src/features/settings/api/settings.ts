// The shop's settings that the server reads (quote_order, place_order, the low-stock alert, riders' pay,
// the promised delivery day),
// and who changed which of them, from what to what, and when (settings_changes, kept by the database).
import { api } from '@shop/shared/api'
import type { Tables, TablesUpdate } from '@shop/shared/database'

/** The settings this screen reads and saves, named once for the types and the select. */
const EDITABLE = [
  'delivery_fee',
  'free_delivery_threshold',
  'low_stock_threshold',
  'rider_fee_share_percent',
  'rider_pay_per_km',
  'delivery_days',
  'opens_at',
  'closes_at',
  'same_day_cutoff',
] as const
type Editable = (typeof EDITABLE)[number]

export type ShopSettings = Pick<Tables<'settings'>, Editable | 'updated_at'>
export type SettingsInput = Pick<TablesUpdate<'settings'>, Editable>
export type SettingsChange = Pick<
  Tables<'settings_changes'>,
  'id' | 'setting' | 'old_value' | 'new_value' | 'changed_at'
> & { changed_by_user: Pick<Tables<'users'>, 'full_name' | 'email'> | null }

export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<ShopSettings, void>({
      query: () => (db) =>
        db
          .from('settings')
          .select([...EDITABLE, 'updated_at'].join(', '))
          .single(),
      providesTags: ['Settings'],
    }),
    settingsHistory: build.query<SettingsChange[], void>({
      query: () => (db) =>
        db
          .from('settings_changes')
          .select('id, setting, old_value, new_value, changed_at, changed_by_user:users(full_name, email)')
          .order('changed_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(50),
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<null, SettingsInput>({
      query: (values) => (db) => db.from('settings').update(values).eq('id', true),
      invalidatesTags: ['Settings'],
    }),
  }),
})

export const { useSettingsQuery, useSettingsHistoryQuery, useSaveSettingsMutation } = settingsApi
