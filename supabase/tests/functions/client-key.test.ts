// Who the geocoder counts a caller as: the signed-in user their verified token names, else the address
// our proxies report in X-Forwarded-For (read from the right, where the platform's gateway appended the
// address it saw), never one the caller wrote.
import { describe, expect, it } from 'vitest'
import { clientKey, trustedProxies } from '../../functions/_shared/geo/limits.ts'

const asked = (forwardedFor: string) =>
  new Request('http://functions/geocode?q=kampala', { headers: { 'x-forwarded-for': forwardedFor } })

describe('GEOCODE_TRUSTED_PROXIES', () => {
  it('is a count of hops, or a list of our proxies’ addresses (IPv4-mapped IPv6 read as IPv4)', () => {
    expect(trustedProxies(undefined)).toBe(1)
    expect(trustedProxies('2')).toBe(2)
    expect(trustedProxies('127.0.0.1, ::1, ::ffff:10.0.0.5')).toEqual(new Set(['127.0.0.1', '::1', '10.0.0.5']))
  })
})

describe('the visitor behind the shell’s /api proxy (its address listed)', () => {
  const shell = trustedProxies('127.0.0.1, ::1')

  it('is the address the shell wrote, when the gateway saw the shell', () => {
    expect(clientKey(asked('198.51.100.7, 127.0.0.1'), null, shell)).toBe('address:198.51.100.7')
    expect(clientKey(asked('198.51.100.8, ::ffff:127.0.0.1'), null, shell)).toBe('address:198.51.100.8')
  })

  it('is the address the gateway saw for a caller that did not come through the shell, whatever it wrote', () => {
    expect(clientKey(asked('198.51.100.7, 203.0.113.9'), null, shell)).toBe('address:203.0.113.9')
    expect(clientKey(asked('127.0.0.1, 203.0.113.9'), null, shell)).toBe('address:203.0.113.9')
  })

  it('with a count, the entry that many hops from the right, as before', () => {
    expect(clientKey(asked('forged, 198.51.100.7, 127.0.0.1'), null, 1)).toBe('address:127.0.0.1')
    expect(clientKey(asked('forged, 198.51.100.7, 127.0.0.1'), null, 2)).toBe('address:198.51.100.7')
    expect(clientKey(asked(''), null, shell)).toBe('address:unknown')
  })
})

describe('a signed-in customer', () => {
  it('is counted as themself, wherever they say they are', () => {
    expect(clientKey(asked('198.51.100.7, 127.0.0.1'), 'a1b2', trustedProxies('127.0.0.1'))).toBe('user:a1b2')
    expect(clientKey(asked('203.0.113.9'), 'a1b2')).toBe('user:a1b2')
  })
})
