// One WebSocket, as Phoenix.Socket runs it: heartbeats, joins (a second join of a topic replaces
// the first), leaves, routing of channel messages by topic and join_ref, and "unmatched topic" for
// the rest. Frames are handled one at a time, in order, as the socket process does.
import type { WebSocket } from 'ws'
import { Channel, type ChannelSocket, type RealtimeCore } from './channel.ts'
import {
  decodeBinary,
  decodeText,
  encodeMessage,
  FrameError,
  type Message,
  reply,
  type UserBroadcastPush,
  type Vsn,
} from './protocol/frames.ts'

/** Realtime's default `max_channels_per_client`. */
const MAX_CHANNELS = 100

export class Connection implements ChannelSocket {
  private readonly channels = new Map<string, Channel>()
  private queue: Promise<void> = Promise.resolve()
  private closed = false

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly tenantToken: string,
    readonly headers: Record<string, string>,
    private readonly core: RealtimeCore,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data as Buffer | ArrayBuffer | Buffer[], isBinary))
    ws.on('close', () => this.close())
    ws.on('error', () => this.close())
  }

  send(frame: string | Uint8Array) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame)
  }

  private receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
    let incoming: { message: Message } | { push: UserBroadcastPush }
    try {
      incoming = isBinary
        ? { push: decodeBinary(this.vsn, bytes) }
        : { message: decodeText(this.vsn, bytes.toString('utf8')) }
    } catch (error) {
      // Phoenix drops a socket whose frame it cannot decode; other sockets are unaffected.
      const frameError = error instanceof FrameError ? error : new FrameError('invalid frame', 1007)
      this.ws.close(frameError.closeCode, frameError.message.slice(0, 120))
      return
    }
    this.queue = this.queue
      .then(() => ('push' in incoming ? this.routePush(incoming.push) : this.route(incoming.message)))
      .catch((error) => {
        this.core.log.error('realtime: message handling failed', error)
      })
  }

  private sendReply(
    joinRef: string | null,
    ref: string | null,
    topic: string,
    status: 'ok' | 'error',
    response: unknown,
  ) {
    this.send(encodeMessage(this.vsn, reply(joinRef, ref, topic, status, response)))
  }

  private unmatched(message: { ref: string | null; topic: string }) {
    this.sendReply(null, message.ref, message.topic, 'error', { reason: 'unmatched topic' })
  }

  private async route(message: Message) {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      return this.sendReply(null, message.ref, 'phoenix', 'ok', {})
    }
    const existing = this.channels.get(message.topic)
    if (message.event === 'phx_join') {
      if (existing) this.closeChannel(existing)
      return this.join(message)
    }
    if (!existing) {
      if (message.event === 'phx_leave') return this.sendReply(message.joinRef, message.ref, message.topic, 'ok', {})
      return this.unmatched(message)
    }
    // A message for an earlier join of this topic is stale: ignored.
    if (message.joinRef !== null && message.joinRef !== existing.joinRef) return
    if (message.event === 'phx_leave') {
      this.sendReply(existing.joinRef, message.ref, message.topic, 'ok', {})
      return this.closeChannel(existing)
    }
    await existing.handle(message)
  }

  private routePush(push: UserBroadcastPush) {
    const channel = this.channels.get(push.topic)
    if (!channel) return this.unmatched(push)
    if (push.joinRef !== null && push.joinRef !== channel.joinRef) return
    return channel.handleUserBroadcast(push)
  }

  private async join(message: Message) {
    if (!message.topic.startsWith('realtime:')) return this.unmatched(message)
    if (this.channels.size >= MAX_CHANNELS) {
      return this.sendReply(message.joinRef, message.ref, message.topic, 'error', {
        reason: 'ChannelRateLimitReached: Too many channels',
      })
    }
    const channel = new Channel(this.core, this, message.topic, message.joinRef)
    const result = await channel.join(message.payload)
    if (this.closed || result.status === 'error') channel.terminate()
    this.sendReply(message.joinRef, message.ref, message.topic, result.status, result.response)
    if (this.closed || result.status === 'error') return
    this.channels.set(message.topic, channel)
    channel.joined(result.after)
  }

  closeChannel(channel: Channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic)
    channel.terminate()
    this.send(
      encodeMessage(this.vsn, {
        joinRef: channel.joinRef,
        ref: channel.joinRef,
        topic: channel.topic,
        event: 'phx_close',
        payload: {},
      }),
    )
  }

  /** The socket is gone: every channel leaves, presences included. */
  close() {
    if (this.closed) return
    this.closed = true
    for (const channel of this.channels.values()) channel.terminate()
    this.channels.clear()
  }

  shutdown(code: number, reason: string) {
    this.close()
    this.ws.close(code, reason)
  }
}
