// A camera-like test photo made on the spot: a PNG of `width` × `height` with gradients and noise (so a
// JPEG of it is far from tiny), encoded with node:zlib — no image file in the repository.
import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

export function testPhoto(width = 1600, height = 1200): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  let seed = 42
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed >> 16) % 4
  }
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    rows[row] = 0
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 3
      rows[i] = (x * 255) / width + noise()
      rows[i + 1] = (y * 255) / height + noise()
      rows[i + 2] = ((x + y) * 127) / (width + height) + noise()
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
