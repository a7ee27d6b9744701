import { describe, expect, test } from 'vitest'
import { changeData, type RoutedChange } from './payload.ts'

const routed = (type: RoutedChange['type'], patch: Partial<RoutedChange['roles'][string]> = {}): RoutedChange => ({
  schema: 'public',
  table: 'notes',
  type,
  commit_timestamp: '2024-05-01T08:00:00.000Z',
  too_big: false,
  visible: [true],
  roles: {
    authenticated: {
      error: null,
      pk: ['id'],
      columns: [
        { name: 'id', type: 'int8' },
        { name: 'body', type: 'text' },
        { name: 'owner_id', type: 'uuid' },
      ],
      record: { id: 1, body: 'hi', owner_id: 'u' },
      old_record: { id: 1 },
      ...patch,
    },
  },
})

describe('postgres_changes data', () => {
  test('an INSERT carries record but no old_record, as Realtime’s NewRecord', () => {
    const data = changeData(routed('INSERT'), 'authenticated', null)
    expect(data).toEqual({
      schema: 'public',
      table: 'notes',
      type: 'INSERT',
      commit_timestamp: '2024-05-01T08:00:00.000Z',
      columns: [
        { name: 'id', type: 'int8' },
        { name: 'body', type: 'text' },
        { name: 'owner_id', type: 'uuid' },
      ],
      errors: null,
      record: { id: 1, body: 'hi', owner_id: 'u' },
    })
  })

  test('an UPDATE carries both, a DELETE only old_record', () => {
    expect(changeData(routed('UPDATE'), 'authenticated', null)).toMatchObject({ record: {}, old_record: { id: 1 } })
    const deletion = changeData(routed('DELETE'), 'authenticated', null)
    expect(deletion).toMatchObject({ old_record: { id: 1 } })
    expect(deletion).not.toHaveProperty('record')
  })

  test('selected columns narrow record and columns, keeping the primary key', () => {
    const data = changeData(routed('INSERT'), 'authenticated', ['body'])
    expect(data.record).toEqual({ id: 1, body: 'hi' })
    expect(data.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'body', type: 'text' },
    ])
  })

  test('a role error replaces the row, as in Realtime’s error records', () => {
    const data = changeData(routed('INSERT', { error: 'Error 401: Unauthorized' }), 'authenticated', null)
    expect(data).toEqual({
      schema: 'public',
      table: 'notes',
      type: 'INSERT',
      columns: null,
      commit_timestamp: null,
      errors: ['Error 401: Unauthorized'],
      record: null,
    })
  })

  test('a record over 1 MB reports "Error 413: Payload Too Large"', () => {
    expect(changeData({ ...routed('INSERT'), too_big: true }, 'authenticated', null).errors).toEqual([
      'Error 413: Payload Too Large',
    ])
  })
})
