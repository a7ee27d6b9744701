// The members of each topic, for Broadcast and Presence fan-out. A message is encoded once per
// protocol version, as Realtime's MessageDispatcher caches its encodings.

import { type PresenceDiff, TopicPresence } from './presence.ts'
import { encodeMessage, encodeUserBroadcast, type Message, type Vsn } from './protocol/frames.ts'

export interface Member {
  readonly topic: string
  readonly vsn: Vsn
  send(frame: string | Uint8Array): void
}

/** What one member broadcasts: a JSON payload, or a user broadcast as a binary frame carried it. */
export type Broadcast =
  | { kind: 'json'; payload: Record<string, unknown> }
  | { kind: 'user'; event: string; encoding: 'json' | 'binary'; data: Uint8Array }

function encodeBroadcast(topic: string, vsn: Vsn, broadcast: Broadcast): string | Uint8Array | null {
  const message = (payload: unknown): Message => ({ joinRef: null, ref: null, topic, event: 'broadcast', payload })
  if (broadcast.kind === 'json') return encodeMessage(vsn, message(broadcast.payload))
  if (vsn === '2.0.0') return encodeUserBroadcast(topic, broadcast.event, broadcast.encoding, broadcast.data)
  // V1 sockets cannot carry binary frames: Realtime converts JSON user broadcasts and drops the rest.
  if (broadcast.encoding !== 'json') return null
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(broadcast.data))
  } catch {
    return null
  }
  return encodeMessage(vsn, message({ event: broadcast.event, payload, type: 'broadcast' }))
}

export class Hub {
  private readonly topics = new Map<string, Set<Member>>()
  private readonly presences = new Map<string, TopicPresence<Member>>()

  add(member: Member) {
    let set = this.topics.get(member.topic)
    if (!set) {
      set = new Set()
      this.topics.set(member.topic, set)
    }
    set.add(member)
  }

  /** Removes a member that left; the others see its presence leave. */
  remove(member: Member) {
    const set = this.topics.get(member.topic)
    set?.delete(member)
    if (set?.size === 0) this.topics.delete(member.topic)
    this.untrack(member)
  }

  /** Sends to every member of `topic`, except `from` unless it asked for its own broadcasts. */
  broadcast(topic: string, broadcast: Broadcast, from?: { member: Member; self: boolean }) {
    const cache = new Map<Vsn, string | Uint8Array | null>()
    for (const member of this.topics.get(topic) ?? []) {
      if (from && member === from.member && !from.self) continue
      if (!cache.has(member.vsn)) cache.set(member.vsn, encodeBroadcast(topic, member.vsn, broadcast))
      const frame = cache.get(member.vsn)
      if (frame) member.send(frame)
    }
  }

  presenceState(topic: string) {
    return this.presences.get(topic)?.state() ?? {}
  }

  track(member: Member, key: string, meta: Record<string, unknown>) {
    let presence = this.presences.get(member.topic)
    if (!presence) {
      presence = new TopicPresence()
      this.presences.set(member.topic, presence)
    }
    this.announce(member.topic, presence.track(member, key, meta))
  }

  untrack(member: Member) {
    const presence = this.presences.get(member.topic)
    const diff = presence?.untrack(member)
    if (presence?.size === 0) this.presences.delete(member.topic)
    if (diff) this.announce(member.topic, diff)
  }

  private announce(topic: string, diff: PresenceDiff) {
    const cache = new Map<Vsn, string>()
    for (const member of this.topics.get(topic) ?? []) {
      let frame = cache.get(member.vsn)
      if (!frame) {
        frame = encodeMessage(member.vsn, { joinRef: null, ref: null, topic, event: 'presence_diff', payload: diff })
        cache.set(member.vsn, frame)
      }
      member.send(frame)
    }
  }
}
