import { RealtimeClient } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { decodeBinary, decodeText, encodeMessage, encodeUserBroadcast, FrameError, reply } from './frames.ts'

// realtime-js's own serializer, the other end of every frame.
type Serializer = RealtimeClient['serializer']
const clientSerializer: Serializer = new RealtimeClient('ws://localhost/realtime/v1', {
  params: { apikey: 'key' },
  transport: class {} as never,
}).serializer
const SerializerClass = clientSerializer.constructor as new (allowedMetadataKeys?: string[]) => Serializer

function encodeWithClient(serializer: Serializer, message: Parameters<Serializer['encode']>[0]): Uint8Array | string {
  let out: ArrayBuffer | string = ''
  serializer.encode(message, (result: ArrayBuffer | string) => {
    out = result
  })
  return typeof out === 'string' ? out : new Uint8Array(out)
}

function decodeWithClient(frame: string | Uint8Array) {
  let out: unknown
  const raw = typeof frame === 'string' ? frame : frame.slice().buffer
  clientSerializer.decode(raw, (message: unknown) => {
    out = message
  })
  return out
}

const catchFrameError = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error as FrameError
  }
  throw new Error('expected a FrameError')
}

describe('text frames', () => {
  test('vsn 2.0.0 messages are [join_ref, ref, topic, event, payload] arrays, both ways', () => {
    const frame = encodeWithClient(clientSerializer, {
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    })
    expect(decodeText('2.0.0', frame as string)).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    })
    const out = encodeMessage('2.0.0', reply('1', '2', 'realtime:room', 'ok', { postgres_changes: [] }))
    expect(decodeWithClient(out)).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
    })
  })

  test('vsn 1.0.0 messages are objects with topic, event, payload and ref', () => {
    expect(
      decodeText('1.0.0', JSON.stringify({ topic: 't', event: 'e', payload: {}, ref: '3', join_ref: '1' })),
    ).toEqual({ joinRef: '1', ref: '3', topic: 't', event: 'e', payload: {} })
    expect(
      JSON.parse(encodeMessage('1.0.0', { joinRef: '1', ref: null, topic: 't', event: 'e', payload: { a: 1 } })),
    ).toEqual({ topic: 't', event: 'e', payload: { a: 1 }, ref: null })
  })

  test.each([
    ['not JSON', '2.0.0', '[nope'],
    ['a short array', '2.0.0', '[null, "1", "phoenix"]'],
    ['a number topic', '2.0.0', '[null, "1", 5, "heartbeat", {}]'],
    ['an object ref', '2.0.0', '[null, {}, "phoenix", "heartbeat", {}]'],
    ['an array on vsn 1.0.0', '1.0.0', '[null, "1", "phoenix", "heartbeat", {}]'],
    ['a map without ref on vsn 1.0.0', '1.0.0', '{"topic":"t","event":"e","payload":{}}'],
  ] as const)('%s is refused with close code 1007', (_name, vsn, text) => {
    const error = catchFrameError(() => decodeText(vsn, text))
    expect(error).toBeInstanceOf(FrameError)
    expect(error.closeCode).toBe(1007)
  })
})

describe('binary user broadcasts', () => {
  test('a JSON broadcast pushed by realtime-js (kind 3) decodes to its event and payload', () => {
    const frame = encodeWithClient(clientSerializer, {
      join_ref: '4',
      ref: '5',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'greet', payload: { hello: 'Kampala' } },
    }) as Uint8Array
    const push = decodeBinary('2.0.0', frame)
    expect(push).toMatchObject({ joinRef: '4', ref: '5', topic: 'realtime:room', userEvent: 'greet', encoding: 'json' })
    expect(JSON.parse(new TextDecoder().decode(push.payload))).toEqual({ hello: 'Kampala' })
  })

  test('a binary payload and allowed metadata keep their bytes', () => {
    const withMeta = new SerializerClass(['origin'])
    const bytes = new Uint8Array([0, 255, 7])
    const frame = encodeWithClient(withMeta, {
      join_ref: null,
      ref: null,
      topic: 'realtime:bin',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', origin: 'shop', payload: bytes.buffer },
    }) as Uint8Array
    const push = decodeBinary('2.0.0', frame)
    expect(push).toMatchObject({ joinRef: null, ref: null, userEvent: 'blob', encoding: 'binary' })
    expect([...push.payload]).toEqual([0, 255, 7])
  })

  test('the server broadcast (kind 4) is what realtime-js decodes into a broadcast payload', () => {
    const json = encodeUserBroadcast('realtime:room', 'greet', 'json', new TextEncoder().encode('{"n":1}'))
    expect(decodeWithClient(json)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'greet', payload: { n: 1 } },
    })
    const binary = encodeUserBroadcast('realtime:room', 'blob', 'binary', new Uint8Array([1, 2]))
    const decoded = decodeWithClient(binary) as { payload: { payload: ArrayBuffer } }
    expect([...new Uint8Array(decoded.payload.payload)]).toEqual([1, 2])
  })

  test.each([
    ['an unknown kind', '2.0.0', [9, 0, 0, 0, 0, 0, 1], 1003],
    ['binary on vsn 1.0.0', '1.0.0', [3, 0, 0, 0, 0, 0, 1], 1003],
    ['a header longer than the frame', '2.0.0', [3, 0, 0, 200, 1, 0, 1, 65], 1007],
    ['metadata that is not JSON', '2.0.0', [3, 0, 0, 1, 1, 2, 1, 116, 101, 123, 120], 1007],
  ] as const)('%s is refused', (_name, vsn, bytes, code) => {
    expect(catchFrameError(() => decodeBinary(vsn, new Uint8Array(bytes))).closeCode).toBe(code)
  })
})
