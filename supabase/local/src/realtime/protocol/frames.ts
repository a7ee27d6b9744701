// The Phoenix channel wire format as Supabase Realtime speaks it (Phoenix.Socket.V1.JSONSerializer and
// RealtimeWeb.Socket.V2Serializer): vsn 1.0.0 JSON objects, vsn 2.0.0 JSON arrays
// `[join_ref, ref, topic, event, payload]`, and the binary user-broadcast frames realtime-js encodes
// (kind 3, client → server) and decodes (kind 4, server → client).

export type Vsn = '1.0.0' | '2.0.0'

export const SUPPORTED_VSNS: readonly Vsn[] = ['1.0.0', '2.0.0']

export interface Message {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

/** A client broadcast sent as a binary frame (kind 3): the user's event and its undecoded payload. */
export interface UserBroadcastPush {
  joinRef: string | null
  ref: string | null
  topic: string
  userEvent: string
  encoding: 'json' | 'binary'
  payload: Uint8Array
}

export type Incoming = { kind: 'message'; message: Message } | { kind: 'userBroadcast'; push: UserBroadcastPush }

/** A frame the server cannot decode; the socket is closed with `closeCode`, as Phoenix drops it. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly closeCode: 1003 | 1007,
  ) {
    super(message)
  }
}

const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4
const JSON_ENCODING = 1

const describe = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

const asRef = (value: unknown): string | null | undefined => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function toMessage(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Message {
  const j = asRef(joinRef)
  const r = asRef(ref)
  if (j === undefined || r === undefined) throw new FrameError('join_ref and ref must be strings or null', 1007)
  if (typeof topic !== 'string' || typeof event !== 'string') {
    throw new FrameError('topic and event must be strings', 1007)
  }
  return { joinRef: j, ref: r, topic, event, payload }
}

/** Decodes a text frame; throws FrameError for anything Phoenix's serializers would reject. */
export function decodeText(vsn: Vsn, text: string): Message {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new FrameError('invalid JSON', 1007)
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length < 5)
      throw new FrameError(`expected V2 array, got: ${describe(value)}`, 1007)
    const [joinRef, ref, topic, event, payload] = value
    return toMessage(joinRef, ref, topic, event, payload)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new FrameError(`V1 JSON Serializer expected a map, got ${describe(value)}`, 1007)
  }
  const map = value as Record<string, unknown>
  for (const key of ['topic', 'event', 'payload', 'ref']) {
    if (!(key in map)) throw new FrameError(`missing key "${key}"`, 1007)
  }
  return toMessage(map.join_ref, map.ref, map.topic, map.event, map.payload)
}

/** Decodes a binary frame: only user broadcast pushes (kind 3) are accepted, on vsn 2.0.0. */
export function decodeBinary(vsn: Vsn, data: Uint8Array): UserBroadcastPush {
  if (vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0', 1003)
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame', 1003)
  const [joinRefSize = 0, refSize = 0, topicSize = 0, eventSize = 0, metadataSize = 0, encoding = 0] = data.subarray(
    1,
    7,
  )
  const headerEnd = 7 + joinRefSize + refSize + topicSize + eventSize + metadataSize
  if (headerEnd > data.length) throw new FrameError('binary frame shorter than its header', 1007)
  const decoder = new TextDecoder()
  let offset = 7
  const take = (size: number) => {
    const part = data.subarray(offset, offset + size)
    offset += size
    return part
  }
  try {
    const joinRef = decoder.decode(take(joinRefSize))
    const ref = decoder.decode(take(refSize))
    const topic = decoder.decode(take(topicSize))
    const userEvent = decoder.decode(take(eventSize))
    const metadata = take(metadataSize)
    if (metadata.length > 0) JSON.parse(decoder.decode(metadata))
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      userEvent,
      encoding: encoding === 0 ? 'binary' : 'json',
      payload: data.subarray(offset),
    }
  } catch {
    throw new FrameError('binary frame with invalid text fields', 1007)
  }
}

/** Encodes a message (a push, a broadcast, or a reply built with `reply`) for the socket's vsn. */
export function encodeMessage(vsn: Vsn, message: Message): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload])
  }
  return JSON.stringify({ topic: message.topic, event: message.event, payload: message.payload, ref: message.ref })
}

export function reply(
  joinRef: string | null,
  ref: string | null,
  topic: string,
  status: 'ok' | 'error',
  response: unknown,
): Message {
  return { joinRef, ref, topic, event: 'phx_reply', payload: { status, response } }
}

/** A user broadcast for V2 sockets (kind 4): `[kind, topic, event, metadata sizes, encoding, ...]`. */
export function encodeUserBroadcast(
  topic: string,
  userEvent: string,
  encoding: 'json' | 'binary',
  payload: Uint8Array,
  metadata?: Record<string, unknown>,
) {
  const encoder = new TextEncoder()
  const topicBytes = encoder.encode(topic)
  const eventBytes = encoder.encode(userEvent)
  const metaBytes = metadata ? encoder.encode(JSON.stringify(metadata)) : new Uint8Array(0)
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) {
    throw new RangeError('topic, event and metadata must fit in 255 bytes')
  }
  const head = 5 + topicBytes.length + eventBytes.length
  const frame = new Uint8Array(head + metaBytes.length + payload.length)
  frame.set([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    encoding === 'json' ? JSON_ENCODING : 0,
  ])
  frame.set(topicBytes, 5)
  frame.set(eventBytes, 5 + topicBytes.length)
  frame.set(metaBytes, head)
  frame.set(payload, head + metaBytes.length)
  return frame
}
