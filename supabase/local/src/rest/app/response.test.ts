import { describe, expect, it } from 'vitest'
import { plan as planOf } from '../testing/plan-request.ts'
import { buildResponse, contentRange, type QueryResult, rangeStatus } from './response.ts'

const result = (over: Partial<QueryResult> = {}): QueryResult => ({
  total: null,
  pageTotal: 0,
  body: '[]',
  location: [],
  responseHeaders: null,
  responseStatus: null,
  inserted: null,
  ...over,
})

const respond = (target: string, input: Parameters<typeof planOf>[1], r: Partial<QueryResult>) => {
  const { request, plan } = planOf(target, input)
  return buildResponse(plan, request, result(r))
}

describe('Content-Range', () => {
  it('writes the page and the total, or * when unknown or empty', () => {
    expect(contentRange(0, 23, 100)).toBe('0-23/100')
    expect(contentRange(0, 23, null)).toBe('0-23/*')
    expect(contentRange(0, -1, 0)).toBe('*/0')
    expect(contentRange(1, 0, null)).toBe('*/*')
  })

  it('answers 206 for part of the rows and 416 past the end', () => {
    expect(rangeStatus({ offset: 0, limit: 10 }, 10, 50)).toEqual({ status: 206, contentRange: '0-9/50' })
    expect(rangeStatus({ offset: 0, limit: null }, 50, 50).status).toBe(200)
    expect(rangeStatus({ offset: 60, limit: 10 }, 0, 50).status).toBe(416)
  })
})

describe('responses', () => {
  it('answers an insert with 201, and a merge that inserted nothing with 200', () => {
    expect(respond('/products', { method: 'POST', body: '{"name":"a"}' }, { pageTotal: 1 })).toMatchObject({
      status: 201,
      body: '',
      headers: { 'Content-Range': '*/*' },
    })
    const merged = respond(
      '/categories',
      { method: 'POST', body: '{"name":"a"}', headers: { prefer: 'resolution=merge-duplicates' } },
      { pageTotal: 1, inserted: 0 },
    )
    expect(merged.status).toBe(200)
    expect(merged.headers['Preference-Applied']).toBe('resolution=merge-duplicates')
  })

  it('gives the inserted row a Location with return=headers-only', () => {
    const r = respond(
      '/products',
      { method: 'POST', body: '{"name":"a"}', headers: { prefer: 'return=headers-only' } },
      { pageTotal: 1, location: ['id=eq.7'] },
    )
    expect(r.headers.Location).toBe('/products?id=eq.7')
  })

  it('answers updates and deletes with 204, or 200 and the rows', () => {
    expect(respond('/products?id=eq.1', { method: 'PATCH', body: '{"name":"a"}' }, { pageTotal: 1 })).toMatchObject({
      status: 204,
      headers: { 'Content-Range': '0-0/*' },
    })
    const full = respond(
      '/products?id=eq.1',
      { method: 'DELETE', headers: { prefer: 'return=representation' } },
      { pageTotal: 1, body: '[{"id":1}]' },
    )
    expect(full).toMatchObject({ status: 200, body: '[{"id":1}]' })
    expect(full.headers['Content-Type']).toBe('application/json; charset=utf-8')
  })

  it('answers a void function with 204', () => {
    expect(respond('/rpc/touch', { method: 'POST', body: '{"n":1}' }, { pageTotal: 1, body: 'null' }).status).toBe(204)
  })

  it('lets response.status and response.headers set by the query override', () => {
    const r = respond(
      '/products',
      {},
      { responseStatus: '202', responseHeaders: '[{"X-Shop":"open"},{"Content-Range":"x"}]' },
    )
    expect(r.status).toBe(202)
    expect(r.headers['X-Shop']).toBe('open')
    expect(r.headers['Content-Range']).toBe('*/*')
    expect(() => respond('/products', {}, { responseHeaders: '{"bad":1}' })).toThrow(
      expect.objectContaining({ code: 'PGRST111' }),
    )
    expect(() => respond('/products', {}, { responseStatus: 'teapot' })).toThrow(
      expect.objectContaining({ code: 'PGRST112' }),
    )
  })
})
