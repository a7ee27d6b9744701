import { describe, expect, it } from 'vitest'
import type { RelationRow, TypeRow } from './catalog.ts'
import { orNull, type TypeContext, tsType } from './ts-types.ts'

let oid = 1000
const type = (schema: string, name: string, extra: Partial<TypeRow> = {}): TypeRow => ({
  oid: oid++,
  schema,
  name,
  format: name,
  enumValues: [],
  attributes: [],
  relationOid: null,
  ...extra,
})
const relation = (schema: string, name: string, kind: RelationRow['kind']): RelationRow => ({
  oid: oid++,
  schema,
  name,
  kind,
  updatable: false,
})

const context: TypeContext = {
  schemas: ['public', 'shop'],
  types: [
    type('public', 'status', { enumValues: ['new', 'done'] }),
    type('shop', 'status', { enumValues: ['open', 'shut'] }),
    type('shop', 'size', { enumValues: ['s', 'm'] }),
    type('auth', 'aal_level', { enumValues: ['aal1', 'aal2'] }),
    type('public', 'address', { attributes: [{ name: 'city', typeOid: 25 }] }),
    type('auth', 'secret_pair', { attributes: [{ name: 'a', typeOid: 25 }] }),
  ],
  tables: [relation('public', 'orders', 'table'), relation('shop', 'items', 'table')],
  views: [relation('public', 'daily', 'view')],
}

describe('PostgreSQL types as TypeScript', () => {
  it.each([
    ['bool', 'boolean'],
    ['int2', 'number'],
    ['int4', 'number'],
    ['int8', 'number'],
    ['float4', 'number'],
    ['float8', 'number'],
    ['numeric', 'number'],
    ['text', 'string'],
    ['varchar', 'string'],
    ['bpchar', 'string'],
    ['citext', 'string'],
    ['uuid', 'string'],
    ['date', 'string'],
    ['time', 'string'],
    ['timetz', 'string'],
    ['timestamp', 'string'],
    ['timestamptz', 'string'],
    ['interval', 'string'],
    ['bytea', 'string'],
    ['vector', 'string'],
    ['json', 'Json'],
    ['jsonb', 'Json'],
    ['void', 'undefined'],
    ['record', 'Record<string, unknown>'],
    ['_text', '(string)[]'],
    ['_int4', '(number)[]'],
    ['inet', 'unknown'],
    ['tsvector', 'unknown'],
    ['int4range', 'unknown'],
  ])('%s is %s', (name, expected) => {
    expect(tsType(name, 'public', context)).toBe(expected)
  })

  it('references an enum of a generated schema, preferring the one of the current schema', () => {
    expect(tsType('status', 'public', context)).toBe('Database["public"]["Enums"]["status"]')
    expect(tsType('status', 'shop', context)).toBe('Database["shop"]["Enums"]["status"]')
    expect(tsType('size', 'public', context)).toBe('Database["shop"]["Enums"]["size"]')
    expect(tsType('_status', 'public', context)).toBe('(Database["public"]["Enums"]["status"])[]')
  })

  it('spells out an enum of a schema that is not generated', () => {
    expect(tsType('aal_level', 'public', context)).toBe('"aal1"|"aal2"')
  })

  it('references composite types of generated schemas; others are unknown', () => {
    expect(tsType('address', 'public', context)).toBe('Database["public"]["CompositeTypes"]["address"]')
    expect(tsType('secret_pair', 'public', context)).toBe('unknown')
  })

  it("references a table's or view's row type", () => {
    expect(tsType('orders', 'public', context)).toBe('Database["public"]["Tables"]["orders"]["Row"]')
    expect(tsType('items', 'public', context)).toBe('Database["shop"]["Tables"]["items"]["Row"]')
    expect(tsType('daily', 'public', context)).toBe('Database["public"]["Views"]["daily"]["Row"]')
  })

  it('adds null to nullable types, except unknown, which admits it already', () => {
    expect(orNull('string', true)).toBe('string | null')
    expect(orNull('string', false)).toBe('string')
    expect(orNull('unknown', true)).toBe('unknown')
  })
})
