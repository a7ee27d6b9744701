// A TCP relay between a client and the stand-in that loses one answer on the way back: the first bytes
// the stand-in sends for a request starting with `losing` are kept from the client; `onLost` runs (the
// test kills the stand-in there: the request has been handled and committed, its answer never left),
// then the client's connection is cut, as a server dying mid-answer cuts it. Everything else passes.
import net from 'node:net'

export interface LossyRelay {
  url: string
  /** Where the relay forwards to (a restarted stand-in may listen elsewhere). */
  upstreamPort: number
  /** The next answer to a request whose first line starts with this is lost; null: none. */
  losing: string | null
  /** How many answers were lost. */
  lost: number
  close(): Promise<void>
}

export async function lossyRelay(upstreamPort: number, onLost: () => Promise<void>): Promise<LossyRelay> {
  const sockets = new Set<net.Socket>()
  const relay: LossyRelay = {
    url: '',
    upstreamPort,
    losing: null,
    lost: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(relay.upstreamPort, '127.0.0.1')
    sockets.add(client).add(upstream)
    let dropping = false
    client.on('data', (chunk: Buffer) => {
      if (relay.losing && chunk.subarray(0, 200).toString('latin1').startsWith(relay.losing)) {
        relay.losing = null
        dropping = true
      }
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      if (!dropping) {
        client.write(chunk)
        return
      }
      dropping = false
      relay.lost++
      // The client hears nothing until onLost is done: not even the stand-in's end of the connection.
      upstream
        .pause()
        .removeAllListeners('close')
        .removeAllListeners('error')
        .on('error', () => {})
      void onLost().finally(end)
    })
    const end = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  relay.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  return relay
}
