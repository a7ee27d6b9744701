// Helpers of the Realtime suites: supabase-js clients whose realtime uses the `ws` package (Node 20
// has no global WebSocket), channel subscription as a promise, and event queues with timeouts.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { TestStack } from '../support/stack.ts'

export interface ClientOptions {
  /** A user's access token; without one the client uses the anon key, as supabase-js does. */
  token?: string
  vsn?: '1.0.0' | '2.0.0'
}

/**
 * A client signed in with `token` (or anonymous). supabase-js hands the token to realtime-js
 * asynchronously; waiting for it here makes the first join carry it, as it does in an app that
 * subscribes after sign-in.
 */
export async function realtimeClient(stack: TestStack, options: ClientOptions = {}): Promise<SupabaseClient> {
  const { token } = options
  const client = createClient(stack.url, stack.config.anonKey, {
    ...(token ? { accessToken: async () => token } : { auth: { persistSession: false, autoRefreshToken: false } }),
    realtime: { transport: WebSocket as never, ...(options.vsn ? { vsn: options.vsn } : {}) },
  })
  if (token) await client.realtime.setAuth(token)
  return client
}

export function userToken(stack: TestStack, sub: string, expiresIn = 3600) {
  return stack.jwt.sign({ sub, role: 'authenticated', aud: 'authenticated' }, expiresIn)
}

/** Subscribes and resolves once the server confirms the join; rejects on an error or timeout. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel)
      else if (status !== 'CLOSED') reject(error ?? new Error(status))
    })
  })
}

/** Collects what a callback receives; `next()` waits for the next item. */
export class Inbox<T> {
  private readonly items: T[] = []
  private waiters: ((item: T) => void)[] = []

  readonly push = (item: T) => {
    const waiter = this.waiters.shift()
    if (waiter) waiter(item)
    else this.items.push(item)
  }

  next(timeoutMs = 5000): Promise<T> {
    const item = this.items.shift()
    if (item !== undefined) return Promise.resolve(item)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter)
        reject(new Error(`nothing arrived within ${timeoutMs} ms`))
      }, timeoutMs)
      const waiter = (value: T) => {
        clearTimeout(timer)
        resolve(value)
      }
      this.waiters.push(waiter)
    })
  }

  /** Everything received so far, without waiting. */
  drain(): T[] {
    return this.items.splice(0)
  }
}
