// An image upload's bytes must be the image its content type says: a JPEG starts FF D8 FF, a PNG with
// its 8-byte signature, a WebP `RIFF....WEBP`, a GIF `GIF87a`/`GIF89a`, an AVIF an ISO-BMFF `ftyp` box of
// brand avif/avis. An SVG is text: after an optional byte-order mark, white space, XML declaration,
// comments and doctype, its first element is `<svg`. Anything else declared as one of these types (an
// HTML page sent as image/jpeg, say) is refused with 400 before it is stored. Other types (text, PDF,
// octets, image types not listed here) are stored as declared; downloads are sent with `nosniff` so a
// browser never reads them as anything else.
import { open } from 'node:fs/promises'
import { ERRORS } from './errors.ts'

/** How many leading bytes the checks read. */
export const HEAD_BYTES = 1024

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const latin1 = (head: Buffer, start: number, end: number) => head.toString('latin1', start, end)

/** The prolog an SVG document may have before its root element. */
const SVG_PROLOG = /^(?:\uFEFF)?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  'image/png': (head) => head.subarray(0, 8).equals(PNG),
  'image/webp': (head) => latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP',
  'image/gif': (head) => ['GIF87a', 'GIF89a'].includes(latin1(head, 0, 6)),
  'image/avif': (head) => latin1(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(latin1(head, 8, 12)),
  'image/svg+xml': (head) => {
    const text = head.toString('utf8')
    const prolog = SVG_PROLOG.exec(text)?.[0] ?? ''
    return /^<svg[\s>/]/i.test(text.slice(prolog.length))
  },
}

/** The media type of a Content-Type value, lower case, without parameters. */
const mediaType = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase()

/** Whether `head` (the first bytes of a body) can be what `contentType` declares. */
export function contentMatchesType(head: Buffer, contentType: string): boolean {
  const check = SIGNATURES[mediaType(contentType)]
  return check ? check(head) : true
}

/** Refuses (400 InvalidRequest) a staged file whose first bytes are not the image its type declares. */
export async function mustMatchContentType(filePath: string, contentType: string): Promise<void> {
  if (!SIGNATURES[mediaType(contentType)]) return
  const file = await open(filePath, 'r')
  try {
    const head = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0)
    if (!contentMatchesType(head.subarray(0, bytesRead), contentType)) {
      throw ERRORS.invalidRequest(`The file's content is not a ${mediaType(contentType)} image`)
    }
  } finally {
    await file.close()
  }
}
