import { describe, expect, it } from 'vitest'
import { parseAccept } from '../request/media-type.ts'
import { negotiate } from './negotiate.ts'

const read = { kind: 'read', relation: 'products', headersOnly: false } as const

describe('content negotiation', () => {
  it('picks the first media type it can produce', () => {
    expect(negotiate(read, parseAccept('text/html, text/csv;q=0.5'), { invalid: [] })).toEqual({
      handler: { kind: 'csv' },
      media: { kind: 'csv' },
    })
    expect(negotiate(read, parseAccept('application/vnd.pgrst.object+json'), { invalid: [] }).handler).toEqual({
      kind: 'single',
      stripNulls: false,
    })
    expect(negotiate(read, parseAccept(undefined), { invalid: [] })).toEqual({
      handler: { kind: 'json', stripNulls: false },
      media: { kind: 'json' },
    })
  })

  it('answers PGRST107 when it can produce none', () => {
    expect(() => negotiate(read, parseAccept('text/html, application/xml'), { invalid: [] })).toThrow(
      expect.objectContaining({
        status: 406,
        message: 'None of these media types are available: text/html, application/xml',
      }),
    )
  })

  it('builds no body for mutations without return=representation, or HEAD', () => {
    const insert = { kind: 'mutate', relation: 'products', mutation: 'create' } as const
    expect(negotiate(insert, parseAccept(undefined), { invalid: [] }).handler).toEqual({ kind: 'none' })
    expect(negotiate(insert, parseAccept(undefined), { return: 'representation', invalid: [] }).handler.kind).toBe(
      'json',
    )
    expect(negotiate({ ...read, headersOnly: true }, parseAccept(undefined), { invalid: [] }).handler).toEqual({
      kind: 'none',
    })
  })
})
