import { describe, expect, it } from 'vitest'
import { compileGlob } from './glob.ts'

const matches = (pattern: string, value: string) => compileGlob(pattern)?.test(value) ?? false

describe('redirect allow-list globs (separators . and /)', () => {
  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000', true],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/x', false],
    ['http://localhost:3000/*', 'http://localhost:3000/account', true],
    ['http://localhost:3000/*', 'http://localhost:3000/account/reset', false],
    ['http://localhost:3000/**', 'http://localhost:3000/account/reset?x=1', true],
    ['https://*.example.com', 'https://shop.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', false],
    ['https://*.example.com', 'https://evil.com?.example.com', false],
    ['https://**.example.com', 'https://a.b.example.com', true],
    ['https://app-?.example.com', 'https://app-1.example.com', true],
    ['https://app-?.example.com', 'https://app-12.example.com', false],
    ['https://app-[0-9].example.com', 'https://app-7.example.com', true],
    ['https://app-[!0-9].example.com', 'https://app-x.example.com', true],
    ['https://app-[!0-9].example.com', 'https://app-7.example.com', false],
    ['https://{shop,admin}.example.com', 'https://admin.example.com', true],
    ['https://{shop,admin}.example.com', 'https://rider.example.com', false],
    ['https://literal\\*.example.com', 'https://literal*.example.com', true],
    ['https://literal\\*.example.com', 'https://literalx.example.com', false],
    ['myapp://callback/**', 'myapp://callback/auth/done', true],
  ])('%s against %s: %s', (pattern, value, expected) => {
    expect(matches(pattern, value)).toBe(expected)
  })

  it('treats a malformed pattern as matching nothing', () => {
    for (const pattern of ['https://{a,b', 'https://[abc', 'https://x\\']) expect(compileGlob(pattern)).toBeNull()
  })
})
