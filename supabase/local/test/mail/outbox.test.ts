// The mail outbox: what the stack sends is stored, listed (HTML and JSON), and kept across restarts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack } from '../../src/stack.ts'
import { anon, service } from '../auth/clients.ts'
import { createTestDatabase, testDb } from '../support/database.ts'
import { fixtureWorkdir, startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

let n = 0
async function userWithMails(count: number) {
  const email = `outbox-${Date.now().toString(36)}-${n++}@example.com`
  await service(stack).auth.admin.createUser({ email, password: 'kampala-123', email_confirm: true })
  for (let i = 0; i < count; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 1100)) // `[auth.email] max_frequency` is 1 s
    const { error } = await anon(stack).auth.resetPasswordForEmail(email)
    if (error) throw error
  }
  return email
}

const api = (query = '') => fetch(`${stack.url}/mail/api/messages${query}`)

describe('the mail outbox', () => {
  it('lists the mails to a recipient as JSON, newest first', async () => {
    const email = await userWithMails(2)
    await userWithMails(1)
    const res = await api(`?to=${encodeURIComponent(email.toUpperCase())}`)
    expect(res.status).toBe(200)
    const mails = await res.json()
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(['created_at', 'html', 'id', 'subject', 'text', 'to'])
      expect(mail).toMatchObject({ to: email, subject: 'Reset your password' })
      expect(mail.text).toContain(`${stack.url}/auth/v1/verify?token=`)
      expect(mail.html).toContain('<a href="')
      expect(mail.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    }
    expect(mails[0].id).toBeGreaterThan(mails[1].id)
  })

  it('answers one mail by id, and 404 for an id it does not have', async () => {
    const email = await userWithMails(1)
    const [mail] = await (await api(`?to=${encodeURIComponent(email)}`)).json()
    const one = await api(`/${mail.id}`)
    expect(await one.json()).toEqual(mail)
    const missing = await api('/999999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Mail not found' })
  })

  it('shows a page listing the mails, and a page per mail with its text', async () => {
    const email = await userWithMails(1)
    const [mail] = await (await api(`?to=${encodeURIComponent(email)}`)).json()
    const list = await fetch(`${stack.url}/mail`)
    expect(list.headers.get('content-type')).toContain('text/html')
    const html = await list.text()
    expect(html).toContain(`href="/mail/messages/${mail.id}"`)
    expect(html).toContain(email)
    const page = await (await fetch(`${stack.url}/mail/messages/${mail.id}`)).text()
    expect(page).toContain('Reset your password')
    expect(page).toContain('<iframe title="HTML body" sandbox=')
    expect(page).toContain(mail.text.split('\n')[0])
  })

  it('escapes what it shows: a filter value cannot inject markup', async () => {
    const html = await (await fetch(`${stack.url}/mail?to=${encodeURIComponent('"><script>alert(1)</script>')}`)).text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;')
  })

  it("DELETE clears one recipient's mails, or every mail", async () => {
    const kept = await userWithMails(1)
    const cleared = await userWithMails(1)
    const res = await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(cleared)}`, { method: 'DELETE' })
    expect(await res.json()).toEqual({ deleted: 1 })
    expect(await (await api(`?to=${encodeURIComponent(cleared)}`)).json()).toEqual([])
    expect(await (await api(`?to=${encodeURIComponent(kept)}`)).json()).toHaveLength(1)
    await fetch(`${stack.url}/mail/api/messages`, { method: 'DELETE' })
    expect(await (await api()).json()).toEqual([])
  })
})

describe('across a restart', () => {
  it('keeps the mails, as they live in the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-outbox-'))
    const database = testDb === 'postgres' ? await createTestDatabase('outbox') : null
    const start = () =>
      startStack({ workdir: fixtureWorkdir, port: 0, dataDir, databaseUrl: database?.url, quiet: true })
    try {
      const first = await start()
      await first.db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
                 'restart@example.com', '', now(), now(), now())`,
      )
      const sent = await fetch(`${first.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: first.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'restart@example.com' }),
      })
      expect(sent.status).toBe(200)
      await first.stop()

      const second = await start()
      try {
        const mails = await (await fetch(`${second.url}/mail/api/messages?to=restart@example.com`)).json()
        expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['Reset your password'])
      } finally {
        await second.stop()
      }
    } finally {
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
