// The members of each topic, for Broadcast and Presence fan-out. A message is encoded once per
// protocol version, as Realtime's MessageDispatcher caches its encodings.

import { type PresenceDiff, TopicPresence } from './presence.ts'
import { encodeMessage, encodeUserBroadcast, type Message, type Vsn } from './protocol/frames.ts'

export interface Member {
  readonly topic: string
  /** Private and public channels of one name are separate rooms, as Realtime's tenant topics are. */
  readonly room: string
  readonly vsn: Vsn
  send(frame: string | Uint8Array): void
  /** Whether the member may receive this kind of message (a private channel's read policies). */
  receives(extension: 'broadcast' | 'presence'): boolean
}

/** The hub's key for a topic: `realtime:<name>` of a public or a private channel. */
export const roomOf = (topic: string, isPrivate: boolean) => `${isPrivate ? 'private' : 'public'}|${topic}`

/** What one member broadcasts: a JSON payload, or a user broadcast as a binary frame carried it. */
export type Broadcast =
  | { kind: 'json'; payload: Record<string, unknown> }
  | {
      kind: 'user'
      event: string
      encoding: 'json' | 'binary'
      data: Uint8Array
      /** `{id}` of a message sent from the database. */
      meta?: Record<string, unknown>
    }

function encodeBroadcast(topic: string, vsn: Vsn, broadcast: Broadcast): string | Uint8Array | null {
  const message = (payload: unknown): Message => ({ joinRef: null, ref: null, topic, event: 'broadcast', payload })
  if (broadcast.kind === 'json') return encodeMessage(vsn, message(broadcast.payload))
  if (vsn === '2.0.0') {
    return encodeUserBroadcast(topic, broadcast.event, broadcast.encoding, broadcast.data, broadcast.meta)
  }
  // V1 sockets cannot carry binary frames: Realtime converts JSON user broadcasts and drops the rest.
  if (broadcast.encoding !== 'json') return null
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(broadcast.data))
  } catch {
    return null
  }
  const converted: Record<string, unknown> = { event: broadcast.event, payload, type: 'broadcast' }
  if (broadcast.meta) converted.meta = broadcast.meta
  return encodeMessage(vsn, message(converted))
}

export class Hub {
  private readonly topics = new Map<string, Set<Member>>()
  private readonly presences = new Map<string, TopicPresence<Member>>()

  add(member: Member) {
    let set = this.topics.get(member.room)
    if (!set) {
      set = new Set()
      this.topics.set(member.room, set)
    }
    set.add(member)
  }

  /** Removes a member that left; the others see its presence leave. */
  remove(member: Member) {
    const set = this.topics.get(member.room)
    set?.delete(member)
    if (set?.size === 0) this.topics.delete(member.room)
    this.untrack(member)
  }

  /**
   * Sends to every member of the room (`roomOf`) that may read broadcasts, except `from` unless it
   * asked for its own broadcasts.
   */
  broadcast(room: string, broadcast: Broadcast, from?: { member: Member; self: boolean }) {
    const cache = new Map<Vsn, string | Uint8Array | null>()
    const topic = room.slice(room.indexOf('|') + 1)
    for (const member of this.topics.get(room) ?? []) {
      if (from && member === from.member && !from.self) continue
      if (!member.receives('broadcast')) continue
      if (!cache.has(member.vsn)) cache.set(member.vsn, encodeBroadcast(topic, member.vsn, broadcast))
      const frame = cache.get(member.vsn)
      if (frame) member.send(frame)
    }
  }

  presenceState(room: string) {
    return this.presences.get(room)?.state() ?? {}
  }

  track(member: Member, key: string, meta: Record<string, unknown>) {
    let presence = this.presences.get(member.room)
    if (!presence) {
      presence = new TopicPresence()
      this.presences.set(member.room, presence)
    }
    this.announce(member, presence.track(member, key, meta))
  }

  untrack(member: Member) {
    const presence = this.presences.get(member.room)
    const diff = presence?.untrack(member)
    if (presence?.size === 0) this.presences.delete(member.room)
    if (diff) this.announce(member, diff)
  }

  private announce(from: Member, diff: PresenceDiff) {
    const cache = new Map<Vsn, string>()
    const topic = from.topic
    for (const member of this.topics.get(from.room) ?? []) {
      if (!member.receives('presence')) continue
      let frame = cache.get(member.vsn)
      if (!frame) {
        frame = encodeMessage(member.vsn, { joinRef: null, ref: null, topic, event: 'presence_diff', payload: diff })
        cache.set(member.vsn, frame)
      }
      member.send(frame)
    }
  }
}
