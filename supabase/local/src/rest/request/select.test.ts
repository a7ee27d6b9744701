import { describe, expect, it } from 'vitest'
import { parseQueryParams } from './query-params.ts'
import { parseSelect } from './select.ts'

const col = (name: string) => ({ kind: 'field', field: { name, path: [] } })

describe('select grammar', () => {
  it('reads plain columns and the star', () => {
    expect(parseSelect('id,name')).toEqual([col('id'), col('name')])
    expect(parseSelect('*')).toEqual([col('*')])
    expect(parseSelect('')).toEqual([])
  })

  it('reads aliases, casts and JSON paths with alias and cast', () => {
    expect(parseSelect('alias:name->jsonpath::text')).toEqual([
      {
        kind: 'field',
        field: { name: 'name', path: [{ arrow: '->', operand: { kind: 'key', value: 'jsonpath' } }] },
        alias: 'alias',
        cast: 'text',
      },
    ])
    expect(parseSelect('data->a->>b,data->0,data->>-1')).toEqual([
      {
        kind: 'field',
        field: {
          name: 'data',
          path: [
            { arrow: '->', operand: { kind: 'key', value: 'a' } },
            { arrow: '->>', operand: { kind: 'key', value: 'b' } },
          ],
        },
      },
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->', operand: { kind: 'index', value: '+0' } }] } },
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->>', operand: { kind: 'index', value: '-1' } }] } },
    ])
  })

  it('reads quoted names, dashes and spaces in names', () => {
    expect(parseSelect('"a:b","x,y",first-name, spaced name ')).toEqual([
      col('a:b'),
      col('x,y'),
      col('first-name'),
      col('spaced name'),
    ])
  })

  it('reads embeds with alias, hint and join type, nested', () => {
    expect(parseSelect('*,cat:categories!products_category_id_fkey!inner(name,parent:categories(name))')).toEqual([
      col('*'),
      {
        kind: 'relation',
        relation: 'categories',
        alias: 'cat',
        hint: 'products_category_id_fkey',
        joinType: 'inner',
        children: [col('name'), { kind: 'relation', relation: 'categories', alias: 'parent', children: [col('name')] }],
      },
    ])
    expect(parseSelect('rel!left!hint(*)')).toEqual([
      { kind: 'relation', relation: 'rel', joinType: 'left', hint: 'hint', children: [col('*')] },
    ])
    expect(parseSelect('rel()')).toEqual([{ kind: 'relation', relation: 'rel', children: [] }])
  })

  it('reads spreads', () => {
    expect(parseSelect('id,...categories!inner(name)')).toEqual([
      col('id'),
      { kind: 'spread', relation: 'categories', joinType: 'inner', children: [col('name')] },
    ])
  })

  it('reads aggregates: count(), rel(count) and col.sum()::cast', () => {
    expect(parseSelect('count(),total:price.sum()::int,price::numeric.avg()')).toEqual([
      { kind: 'field', field: { name: '*', path: [] }, aggregate: 'count' },
      { kind: 'field', field: { name: 'price', path: [] }, alias: 'total', aggregate: 'sum', aggregateCast: 'int' },
      { kind: 'field', field: { name: 'price', path: [] }, cast: 'numeric', aggregate: 'avg' },
    ])
    expect(parseSelect('products(count)')).toEqual([
      { kind: 'relation', relation: 'products', children: [col('count')] },
    ])
  })

  it('reports the column of a malformed select as PostgREST does', () => {
    const parse = (select: string) => () => parseQueryParams(`select=${encodeURIComponent(select)}`, false)
    expect(parse('id,clients(name[])')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST100',
        message: '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
      }),
    )
    expect(parse('data->>-78xy')).toThrow(expect.objectContaining({ message: expect.stringContaining('column 11') }))
    expect(parse('name::')).toThrow(expect.objectContaining({ message: expect.stringContaining('column 7') }))
    expect(parse('rel(id')).toThrow(expect.objectContaining({ code: 'PGRST100' }))
  })
})

describe('select nesting', () => {
  it('refuses absurdly deep nesting with a parse error rather than exhausting the stack', () => {
    const deep = `${'a('.repeat(5000)}id${')'.repeat(5000)}`
    expect(() => parseQueryParams(`select=${deep}`, false)).toThrow(expect.objectContaining({ code: 'PGRST100' }))
    const ok = `${'a('.repeat(10)}id${')'.repeat(10)}`
    expect(parseQueryParams(`select=${ok}`, false).select).toHaveLength(1)
  })
})
