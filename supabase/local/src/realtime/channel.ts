// One joined `realtime:<name>` topic of one socket, as RealtimeWeb.RealtimeChannel runs it: the join
// (token, broadcast and presence options, postgres_changes bindings), then broadcast, presence and
// access_token events, and the messages the server pushes to it.
import { randomUUID } from 'node:crypto'
import type { Logger } from '../context.ts'
import type { Database } from '../db/types.ts'
import { joinRefusal, shutdownMessage, type TokenVerifier } from './auth.ts'
import {
  type AuthorizationContext,
  type Extension,
  emptyPolicies,
  type Policies,
  PolicyError,
  readAuthorizations,
  writeAuthorizations,
} from './authorization.ts'
import { type Hub, type Member, roomOf } from './hub.ts'
import type { ChangeFeed, ChangeSubscriber } from './postgres/feed.ts'
import { bindingId, parseSubscriptionParams, type SubscriptionParams } from './postgres/params.ts'
import { encodeMessage, type Message, reply, type UserBroadcastPush, type Vsn } from './protocol/frames.ts'

export interface RealtimeCore {
  db: Database
  hub: Hub
  feed: ChangeFeed
  verify: TokenVerifier
  log: Logger
}

export interface ChannelSocket {
  readonly vsn: Vsn
  /** The API key the socket connected with: the token of a join that brings none. */
  readonly tenantToken: string
  /** The `x-` headers of the WebSocket upgrade, for `request.headers` in policies. */
  readonly headers: Record<string, string>
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
const readRefusal = (topic: string) => `You do not have permissions to read from this Channel topic: ${topic}`

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
  private isPrivate = false
  /** A private channel's evaluated policies (null on public channels). */
  private policies: Policies | null = null
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

  get room() {
    return roomOf(this.topic, this.isPrivate)
  }

  receives(extension: Extension) {
    return !this.isPrivate || this.policies?.[extension].read === true
  }

  private authorizationContext(): AuthorizationContext {
    return { topic: this.subTopic, claims: this.claims, headers: this.socket.headers }
  }

  /** Evaluates the read policies; resolves to the refusal text when the caller may read nothing. */
  private async authorizeRead(extensions: Extension[]): Promise<string | null> {
    try {
      this.policies = await readAuthorizations(
        this.core.db,
        this.authorizationContext(),
        this.policies ?? emptyPolicies(),
        extensions,
      )
    } catch (error) {
      this.core.log.warn(`realtime: RlsPolicyError on ${this.subTopic}: ${(error as Error).message}`)
      return readRefusal(this.subTopic)
    }
    const { broadcast, presence } = this.policies
    return broadcast.read || presence.read ? null : readRefusal(this.subTopic)
  }

  /** Evaluates the write policies once (until the token changes); false when refused or failing. */
  private async canWrite(extension: Extension): Promise<boolean> {
    if (!this.isPrivate) return true
    const policies = this.policies ?? emptyPolicies()
    if (policies[extension].write === undefined) {
      try {
        if (extension === 'presence' && policies.presence.read === undefined) {
          this.policies = await readAuthorizations(this.core.db, this.authorizationContext(), policies, ['presence'])
        }
        this.policies = await writeAuthorizations(this.core.db, this.authorizationContext(), this.policies ?? policies)
      } catch (error) {
        if (!(error instanceof PolicyError)) throw error
        this.core.log.warn(`realtime: RlsPolicyError on ${this.subTopic}: ${error.message}`)
        return false
      }
    }
    return this.policies?.[extension].write === true
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
    this.isPrivate = flag(config.private)
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
    if (this.isPrivate) {
      const refusal = await this.authorizeRead(presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'])
      if (refusal) return refuse(`Unauthorized: ${refusal}`)
    }

    this.bindings = pgParams.map((raw) => ({ id: bindingId(raw), raw }))
    const pgMessage = this.bindings.length > 0 ? await this.subscribeToChanges() : null
    this.core.hub.add(this)
    return {
      status: 'ok',
      response: 'config' in payload ? { postgres_changes: this.bindings.map((b) => ({ ...b.raw, id: b.id })) } : {},
      after: () => {
        if (presenceEnabled && this.receives('presence')) {
          this.push('presence_state', this.core.hub.presenceState(this.room))
        }
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
        // A private channel's broadcast without write permission is dropped, unacknowledged, as hosted.
        if (!(await this.canWrite('broadcast'))) return
        this.core.hub.broadcast(this.room, { kind: 'json', payload }, { member: this, self: this.selfBroadcast })
        if (this.ackBroadcast) this.reply(message.ref, 'ok', {})
        return
      case 'presence':
        if (isObject(payload)) await this.presence(message.ref, payload)
        return
      default:
        // Realtime ignores (and logs) unexpected events.
        return
    }
  }

  /** A broadcast that arrived as a binary frame: relayed as one, to V2 sockets. */
  async handleUserBroadcast(push: UserBroadcastPush) {
    if (!(await this.canWrite('broadcast'))) return
    this.core.hub.broadcast(
      this.room,
      { kind: 'user', event: push.userEvent, encoding: push.encoding, data: push.payload },
      { member: this, self: this.selfBroadcast },
    )
    if (this.ackBroadcast) this.reply(push.ref, 'ok', {})
  }

  private async presence(ref: string | null, payload: Json) {
    if (typeof payload.event !== 'string') return this.reply(ref, 'ok', {})
    switch (payload.event.toLowerCase()) {
      case 'track': {
        // Realtime answers a refused track with a bare error reply.
        if (!(await this.canWrite('presence'))) return this.reply(ref, 'error', {})
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
    if (!check.ok) return this.shutdown(shutdownMessage(check.failure))
    this.claims = check.claims
    this.scheduleTokenCheck(check.exp)
    if (this.isPrivate) {
      // New claims, new answers: read is checked again now, write on the next send or track.
      const previous = this.policies ?? emptyPolicies()
      this.policies = null
      const extensions: Extension[] = previous.presence.read === undefined ? ['broadcast'] : ['broadcast', 'presence']
      const refusal = await this.authorizeRead(extensions)
      if (refusal) return this.shutdown(refusal)
      const now = this.policies as Policies | null
      const revoked = (before?: boolean, after?: boolean) => before === true && after === false
      if (
        revoked(previous.broadcast.read, now?.broadcast.read) ||
        revoked(previous.presence.read, now?.presence.read)
      ) {
        return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`)
      }
    }
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
      else this.shutdown(shutdownMessage(check.failure))
    }, delay)
    this.tokenTimer.unref()
  }

  /** Realtime's shutdown_response: a `system` error, then the channel closes. */
  private shutdown(message: string) {
    this.push('system', {
      extension: 'system',
      status: 'error',
      message,
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
