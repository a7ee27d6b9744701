import { RealtimePostgresFilterBuilder } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { bindingId, describeParams, parseFilters, parseSubscriptionParams, splitTopLevel } from './params.ts'

// The cases of Realtime's own doctests for parse_subscription_params.
describe('parseSubscriptionParams', () => {
  test('an eq filter', () => {
    expect(parseSubscriptionParams({ schema: 'public', table: 'messages', filter: 'subject=eq.hey' })).toEqual({
      ok: true,
      value: {
        action: '*',
        schema: 'public',
        table: 'messages',
        filters: [{ column: 'subject', op: 'eq', value: 'hey', negate: false }],
        select: null,
      },
    })
  })

  test('an in filter becomes a Postgres array literal', () => {
    const parsed = parseSubscriptionParams({ schema: 'public', table: 'messages', filter: 'subject=in.(hidee,ho)' })
    expect(parsed.ok && parsed.value.filters).toEqual([
      { column: 'subject', op: 'in', value: '{hidee,ho}', negate: false },
    ])
  })

  test('not. negates, and commas combine filters with AND', () => {
    expect(parseFilters('subject=not.like.hey%')).toEqual({
      ok: true,
      value: [{ column: 'subject', op: 'like', value: 'hey%', negate: true }],
    })
    expect(parseFilters('id=gt.0,id=lt.100')).toEqual({
      ok: true,
      value: [
        { column: 'id', op: 'gt', value: '0', negate: false },
        { column: 'id', op: 'lt', value: '100', negate: false },
      ],
    })
  })

  test('an empty or blank filter means no filter', () => {
    expect(parseFilters('')).toEqual({ ok: true, value: [] })
    expect(parseFilters('   ')).toEqual({ ok: true, value: [] })
  })

  test('schema alone subscribes to every table; table alone means schema public', () => {
    expect(parseSubscriptionParams({ schema: 'public' })).toMatchObject({
      ok: true,
      value: { schema: 'public', table: '*' },
    })
    expect(parseSubscriptionParams({ table: 'messages' })).toMatchObject({
      ok: true,
      value: { schema: 'public', table: 'messages' },
    })
  })

  test('the event picks the action, anything unknown meaning all', () => {
    const action = (event: unknown) => {
      const parsed = parseSubscriptionParams({ event, schema: 'public' })
      return parsed.ok ? parsed.value.action : null
    }
    expect([action('insert'), action('UPDATE'), action('DELETE'), action('*'), action('truncate')]).toEqual([
      'INSERT',
      'UPDATE',
      'DELETE',
      '*',
      '*',
    ])
  })

  test.each([
    [
      { schema: 'public', table: 'messages', filter: 'subject=foo.hey' },
      'Error parsing `filter` params: ["foo", "hey"]',
    ],
    [{ schema: 'public', table: 'messages', filter: 'undefined' }, 'Error parsing `filter` params: ["undefined"]'],
    [
      { schema: 'public', table: 'messages', filter: 'a=eq.1,,b=eq.2' },
      'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)',
    ],
    [
      { schema: 'public', table: 'messages', filter: 'a=in.1,2' },
      'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    ],
    [{}, 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to: %{}'],
    [
      { event: '*' },
      'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to: %{"event" => "*"}',
    ],
    [
      { schema: 'public', table: 'm', select: 'a,b' },
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    ],
    [
      { schema: 'public', select: ['a'] },
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    ],
  ])('%j is refused with Realtime’s message', (params, error) => {
    expect(parseSubscriptionParams(params)).toEqual({ ok: false, error })
  })
})

describe('filters built by realtime-js', () => {
  test('quoted values keep their commas, parentheses and escaped quotes', () => {
    const filter = new RealtimePostgresFilterBuilder()
      .in('name', ['a,b', 'c'])
      .eq('note', 'he said "hi", then (left)')
      .not('level', 'is', null)
      .build()
    expect(splitTopLevel(filter)).toHaveLength(3)
    expect(parseFilters(filter)).toEqual({
      ok: true,
      value: [
        { column: 'name', op: 'in', value: '{"a,b",c}', negate: false },
        { column: 'note', op: 'eq', value: 'he said "hi", then (left)', negate: false },
        { column: 'level', op: 'is', value: 'null', negate: true },
      ],
    })
  })
})

describe('binding ids', () => {
  test('equal bindings share an id within Erlang phash2’s range, different ones do not', () => {
    const a = bindingId({ event: 'INSERT', schema: 'public', table: 'notes' })
    expect(bindingId({ table: 'notes', schema: 'public', event: 'INSERT' })).toBe(a)
    expect(bindingId({ event: 'UPDATE', schema: 'public', table: 'notes' })).not.toBe(a)
    expect(a).toBeGreaterThanOrEqual(0)
    expect(a).toBeLessThan(2 ** 27)
  })
})

test('parameters are described as Realtime logs them', () => {
  const parsed = parseSubscriptionParams({ event: 'INSERT', schema: 'public', table: 'notes', filter: 'id=eq.1' })
  if (!parsed.ok) throw new Error(parsed.error)
  expect(describeParams(parsed.value)).toBe(
    'event: INSERT, schema: public, table: notes, filters: [{"id", "eq", "1", false}], select: nil',
  )
})
