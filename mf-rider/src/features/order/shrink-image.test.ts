import { describe, expect, it } from 'vitest'
import { fitWithin, PHOTO_MESSAGES, photoError, SHRUNK_MAX_BYTES, shrinkWith } from './shrink-image.ts'

/** A JPEG encoder's size behaviour: bytes grow with pixels and quality (about 1.1 bytes a pixel at 0.82). */
function encoder(bytesPerPixelAtBest = 1.1) {
  const calls: Array<{ width: number; height: number; quality: number }> = []
  const encode = async (width: number, height: number, quality: number) => {
    calls.push({ width, height, quality })
    const bytes = Math.round(width * height * bytesPerPixelAtBest * (quality / 0.82) ** 2)
    return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' })
  }
  return { encode, calls }
}

describe('delivery photo checks (backoffice spec section 5)', () => {
  it('must be an image, under 5MB', () => {
    expect(photoError({ type: 'application/pdf', size: 1000 })).toBe(PHOTO_MESSAGES.notAnImage)
    expect(photoError({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe(PHOTO_MESSAGES.tooLarge)
    expect(photoError({ type: 'image/heic', size: 4_000_000 })).toBeNull()
  })
})

describe('a photo is shrunk to a JPEG of at most ~300 KB before upload', () => {
  it('the longer side is brought to 1600 px, keeping the shape, never enlarged', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 })
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 })
  })

  it('a small photo is encoded once at the best quality', async () => {
    const { encode, calls } = encoder()
    const blob = await shrinkWith(encode, 400, 300)
    expect(blob.size).toBeLessThanOrEqual(SHRUNK_MAX_BYTES)
    expect(calls).toEqual([{ width: 400, height: 300, quality: 0.82 }])
  })

  it('a 12 MP photo comes down in quality, then in size, until it fits', async () => {
    const { encode, calls } = encoder()
    const blob = await shrinkWith(encode, 4000, 3000)
    expect(blob.size).toBeLessThanOrEqual(SHRUNK_MAX_BYTES)
    expect(calls[0]).toEqual({ width: 1600, height: 1200, quality: 0.82 })
    const last = calls.at(-1)
    expect(last && Math.max(last.width, last.height)).toBeLessThan(1600)
    // Each smaller size tries the best quality first again.
    expect(calls.filter((c) => c.quality === 0.82).length).toBeGreaterThan(1)
  })

  it('a photo that cannot fit still gives the smallest encoding tried, not nothing', async () => {
    const { encode, calls } = encoder()
    const blob = await shrinkWith(encode, 4000, 3000, { maxBytes: 10_000 })
    expect(blob.size).toBeGreaterThan(10_000)
    const last = calls.at(-1)
    expect(last && Math.max(last.width, last.height)).toBe(480)
    expect(last?.quality).toBe(0.46)
  })
})
