// A delivery photo from the phone's camera (often 3-12 MB) is shrunk on the phone before upload: a JPEG
// of at most ~300 KB, its longer side at most 1600 px, turned upright by its EXIF orientation. The
// search for quality and size is separate from the drawing so it can be tested without a canvas.

export const PHOTO_LIMIT_BYTES = 5 * 1024 * 1024
export const SHRUNK_MAX_BYTES = 300 * 1024
export const SHRUNK_MAX_EDGE = 1600
const QUALITIES = [0.82, 0.7, 0.58, 0.46] as const
const SMALLEST_EDGE = 480

export const PHOTO_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: 'Image must be less than 5MB',
  required: 'Please take a delivery photo',
  unreadable: 'This photo could not be read. Please take it again.',
} as const

/** What is wrong with the chosen file, or null. */
export function photoError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_MESSAGES.notAnImage
  if (file.size >= PHOTO_LIMIT_BYTES) return PHOTO_MESSAGES.tooLarge
  return null
}

/** The size that fits within `maxEdge` on its longer side, keeping the shape (never enlarged). */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export type Encode = (width: number, height: number, quality: number) => Promise<Blob>

/**
 * The first encoding within `maxBytes`: each size at falling qualities, then 3/4 of the size, down to a
 * longer side of 480 px (whose smallest encoding is returned even if larger, rather than no photo).
 */
export async function shrinkWith(
  encode: Encode,
  width: number,
  height: number,
  { maxBytes = SHRUNK_MAX_BYTES, maxEdge = SHRUNK_MAX_EDGE } = {},
): Promise<Blob> {
  let size = fitWithin(width, height, maxEdge)
  for (;;) {
    let last: Blob | null = null
    for (const quality of QUALITIES) {
      last = await encode(size.width, size.height, quality)
      if (last.size <= maxBytes) return last
    }
    const longer = Math.max(size.width, size.height)
    if (longer <= SMALLEST_EDGE) return last as Blob
    size = fitWithin(size.width, size.height, Math.max(SMALLEST_EDGE, Math.round(longer * 0.75)))
  }
}

/** Shrinks a photo in the browser (createImageBitmap and a canvas) to a JPEG within the limits. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const encode: Encode = async (width, height, quality) => {
      if (typeof OffscreenCanvas !== 'undefined') {
        const canvas = new OffscreenCanvas(width, height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2D canvas')
        context.drawImage(bitmap, 0, 0, width, height)
        return canvas.convertToBlob({ type: 'image/jpeg', quality })
      }
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2D canvas')
      context.drawImage(bitmap, 0, 0, width, height)
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
          'image/jpeg',
          quality,
        ),
      )
    }
    return await shrinkWith(encode, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}
