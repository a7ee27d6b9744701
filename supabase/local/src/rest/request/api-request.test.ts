import { describe, expect, it } from 'vitest'
import { type HttpRequest, parseApiRequest } from './api-request.ts'

const exposed = ['public', 'other']
const request = (over: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  path: '/products',
  search: '',
  headers: {},
  body: Buffer.alloc(0),
  ...over,
})

describe('api request', () => {
  it('maps paths and methods to actions', () => {
    expect(parseApiRequest(request({}), exposed).action).toEqual({
      kind: 'read',
      relation: 'products',
      headersOnly: false,
    })
    expect(parseApiRequest(request({ method: 'HEAD' }), exposed).action).toMatchObject({ headersOnly: true })
    expect(parseApiRequest(request({ method: 'DELETE' }), exposed).action).toEqual({
      kind: 'mutate',
      relation: 'products',
      mutation: 'delete',
    })
    expect(parseApiRequest(request({ path: '/rpc/add', search: 'a=1' }), exposed).action).toEqual({
      kind: 'call',
      routine: 'add',
      invoke: 'get',
    })
    expect(parseApiRequest(request({ path: '/my%20table' }), exposed).action).toMatchObject({ relation: 'my table' })
  })

  it('answers PostgREST errors for bad paths and methods', () => {
    expect(() => parseApiRequest(request({ path: '/a/b' }), exposed)).toThrow(
      expect.objectContaining({ status: 404, code: 'PGRST125' }),
    )
    expect(() => parseApiRequest(request({ path: '/rpc/f', method: 'PATCH' }), exposed)).toThrow(
      expect.objectContaining({ status: 405, code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' }),
    )
    expect(() => parseApiRequest(request({ method: 'TRACE' }), exposed)).toThrow(
      expect.objectContaining({ status: 405, code: 'PGRST117', message: 'Unsupported HTTP method: TRACE' }),
    )
  })

  it('chooses the schema from Accept-Profile on reads and Content-Profile on writes', () => {
    expect(parseApiRequest(request({ headers: { 'accept-profile': 'other' } }), exposed)).toMatchObject({
      schema: 'other',
      negotiatedByProfile: true,
    })
    const write = request({
      method: 'POST',
      headers: { 'content-profile': 'other', 'accept-profile': 'nope' },
      body: Buffer.from('{}'),
    })
    expect(parseApiRequest(write, exposed).schema).toBe('other')
    expect(parseApiRequest(request({}), ['public'])).toMatchObject({ schema: 'public', negotiatedByProfile: false })
    expect(() => parseApiRequest(request({ headers: { 'accept-profile': 'auth' } }), exposed)).toThrow(
      expect.objectContaining({
        status: 406,
        code: 'PGRST106',
        message: 'Invalid schema: auth',
        hint: 'Only the following schemas are exposed: public, other',
      }),
    )
  })

  it('combines limit/offset with the Range header on GET, and rejects negative limits', () => {
    expect(parseApiRequest(request({ search: 'limit=10&offset=5' }), exposed).range).toEqual({ offset: 5, limit: 10 })
    expect(parseApiRequest(request({ headers: { range: '2-4' } }), exposed).range).toEqual({ offset: 2, limit: 3 })
    expect(() => parseApiRequest(request({ search: 'limit=-1' }), exposed)).toThrow(
      expect.objectContaining({
        status: 416,
        code: 'PGRST103',
        details: 'Limit should be greater than or equal to zero.',
      }),
    )
    expect(() => parseApiRequest(request({ headers: { range: '5-2' } }), exposed)).toThrow(
      expect.objectContaining({ code: 'PGRST103' }),
    )
    expect(() =>
      parseApiRequest(request({ method: 'PUT', search: 'id=eq.1&limit=1', body: Buffer.from('{}') }), exposed),
    ).toThrow(expect.objectContaining({ code: 'PGRST114' }))
  })

  it('takes the columns of a payload from ?columns= or its keys', () => {
    const post = (search: string, json: string) =>
      parseApiRequest(request({ method: 'POST', search, body: Buffer.from(json) }), exposed).columns
    expect(post('', '{"a":1,"b":2}')).toEqual(['a', 'b'])
    expect(post('columns=a', '[{"a":1,"b":2}]')).toEqual(['a'])
  })
})
