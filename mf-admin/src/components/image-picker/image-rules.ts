// The admin image picker's rules: JPG, PNG or WebP, up to 5 MB; a URL must be an http(s) address that
// answers with an image.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
const EXTENSIONS: Record<(typeof IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

export type FileProblem = { title: 'Invalid file type'; message: string } | { title: 'File too large'; message: string }

/** Why a chosen file may not be uploaded (the toast's title and message), or null when it may. */
export function fileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Invalid file type', message: 'Invalid file type. Please upload JPG, PNG, or WebP images.' }
  }
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File too large', message: 'File size exceeds 5MB limit' }
  return null
}

/** A new random object name in the bucket, with the extension of its type: "3f2c….webp". */
export function randomImageName(type: string, random: () => string = () => crypto.randomUUID()): string {
  const extension = EXTENSIONS[type as (typeof IMAGE_TYPES)[number]] ?? 'bin'
  return `${random()}.${extension}`
}

/** An address the picker may try: absolute http(s) only (no data:, javascript:, file: or relative paths). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}
