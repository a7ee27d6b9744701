import { describe, expect, it } from 'vitest'
import { parseQueryParams } from './query-params.ts'

const order = (value: string) => parseQueryParams(`order=${encodeURIComponent(value)}`, false).order[0]?.terms

describe('order grammar', () => {
  it('reads directions, null placement, JSON paths and related columns', () => {
    expect(order('name.desc.nullsfirst,json_col->key.asc.nullslast,id')).toEqual([
      { field: { name: 'name', path: [] }, direction: 'desc', nulls: 'first' },
      {
        field: { name: 'json_col', path: [{ arrow: '->', operand: { kind: 'key', value: 'key' } }] },
        direction: 'asc',
        nulls: 'last',
      },
      { field: { name: 'id', path: [] } },
    ])
    expect(order('clients(name).desc')).toEqual([
      { relation: 'clients', field: { name: 'name', path: [] }, direction: 'desc' },
    ])
    expect(order('id.nullslast')).toEqual([{ field: { name: 'id', path: [] }, nulls: 'last' }])
  })

  it('reports malformed terms at the column Parsec reports', () => {
    const cases: [string, number][] = [
      ['id.ac', 4],
      ['id.descc', 8],
      ['id.nullslasttt', 13],
      ['id.asc.nlsfst', 8],
      ['clients(name,id)', 8],
    ]
    for (const [value, column] of cases) {
      expect(() => order(value)).toThrow(
        expect.objectContaining({
          code: 'PGRST100',
          message: `"failed to parse order (${value})" (line 1, column ${column})`,
        }),
      )
    }
  })
})
