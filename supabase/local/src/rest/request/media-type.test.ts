import { describe, expect, it } from 'vitest'
import { contentType, decodeMediaType, parseAccept } from './media-type.ts'

describe('media types', () => {
  it('decodes the vendored PostgREST types and their parameters', () => {
    expect(decodeMediaType('application/vnd.pgrst.object+json')).toEqual({ kind: 'object', stripNulls: false })
    expect(decodeMediaType('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      kind: 'object',
      stripNulls: true,
    })
    expect(decodeMediaType('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ kind: 'array-stripped' })
    expect(decodeMediaType('Application/JSON; charset=utf-8')).toEqual({ kind: 'json' })
    expect(decodeMediaType('application/*')).toEqual({ kind: 'other', mime: 'application/*' })
  })

  it('orders Accept by quality then specificity, and means any when absent', () => {
    expect(parseAccept(undefined)).toEqual([{ kind: 'any' }])
    expect(parseAccept('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8').map((m) => m.kind)).toEqual([
      'other',
      'other',
      'other',
      'any',
    ])
    expect(parseAccept('*/*;q=0.5, text/csv').map((m) => m.kind)).toEqual(['csv', 'any'])
  })

  it('writes Content-Type with a utf-8 charset', () => {
    expect(contentType({ kind: 'json' })).toBe('application/json; charset=utf-8')
    expect(contentType({ kind: 'csv' })).toBe('text/csv; charset=utf-8')
  })
})
