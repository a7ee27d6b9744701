import { describe, expect, it } from 'vitest'
import { customersCsv, customersFileName, readQueryState, writeQueryState } from './customer-rules.ts'

describe('the customers list keeps its search and page in the URL', () => {
  it('reads what the URL says, and the first page when it says nothing usable', () => {
    expect(readQueryState(new URLSearchParams('q=0772+481530&page=3'))).toEqual({ search: '0772 481530', page: 3 })
    expect(readQueryState(new URLSearchParams('page=-2'))).toEqual({ search: '', page: 1 })
    expect(readQueryState(new URLSearchParams('page=two'))).toEqual({ search: '', page: 1 })
  })

  it('writes a clean URL for the first, unfiltered page', () => {
    expect(writeQueryState({ search: '  ', page: 1 }).toString()).toBe('')
    expect(writeQueryState({ search: ' Sarah ', page: 2 }).toString()).toBe('q=Sarah&page=2')
  })
})

describe('Export CSV', () => {
  it('a line per customer: amounts as plain UGX numbers, times in Kampala, a missing phone or order left empty', () => {
    const csv = customersCsv([
      {
        full_name: 'Sarah Namubiru',
        email: 'customer@example.com',
        phone: '+256772481530',
        orders: 12,
        total_spent: 1045500,
        last_order_at: '2026-12-01T09:30:00Z',
        joined_at: '2026-09-18T07:00:00Z',
      },
      {
        full_name: 'Okello, John',
        email: null,
        phone: null,
        orders: 0,
        total_spent: 0,
        last_order_at: null,
        joined_at: '2026-11-30T21:15:00Z',
      },
    ])
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Phone,Orders,Total Spent (UGX),Last Order,Joined',
      // A phone's leading + would be a formula to a spreadsheet: it is kept as text.
      'Sarah Namubiru,customer@example.com,\'+256772481530,12,1045500,"1 Dec 2026, 12:30","18 Sept 2026, 10:00"',
      '"Okello, John",,,0,0,,"1 Dec 2026, 00:15"',
      '',
    ])
  })

  it('is named for the day in Kampala', () => {
    expect(customersFileName(new Date('2026-12-01T22:30:00Z'))).toBe('customers-2026-12-02.csv')
  })
})
