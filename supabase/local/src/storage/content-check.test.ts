import { describe, expect, it } from 'vitest'
import { contentMatchesType } from './content-check.ts'

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))))

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR')
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')
const GIF = bytes('GIF89a', 1, 0, 1, 0)
const AVIF = bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0)
const HTML = bytes('<!doctype html><html><script>alert(document.domain)</script></html>')
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')
const SVG_WITH_PROLOG = bytes(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg width="1"></svg>',
)

describe('an image upload’s first bytes must be the image its type declares', () => {
  it.each([
    ['image/jpeg', JPEG, true],
    ['image/jpeg', HTML, false],
    ['image/jpeg', PNG, false],
    ['image/jpeg', bytes(), false],
    ['image/png', PNG, true],
    ['image/png', JPEG, false],
    ['image/webp', WEBP, true],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'), false],
    ['image/gif', GIF, true],
    ['image/avif', AVIF, true],
    ['image/avif', JPEG, false],
    ['image/svg+xml', SVG, true],
    ['image/svg+xml', SVG_WITH_PROLOG, true],
    ['image/svg+xml', bytes(0xef, 0xbb, 0xbf, '<svg/>'), true],
    ['image/svg+xml', HTML, false],
    ['image/svg+xml', bytes('<html><svg></svg></html>'), false],
    ['IMAGE/JPEG; charset=binary', HTML, false],
    ['text/plain', HTML, true],
    ['application/octet-stream', HTML, true],
  ] as const)('%s: %#', (type, head, matches) => {
    expect(contentMatchesType(head, type)).toBe(matches)
  })
})
