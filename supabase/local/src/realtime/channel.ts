// One joined `realtime:<name>` topic of one socket, as RealtimeWeb.RealtimeChannel runs it: the join
// (token, broadcast and presence options, postgres_changes bindings), then broadcast, presence and
// access_token events, and the messages the server pushes to it.
import { randomUUID } from 'node:crypto'
import type { Logger } from '../context.ts'
import { joinRefusal, shutdownMessage, type TokenFailure, type TokenVerifier } from './auth.ts'
import type { Hub, Member } from './hub.ts'
import type { ChangeFeed, ChangeSubscriber } from './postgres/feed.ts'
import { bindingId, parseSubscriptionParams, type SubscriptionParams } from './postgres/params.ts'
import { encodeMessage, type Message, reply, type UserBroadcastPush, type Vsn } from './protocol/frames.ts'

export interface RealtimeCore {
  hub: Hub
  feed: ChangeFeed
  verify: TokenVerifier
  log: Logger
}

export interface ChannelSocket {
  readonly vsn: Vsn
  /** The API key the socket connected with: the token of a join that brings none. */
  readonly tenantToken: string
  send(frame: string | Uint8Array): void
  /** Ends a channel the server shuts down: `phx_close` to the client, then cleanup. */
  closeChannel(channel: Channel): void
}

export interface JoinResult {
  status: 'ok' | 'error'
  response: Record<string, unknown>
  /** Pushes that follow the reply (presence_state, the postgres_changes `system` message). */
  after?: () => void
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value)
/** Realtime's FlexibleBoolean: true, or the string "true". */
const flag = (value: unknown) => value === true || value === 'true'
const CONFIRM_TOKEN_MS = 5 * 60 * 1000

export class Channel implements Member, ChangeSubscriber {
  readonly subTopic: string
  private accessToken = ''
  private claims: Json = {}
  private selfBroadcast = false
  private ackBroadcast = false
  private presenceKey = ''
  private lastTrack: string | null = null
  private bindings: { id: number; raw: Json }[] = []
  private tokenTimer: NodeJS.Timeout | null = null
  private terminated = false
  /** Until the join reply is out, what the channel is sent waits here, so the reply comes first. */
  private backlog: (string | Uint8Array)[] | null = []

  constructor(
    private readonly core: RealtimeCore,
    private readonly socket: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
  ) {
    this.subTopic = topic.slice('realtime:'.length)
  }

  get vsn() {
    return this.socket.vsn
  }

  send(frame: string | Uint8Array) {
    if (this.terminated) return
    if (this.backlog) this.backlog.push(frame)
    else this.socket.send(frame)
  }

  /** The join reply was sent: the pushes that follow it, then whatever arrived meanwhile. */
  joined(after?: () => void) {
    const waiting = this.backlog ?? []
    this.backlog = null
    after?.()
    for (const frame of waiting) this.socket.send(frame)
  }

  /** A message from the server to this channel (presence_state, system, ...). */
  push(event: string, payload: unknown, joinRef: string | null = this.joinRef) {
    this.send(encodeMessage(this.vsn, { joinRef, ref: null, topic: this.topic, event, payload }))
  }

  private reply(ref: string | null, status: 'ok' | 'error', response: unknown) {
    this.send(encodeMessage(this.vsn, reply(this.joinRef, ref, this.topic, status, response)))
  }

  async join(payload: unknown): Promise<JoinResult> {
    const refuse = (reason: string): JoinResult => ({ status: 'error', response: { reason } })
    if (!isObject(payload)) return refuse('UnknownErrorOnChannel: the join payload must be a map')
    if (this.subTopic === '') return refuse('TopicNameRequired: You must provide a topic name')
    const config = isObject(payload.config) ? payload.config : {}
    if (flag(config.private)) {
      return refuse('PrivateChannelsNotSupported: supabase-local serves public channels only')
    }
    const pgParams = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter((p) => p != null) : []
    if (!pgParams.every(isObject)) return refuse('UnknownErrorOnChannel: postgres_changes must be a list of maps')

    const given = payload.access_token ?? payload.user_token
    this.accessToken = typeof given === 'string' && !given.startsWith('sb_') ? given : this.socket.tenantToken
    const check = await this.core.verify(this.accessToken)
    if (!check.ok) return refuse(joinRefusal(check.failure))
    this.claims = check.claims
    this.scheduleTokenCheck(check.exp)

    const broadcast = isObject(config.broadcast) ? config.broadcast : {}
    this.selfBroadcast = flag(broadcast.self)
    this.ackBroadcast = flag(broadcast.ack)
    const presence = isObject(config.presence) ? config.presence : {}
    const presenceEnabled = flag(presence.enabled)
    this.presenceKey = presence.key == null || presence.key === '' ? randomUUID() : String(presence.key)

    this.bindings = pgParams.map((raw) => ({ id: bindingId(raw), raw }))
    const pgMessage = this.bindings.length > 0 ? await this.subscribeToChanges() : null
    this.core.hub.add(this)
    return {
      status: 'ok',
      response: 'config' in payload ? { postgres_changes: this.bindings.map((b) => ({ ...b.raw, id: b.id })) } : {},
      after: () => {
        if (presenceEnabled) this.push('presence_state', this.core.hub.presenceState(this.topic))
        if (pgMessage) this.push('system', pgMessage)
      },
    }
  }

