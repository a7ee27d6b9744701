import { expect, test } from 'vitest'
import { decodeCursor, encodeCursor, parseListV2Body } from './list-v2.ts'

test("a cursor is Storage's: letter:value lines in base64, and reads back", () => {
  const token = encodeCursor({ startAfter: 'u/docs/', sortOrder: 'desc', sortColumn: 'created_at' })
  expect(Buffer.from(token, 'base64').toString()).toBe('l:u/docs/\no:desc\nc:created_at')
  expect(decodeCursor(token)).toEqual({ startAfter: 'u/docs/', sortOrder: 'desc', sortColumn: 'created_at' })
})

test('an unknown letter or a line without one is an invalid cursor', () => {
  for (const text of ['x:1', 'l:a\nnothing', '']) {
    expect(() => decodeCursor(Buffer.from(text).toString('base64'))).toThrow('Invalid Parameter continuation token')
  }
})

test("the cursor's sort wins over the body's, and a page holds at most 1000 entries", () => {
  const cursor = encodeCursor({
    startAfter: 'b.txt',
    sortOrder: 'desc',
    sortColumn: 'updated_at',
    sortColumnAfter: '2026-11-24T06:00:00.000Z',
  })
  expect(parseListV2Body({ cursor, sortBy: { column: 'name', order: 'asc' }, limit: 5000 })).toEqual({
    prefix: '',
    limit: 1000,
    delimited: false,
    sortColumn: 'updated_at',
    sortOrder: 'desc',
    after: { name: 'b.txt', time: '2026-11-24T06:00:00.000Z' },
  })
  expect(parseListV2Body({})).toMatchObject({ limit: 1000, sortColumn: 'name', sortOrder: 'asc', after: undefined })
})
