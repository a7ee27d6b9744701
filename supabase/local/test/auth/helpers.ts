// Plain-HTTP helpers for the Auth suites: raw requests (as auth-js sends them, or not), the mail
// outbox, and a look at what is in the database.
import type { TestStack } from '../support/stack.ts'

export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

/** A request to /auth/v1 with the anon key, as auth-js makes it unless `headers` says otherwise. */
export function authFetch(stack: TestStack, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, headers, ...rest } = init
  return fetch(`${stack.url}/auth/v1${path}`, {
    ...rest,
    headers: {
      apikey: stack.config.anonKey,
      ...API_VERSION,
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(headers as Record<string, string>),
    },
    ...(json !== undefined ? { method: rest.method ?? 'POST', body: JSON.stringify(json) } : {}),
  })
}

export interface OutboxMail {
  id: number
  to: string
  subject: string
  html: string
  text: string
  created_at: string
}

export async function mailsTo(stack: TestStack, to: string): Promise<OutboxMail[]> {
  const res = await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(to)}`)
  return (await res.json()) as OutboxMail[]
}

/** The verify link of the newest mail to `to`. */
export async function latestLink(stack: TestStack, to: string): Promise<string> {
  const [mail] = await mailsTo(stack, to)
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]
  if (!link) throw new Error(`no verify link mailed to ${to}`)
  return link
}

/** Follows a mailed link as a browser's first hop would, without following the redirect. */
export async function follow(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' })
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'about:blank') }
}

export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1))

let counter = 0
/** A fresh address per test, so tests in one file do not see each other's users and mails. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${counter++}@example.com`
