import { describe, expect, it } from 'vitest'
import { parseQueryParams } from './query-params.ts'

describe('query parameters', () => {
  it('separates select, filters on the root and on embeds, order, logic and ranges', () => {
    const q = parseQueryParams(
      'select=id,categories(name)&price=gte.100&categories.name=eq.Beef&order=id.desc&categories.order=name&or=(a.eq.1,b.eq.2)&categories.or=(name.eq.x)&limit=10&offset=20&categories.limit=2',
      false,
    )
    expect(q.select).toHaveLength(2)
    expect(q.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'price'],
      [['categories'], 'name'],
    ])
    expect(q.order.map((o) => o.path)).toEqual([[], ['categories']])
    expect(q.logic.map((l) => l.path)).toEqual([[], ['categories']])
    expect(q.ranges.get('')).toEqual({ offset: 20, limit: 10 })
    expect(q.ranges.get('categories')).toEqual({ offset: 0, limit: 2 })
  })

  it('decodes + as a space, as PostgREST does', () => {
    const q = parseQueryParams('name=eq.hello+world', false)
    expect(q.filters[0]?.filter.expr.operation).toEqual({ kind: 'quant', operator: 'eq', value: 'hello world' })
  })

  it('keeps repeated filters on one column', () => {
    const q = parseQueryParams('id=gt.1&id=lt.5', false)
    expect(q.filters).toHaveLength(2)
  })

  it('reads not.or and embedded not.and keys', () => {
    const q = parseQueryParams('not.or=(a.eq.1,a.eq.2)&rel.not.and=(b.eq.1)', false)
    expect(q.logic.map((l) => [l.path, l.tree.kind === 'expr' && l.tree.negated])).toEqual([
      [[], true],
      [['rel'], true],
    ])
  })

  it('reads columns and on_conflict lists with quoted names', () => {
    const q = parseQueryParams('columns="a","b c",d&on_conflict=slug', false)
    expect(q.columns).toEqual(['a', 'b c', 'd'])
    expect(q.onConflict).toEqual(['slug'])
  })

  it('treats non-operator values as function arguments on RPC reads only', () => {
    const rpc = parseQueryParams('a=1&b=hello&id=gt.3', true)
    expect(rpc.rpcArgs).toEqual([
      ['a', '1'],
      ['b', 'hello'],
    ])
    expect(rpc.filters).toHaveLength(1)
    expect(() => parseQueryParams('a=1', false)).toThrow(
      expect.objectContaining({
        code: 'PGRST100',
        message: '"failed to parse filter (1)" (line 1, column 1)',
      }),
    )
  })

  it('ignores the gateway apikey parameter and unparsable limits', () => {
    const q = parseQueryParams('apikey=abc&limit=ten', false)
    expect(q.filters).toEqual([])
    expect(q.ranges.get('')).toEqual({ offset: 0, limit: null })
  })

  it('sorts the canonical query string', () => {
    expect(parseQueryParams('select=id&a=eq.1', false).canonical).toBe('a=eq.1&select=id')
  })
})
