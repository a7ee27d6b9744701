// The API answers compressed, as the hosted gateway does, to clients that accept it.
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

/** A raw GET (fetch would undo the compression before we could see it). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${stack.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

test('REST answers are gzip-compressed for a client that accepts gzip, and plain for one that does not', async () => {
  const path = '/rest/v1/products?select=*'
  const key = stack.config.anonKey
  const zipped = await rawGet(path, { apikey: key, 'accept-encoding': 'gzip' })
  expect(zipped.headers['content-encoding']).toBe('gzip')
  const rows = JSON.parse(gunzipSync(zipped.body).toString('utf8'))
  expect(Array.isArray(rows) && rows.length).toBeGreaterThan(0)
  const plain = await rawGet(path, { apikey: key })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(JSON.parse(plain.body.toString('utf8'))).toEqual(rows)
})
