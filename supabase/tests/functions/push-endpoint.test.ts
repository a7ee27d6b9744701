// Which push endpoints the shop POSTs to: https on the public internet only, judged on every address
// the host resolves to (functions/_shared/push/endpoint.ts). Through HTTP: tests/bad-input.test.ts.
import { describe, expect, it } from 'vitest'
import { checkPushEndpoint, isPublicAddress } from '../../functions/_shared/push/endpoint.ts'

describe('push endpoint addresses', () => {
  it('refuses loopback, private, link-local, metadata and other special addresses, in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('accepts public addresses', () => {
    for (const address of ['142.250.185.74', '8.8.8.8', '172.32.0.1', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('judges a name by every address it resolves to, after the URL parser’s own spelling', async () => {
    const resolver = (answers: Record<string, string[]>) => async (host: string) => answers[host] ?? []
    const dns = resolver({ 'fcm.googleapis.com': ['142.250.185.74'], 'rebind.example': ['8.8.8.8', '10.0.0.5'] })
    await expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', dns)).resolves.toBeInstanceOf(URL)
    for (const endpoint of [
      'https://rebind.example/push',
      'https://nowhere.example/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/x',
      `https://fcm.googleapis.com/${'x'.repeat(2000)}`,
      'not a url',
    ]) {
      await expect(checkPushEndpoint(endpoint, dns), endpoint).rejects.toThrow()
    }
  })
})
