import { describe, expect, it } from 'vitest'
import { SETTING_FIELDS, settingValue } from './setting-fields.ts'

describe('the settings screen', () => {
  it("reads each setting's value with its unit", () => {
    expect(settingValue('delivery_fee', 5000)).toBe('UGX 5,000')
    expect(settingValue('rider_fee_share_percent', 70)).toBe('70%')
    expect(settingValue('low_stock_threshold', 10)).toBe('10 units')
    expect(settingValue('delivery_fee', null)).toBe('—')
  })

  it('offers every setting the server reads, none negative', () => {
    expect(SETTING_FIELDS.map((f) => f.key)).toEqual([
      'delivery_fee',
      'free_delivery_threshold',
      'low_stock_threshold',
      'rider_fee_share_percent',
      'rider_pay_per_km',
    ])
    expect(SETTING_FIELDS.every((f) => f.min === 0)).toBe(true)
  })
})
