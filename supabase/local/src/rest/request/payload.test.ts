import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv.ts'
import { parsePayload } from './payload.ts'

const json = { kind: 'json' } as const
const body = (text: string) => Buffer.from(text)

describe('request payload', () => {
  it('takes the keys of an object or of uniform objects in an array', () => {
    expect(parsePayload(body('{"a":1,"b":2}'), json, 'create', false)).toEqual({
      kind: 'json',
      json: '{"a":1,"b":2}',
      keys: ['a', 'b'],
    })
    expect(parsePayload(body('[{"a":1,"b":2},{"b":3,"a":4}]'), json, 'create', false)).toMatchObject({
      keys: ['a', 'b'],
    })
  })

  it('rejects arrays whose objects have different keys, and broken JSON', () => {
    expect(() => parsePayload(body('[{"a":1},{"b":2}]'), json, 'create', false)).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST102', message: 'All object keys must match' }),
    )
    expect(() => parsePayload(body('[1,2]'), json, 'create', false)).toThrow('All object keys must match')
    expect(() => parsePayload(body('{"a":'), json, 'update', false)).toThrow(
      expect.objectContaining({ code: 'PGRST102', message: 'Empty or invalid json' }),
    )
    expect(() => parsePayload(body(''), json, 'create', false)).toThrow('Empty or invalid json')
  })

  it('turns scalars into an empty array and an empty RPC body into {}', () => {
    expect(parsePayload(body('5'), json, 'create', false)).toEqual({ kind: 'json', json: '[]', keys: [] })
    expect(parsePayload(body(''), json, 'rpc', false)).toEqual({ kind: 'json', json: '{}', keys: [] })
  })

  it('passes JSON through unchecked with ?columns=', () => {
    expect(parsePayload(body('[{"a":1},{"b":2}]'), json, 'create', true)).toEqual({
      kind: 'raw-json',
      json: '[{"a":1},{"b":2}]',
    })
  })

  it('reads forms, CSV with NULL, and raw bodies for single-parameter functions', () => {
    expect(parsePayload(body('a=1&b=x+y'), { kind: 'urlencoded' }, 'create', false)).toEqual({
      kind: 'json',
      json: '{"a":"1","b":"x y"}',
      keys: ['a', 'b'],
    })
    expect(parsePayload(body('a=1'), { kind: 'urlencoded' }, 'rpc', false)).toEqual({
      kind: 'form',
      fields: [['a', '1']],
    })
    expect(parsePayload(body('name,note\nx,NULL\n"y, z","say ""hi"""\n'), { kind: 'csv' }, 'create', false)).toEqual({
      kind: 'json',
      json: '[{"name":"x","note":null},{"name":"y, z","note":"say \\"hi\\""}]',
      keys: ['name', 'note'],
    })
    expect(parsePayload(body('hello'), { kind: 'text' }, 'rpc', false)).toEqual({ kind: 'raw', body: body('hello') })
    expect(() => parsePayload(body('hello'), { kind: 'text' }, 'create', false)).toThrow(
      'Content-Type not acceptable: text/plain',
    )
  })

  it('needs as many CSV fields on every line as in the header', () => {
    expect(() => parseCsv('a,b\n1\n')).toThrow('All lines must have same number of fields')
    expect(parseCsv('a\r\n1\r\n2')).toEqual([{ a: '1' }, { a: '2' }])
  })
})
