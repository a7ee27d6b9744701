import { describe, expect, it } from 'vitest'
import { Cursor } from './cursor.ts'
import { logicTree, opExpr, treePath } from './filter.ts'

const op = (value: string) => opExpr(new Cursor(value))
const tree = (value: string) => logicTree(new Cursor(value))

describe('filter operator expressions', () => {
  it('reads every operator postgrest-js emits, with not.', () => {
    expect(op('eq.1')).toEqual({ negated: false, operation: { kind: 'quant', operator: 'eq', value: '1' } })
    expect(op('neq.a.b')).toEqual({ negated: false, operation: { kind: 'simple', operator: 'neq', value: 'a.b' } })
    expect(op('not.gte.5').negated).toBe(true)
    for (const o of ['gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']) {
      expect(op(`${o}.x`).operation).toMatchObject({ kind: 'quant', operator: o })
    }
    for (const o of ['cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj']) {
      expect(op(`${o}.{1,2}`).operation).toMatchObject({ kind: 'simple', operator: o, value: '{1,2}' })
    }
    expect(op('like(any).{a*,b*}').operation).toEqual({
      kind: 'quant',
      operator: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    })
    expect(op('ilike(all).{a*}').operation).toMatchObject({ quantifier: 'all' })
    expect(op('isdistinct.5').operation).toEqual({ kind: 'isdistinct', value: '5' })
  })

  it('reads is. values case-insensitively', () => {
    for (const v of ['null', 'NULL', 'true', 'false', 'unknown', 'not_null']) {
      expect(op(`is.${v}`).operation).toEqual({ kind: 'is', value: v.toLowerCase() })
    }
    expect(() => op('is.maybe')).toThrow()
  })

  it('reads in. lists with quoted values holding commas and parentheses', () => {
    expect(op('in.(1,2,3)').operation).toEqual({ kind: 'in', values: ['1', '2', '3'] })
    expect(op('in.("a,b","c)d",e f)').operation).toEqual({ kind: 'in', values: ['a,b', 'c)d', 'e f'] })
    expect(op('in.("say \\"hi\\"")').operation).toEqual({ kind: 'in', values: ['say "hi"'] })
    expect(op('in.()').operation).toEqual({ kind: 'in', values: [''] })
    expect(() => op('in.(1,2')).toThrow()
  })

  it('reads full text search operators with an optional configuration', () => {
    expect(op('fts(english).cat & dog').operation).toEqual({
      kind: 'fts',
      operator: 'fts',
      language: 'english',
      value: 'cat & dog',
    })
    for (const o of ['plfts', 'phfts', 'wfts']) expect(op(`${o}.x`).operation).toMatchObject({ operator: o })
    expect(() => op('fts().x')).toThrow()
  })

  it('rejects unknown operators', () => {
    expect(() => op('noop.0')).toThrow(/operator \(eq, gt, \.\.\.\)/)
    expect(() => op('eq')).toThrow()
  })
})

describe('filter keys', () => {
  it('splits embed paths from the column and its JSON path', () => {
    expect(treePath(new Cursor('products.categories.name'))).toEqual({
      path: ['products', 'categories'],
      field: { name: 'name', path: [] },
    })
    expect(treePath(new Cursor('data->a->>b'))).toEqual({
      path: [],
      field: {
        name: 'data',
        path: [
          { arrow: '->', operand: { kind: 'key', value: 'a' } },
          { arrow: '->>', operand: { kind: 'key', value: 'b' } },
        ],
      },
    })
  })
})

describe('logic trees', () => {
  it('nests and/or with not', () => {
    expect(tree('or(a.eq.1,not.and(b.gt.2,c.is.null))')).toEqual({
      kind: 'expr',
      negated: false,
      operator: 'or',
      children: [
        { kind: 'filter', filter: { field: { name: 'a', path: [] }, expr: op('eq.1') } },
        {
          kind: 'expr',
          negated: true,
          operator: 'and',
          children: [
            { kind: 'filter', filter: { field: { name: 'b', path: [] }, expr: op('gt.2') } },
            { kind: 'filter', filter: { field: { name: 'c', path: [] }, expr: op('is.null') } },
          ],
        },
      ],
    })
  })

  it('reads quoted values, array literals and in. lists inside', () => {
    const t = tree('and(a.eq."x,y",b.cs.{1,2},c.in.(3,4),d.not.like.*z*)')
    expect(t.kind === 'expr' && t.children.map((c) => c.kind === 'filter' && c.filter.expr)).toEqual([
      { negated: false, operation: { kind: 'quant', operator: 'eq', value: 'x,y' } },
      { negated: false, operation: { kind: 'simple', operator: 'cs', value: '{1,2}' } },
      { negated: false, operation: { kind: 'in', values: ['3', '4'] } },
      { negated: true, operation: { kind: 'quant', operator: 'like', value: '*z*' } },
    ])
  })

  it('rejects empty groups and unknown logic operators', () => {
    expect(() => tree('or()')).toThrow()
    expect(() => tree('or(id.in.1,2,id.eq.3)')).toThrow()
    expect(() => tree('or(id.eq.1,not.xor(id.eq.2,id.eq.3))')).toThrow(/logic operator/)
  })
})

describe('logic tree nesting', () => {
  it('refuses absurdly deep nesting with a parse error', () => {
    expect(() => tree(`${'or('.repeat(3000)}a.eq.1${')'.repeat(3000)}`)).toThrow(/levels of nesting/)
  })
})
