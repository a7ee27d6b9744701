import { describe, expect, it } from 'vitest'
import { encodeGoQuery, goQueryEscape, parseGoQuery, parseGoUrl, withQueryAndFragment } from './go-url.ts'

describe("Go's URL handling", () => {
  it('escapes query values as url.QueryEscape does', () => {
    expect(goQueryEscape("a b*~!'()/:")).toBe('a+b%2A~%21%27%28%29%2F%3A')
  })

  it('encodes a query sorted by key, as url.Values.Encode does', () => {
    expect(
      encodeGoQuery([
        ['type', 'recovery'],
        ['access_token', 'x y'],
        ['sb', ''],
      ]),
    ).toBe('access_token=x+y&sb=&type=recovery')
  })

  it('parses the parts of a URL, lower-casing the scheme', () => {
    expect(parseGoUrl('HTTP://user@Host.example:8080/p?q=1#f')).toMatchObject({
      scheme: 'http',
      hostname: 'Host.example',
      port: '8080',
      base: 'HTTP://user@Host.example:8080/p',
      rawQuery: 'q=1',
      fragment: 'f',
    })
    expect(parseGoUrl('http://[::1]:3000/x')).toMatchObject({ hostname: '::1', port: '3000' })
    expect(parseGoUrl('http://host:port/')).toBeNull()
    expect(parseGoUrl('1http://x')).toBeNull()
  })

  it('adds a query parameter to a URL, keeping the others and the fragment', () => {
    const url = parseGoUrl('http://127.0.0.1:3000/cb?b=2&a=1#keep') as NonNullable<ReturnType<typeof parseGoUrl>>
    expect(withQueryAndFragment(url, [['code', 'abc']], undefined)).toBe(
      'http://127.0.0.1:3000/cb?a=1&b=2&code=abc#keep',
    )
    expect(withQueryAndFragment(url, null, 'error=x')).toBe('http://127.0.0.1:3000/cb?b=2&a=1#error=x')
  })

  it('drops malformed query pairs, as u.Query() does', () => {
    expect(parseGoQuery('a=1&b=%zz&c=3&d;e=4')).toEqual([
      ['a', '1'],
      ['c', '3'],
    ])
  })
})