  /** Subscribes this channel's bindings with its current claims; answers the `system` message. */
  private async subscribeToChanges() {
    const parsed: { id: number; params: SubscriptionParams }[] = []
    let error: string | null = null
    for (const { id, raw } of this.bindings) {
      const result = parseSubscriptionParams(raw)
      if (!result.ok) {
        error = result.error
        break
      }
      parsed.push({ id, params: result.value })
    }
    if (!error) error = await this.core.feed.subscribe(this, parsed, this.claims)
    return {
      extension: 'postgres_changes',
      status: error ? 'error' : 'ok',
      message: error ?? 'Subscribed to PostgreSQL',
      channel: this.subTopic,
    }
  }

  async handle(message: Message) {
    const payload = message.payload
    switch (message.event) {
      case 'access_token':
        if (isObject(payload)) await this.refreshToken(payload.access_token)
        return
      case 'broadcast':
        if (!isObject(payload)) return
        this.core.hub.broadcast(this.topic, { kind: 'json', payload }, { member: this, self: this.selfBroadcast })
        if (this.ackBroadcast) this.reply(message.ref, 'ok', {})
        return
      case 'presence':
        if (isObject(payload)) this.presence(message.ref, payload)
        return
      default:
        // Realtime ignores (and logs) unexpected events.
        return
    }
  }

  /** A broadcast that arrived as a binary frame: relayed as one, to V2 sockets. */
  handleUserBroadcast(push: UserBroadcastPush) {
    this.core.hub.broadcast(
      this.topic,
      { kind: 'user', event: push.userEvent, encoding: push.encoding, data: push.payload },
      { member: this, self: this.selfBroadcast },
    )
    if (this.ackBroadcast) this.reply(push.ref, 'ok', {})
  }

  private presence(ref: string | null, payload: Json) {
    if (typeof payload.event !== 'string') return this.reply(ref, 'ok', {})
    switch (payload.event.toLowerCase()) {
      case 'track': {
        const meta = payload.payload ?? {}
        if (!isObject(meta)) return this.reply(ref, 'error', { reason: 'Presence track payload must be a map' })
        const serialized = JSON.stringify(meta)
        if (serialized !== this.lastTrack) {
          this.core.hub.track(this, this.presenceKey, meta)
          this.lastTrack = serialized
        }
        return this.reply(ref, 'ok', {})
      }
      case 'untrack':
        this.core.hub.untrack(this)
        this.lastTrack = null
        return this.reply(ref, 'ok', {})
      default:
        return this.reply(ref, 'error', {})
    }
  }

  private async refreshToken(token: unknown) {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken) return
    this.accessToken = token
    const check = await this.core.verify(token)
    if (!check.ok) return this.shutdown(check.failure)
    this.claims = check.claims
    this.scheduleTokenCheck(check.exp)
    if (this.bindings.length > 0) this.push('system', await this.subscribeToChanges())
  }

  /** Like Realtime's :confirm_token: the channel ends when its token expires. */
  private scheduleTokenCheck(exp: number) {
    if (this.tokenTimer) clearTimeout(this.tokenTimer)
    const delay = Math.min(CONFIRM_TOKEN_MS, Math.max(0, exp * 1000 - Date.now()) + 1000)
    this.tokenTimer = setTimeout(async () => {
      const check = await this.core.verify(this.accessToken)
      if (this.terminated) return
      if (check.ok) this.scheduleTokenCheck(check.exp)
      else this.shutdown(check.failure)
    }, delay)
    this.tokenTimer.unref()
  }

  private shutdown(failure: TokenFailure) {
    this.push('system', {
      extension: 'system',
      status: 'error',
      message: shutdownMessage(failure),
      channel: this.subTopic,
    })
    this.socket.closeChannel(this)
  }

  deliverChange(ids: number[], data: Record<string, unknown>) {
    this.push('postgres_changes', { ids, data }, null)
  }

  /** Leaves every topic registry; the channel sends nothing more. */
  terminate() {
    if (this.terminated) return
    this.terminated = true
    if (this.tokenTimer) clearTimeout(this.tokenTimer)
    this.core.hub.remove(this)
    this.core.feed.unsubscribe(this)
  }
}
