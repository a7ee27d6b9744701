// The settings an admin edits, with their labels, units and limits (the database's checks: none negative,
// the rider's share a percentage, the low-stock threshold whole units).
import { formatMoney } from '@shop/shared/money'
import { HOURS_LABELS, hoursValue, isHoursKey } from './delivery-hours.ts'

export type SettingKey =
  | 'delivery_fee'
  | 'free_delivery_threshold'
  | 'low_stock_threshold'
  | 'rider_fee_share_percent'
  | 'rider_pay_per_km'

export interface SettingField {
  key: SettingKey
  label: string
  help: string
  min: number
  max: number
  /** Decimal places allowed. */
  precision: number
  format: (value: number) => string
}

const units = (value: number) => `${value.toLocaleString('en-US')} units`

export const SETTING_FIELDS: SettingField[] = [
  {
    key: 'delivery_fee',
    label: 'Delivery fee (UGX)',
    help: 'Charged when the order, after any coupon, is under the free-delivery threshold.',
    min: 0,
    max: 1_000_000,
    precision: 0,
    format: formatMoney,
  },
  {
    key: 'free_delivery_threshold',
    label: 'Free delivery from (UGX)',
    help: 'Orders of this much or more, after any coupon, are delivered free.',
    min: 0,
    max: 100_000_000,
    precision: 0,
    format: formatMoney,
  },
  {
    key: 'low_stock_threshold',
    label: 'Low-stock notification at (units)',
    help: "The admins are notified when a product's stock falls to this or below. The dashboard's alerts and the product cards keep the shop's own rule (under 10, and 10 or less).",
    min: 0,
    max: 100_000,
    precision: 0,
    format: units,
  },
  {
    key: 'rider_fee_share_percent',
    label: "Rider's share of the delivery fee (%)",
    help: 'What a rider earns per delivery, as a share of the standard delivery fee.',
    min: 0,
    max: 100,
    precision: 2,
    format: (value) => `${value}%`,
  },
  {
    key: 'rider_pay_per_km',
    label: 'Rider pay per km (UGX)',
    help: 'Added to the rider’s pay for each kilometre from the outlet to the customer.',
    min: 0,
    max: 1_000_000,
    precision: 0,
    format: formatMoney,
  },
]

export function settingField(key: string): SettingField | undefined {
  return SETTING_FIELDS.find((field) => field.key === key)
}

/** A recorded setting's name on the screen. */
export function settingLabel(key: string): string {
  return isHoursKey(key) ? HOURS_LABELS[key] : (settingField(key)?.label ?? key)
}

/** A setting's value as read: "UGX 5,000", "70%", "10 units", "2 PM"; "—" when there was none. */
export function settingValue(key: string, value: number | null): string {
  if (value === null) return '—'
  if (isHoursKey(key)) return hoursValue(key, Number(value))
  return settingField(key)?.format(value) ?? String(value)
}
