import { describe, expect, it } from 'vitest'
import { createRedirectPolicy, isRedirectUrlValid, referrer } from './redirect.ts'

const policy = createRedirectPolicy('http://127.0.0.1:3000', ['https://*.kampala-meats.test/**', 'myapp://callback'])
const valid = (url: string) => isRedirectUrlValid(policy, url)

describe('redirect_to checks', () => {
  it('allow any page of the site itself', () => {
    expect(valid('http://127.0.0.1:3000/account/reset-password')).toBe(true)
  })

  it('allow other ports of a loopback host (RFC 8252), and loopback addresses generally', () => {
    expect(valid('http://127.0.0.1:5173/')).toBe(true)
    expect(valid('http://[::1]:8080/cb')).toBe(true)
    expect(isRedirectUrlValid(createRedirectPolicy('https://shop.example', []), 'http://127.0.0.2/x')).toBe(true)
  })

  it('refuse other hosts unless the allow list matches them', () => {
    expect(valid('https://phishing.example/')).toBe(false)
    expect(valid('https://shop.kampala-meats.test/auth/callback')).toBe(true)
    expect(valid('myapp://callback')).toBe(true)
    expect(valid('myapp://callback#fragment-is-ignored')).toBe(true)
  })

  it('refuse addresses written as numbers, other IP addresses and odd host names', () => {
    expect(valid('http://2130706433/')).toBe(false)
    expect(valid('http://10.0.0.1/')).toBe(false)
    expect(valid('http://exa_mple.com/')).toBe(false)
    expect(valid('')).toBe(false)
    expect(valid('http://127.0.0.1:3000/\n')).toBe(false)
  })

  it('compare the site with another port as another site on a non-loopback host', () => {
    const site = createRedirectPolicy('https://shop.example', [])
    expect(isRedirectUrlValid(site, 'https://shop.example/orders')).toBe(true)
    expect(isRedirectUrlValid(site, 'https://shop.example:8443/orders')).toBe(false)
    expect(isRedirectUrlValid(site, 'http://shop.example/orders')).toBe(false)
  })
})

describe('where the user is sent', () => {
  it('to redirect_to when valid, else the Referer when valid, else site_url', () => {
    expect(referrer(policy, 'http://127.0.0.1:3000/a', 'http://127.0.0.1:3000/b')).toBe('http://127.0.0.1:3000/a')
    expect(referrer(policy, 'https://bad.example/', 'http://127.0.0.1:3000/b')).toBe('http://127.0.0.1:3000/b')
    expect(referrer(policy, 'https://bad.example/', 'https://worse.example/')).toBe('http://127.0.0.1:3000')
    expect(referrer(policy, null)).toBe('http://127.0.0.1:3000')
  })
})
