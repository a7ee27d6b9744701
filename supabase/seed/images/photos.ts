// Real-size product photos for the newest products: JPEGs of about 3 MB (3,200 × 2,400 px, a
// camera's grain over the product's illustration), as an admin uploads straight from a phone. They
// are made here, not kept in git, into seed/generated/product-images/photos/ (git-ignored), which
// config.toml's objects_path uploads with the seed; the storefront shows them through Storage's
// image transformations. `node supabase/local/bin/run-ts.mjs supabase/seed/images/photos.ts` makes
// the missing ones (the starters run it before the stand-in).
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { PRODUCTS } from '../data/catalogue.ts'
import { renderPicture } from './render.ts'

const WIDTH = 3200
const HEIGHT = 2400

/** The products with a photo: the six newest, the first a visitor of /products sees. */
export const PHOTO_SLUGS: readonly string[] = [...PRODUCTS]
  .sort((a, b) => a.addedDaysAgo - b.addedDaysAgo)
  .slice(0, 6)
  .map((p) => p.slug)

export const photoPath = (slug: string) => `product-images/photos/${slug}.jpg`

export const photosDir = path.resolve(import.meta.dirname, '..', 'generated', 'product-images', 'photos')

async function makePhoto(slug: string, file: string) {
  const product = PRODUCTS.find((p) => p.slug === slug)
  if (!product) throw new Error(`no product ${slug}`)
  const svg = Buffer.from(renderPicture(`product:${slug}`, product.motif, product.name))
  const picture = await sharp(svg, { density: 300 }).resize(WIDTH, HEIGHT, { fit: 'cover' }).toBuffer()
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer()
  await sharp(picture)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toFile(file)
}

/** Makes the photos that are missing; answers how many it made. */
export async function ensureProductPhotos(dir = photosDir): Promise<number> {
  mkdirSync(dir, { recursive: true })
  let made = 0
  for (const slug of PHOTO_SLUGS) {
    const file = path.join(dir, `${slug}.jpg`)
    if (existsSync(file)) continue
    await makePhoto(slug, file)
    made++
  }
  return made
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const made = await ensureProductPhotos()
  if (made > 0) console.log(`seed photos: made ${made} in ${photosDir}`)
}
