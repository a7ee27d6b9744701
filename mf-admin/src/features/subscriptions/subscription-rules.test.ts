import { describe, expect, it } from 'vitest'
import {
  ALL_TYPES,
  filterSubscriptions,
  isFiltered,
  subscriptionsCsv,
  subscriptionsFileName,
  subscriptionTypes,
} from './subscription-rules.ts'

const rows = [
  { id: '1', email: 'Amina@Example.com', type: 'blogs', created_at: '2026-11-25T21:30:00Z' },
  { id: '2', email: 'brian@mail.ug', type: 'campaigns', created_at: '2026-11-20T08:00:00Z' },
  { id: '3', email: 'carol@example.com', type: 'default', created_at: '2026-11-19T08:00:00Z' },
  { id: '4', email: 'dan@example.com', type: 'blogs', created_at: '2026-11-18T08:00:00Z' },
]

describe('search by email and filter by type', () => {
  it('the search is a case-insensitive substring of the e-mail', () => {
    expect(filterSubscriptions(rows, { search: ' EXAMPLE.com', type: ALL_TYPES }).map((r) => r.id)).toEqual([
      '1',
      '3',
      '4',
    ])
  })
  it('the type filter keeps one type; both combine', () => {
    expect(filterSubscriptions(rows, { search: '', type: 'blogs' }).map((r) => r.id)).toEqual(['1', '4'])
    expect(filterSubscriptions(rows, { search: 'dan', type: 'blogs' }).map((r) => r.id)).toEqual(['4'])
    expect(filterSubscriptions(rows, { search: 'dan', type: 'campaigns' })).toEqual([])
  })
  it('the type choices are the types present, each once', () => {
    expect(subscriptionTypes(rows)).toEqual(['blogs', 'campaigns', 'default'])
    expect(subscriptionTypes([])).toEqual([])
  })
  it('a filter is active when something is typed or a type is chosen', () => {
    expect(isFiltered({ search: ' ', type: ALL_TYPES })).toBe(false)
    expect(isFiltered({ search: 'a', type: ALL_TYPES })).toBe(true)
    expect(isFiltered({ search: '', type: 'blogs' })).toBe(true)
  })
})

describe('Export CSV', () => {
  it('columns Email, Type, Subscribed On; the time in Kampala', () => {
    expect(subscriptionsCsv(rows.slice(0, 2))).toBe(
      'Email,Type,Subscribed On\r\nAmina@Example.com,blogs,"26 Nov 2026, 00:30"\r\nbrian@mail.ug,campaigns,"20 Nov 2026, 11:00"\r\n',
    )
  })
  it('is named subscriptions-{date} by the Kampala day', () => {
    expect(subscriptionsFileName(new Date('2026-11-25T21:30:00Z'))).toBe('subscriptions-2026-11-26.csv')
  })
})
