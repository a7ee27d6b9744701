// Writes the shop's generated pictures (and the frames of the promo clip) from ./draw.ts:
//
//   node_modules/.bin/tsx mf-storefront/src/lib/art/generate.ts            # the SVG stills
//   node_modules/.bin/tsx mf-storefront/src/lib/art/generate.ts --promo    # also the promo clip (needs ffmpeg)
//
// The clip: 8 s at 24 frames a second, three scenes cross-fading, encoded to WebM (VP9) and MP4 (H.264)
// small enough to commit; ffmpeg (Debian's, built with librsvg) rasterises the SVG frames.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bannerScene, boardScene, deliveryScene, grillScene, svgDocument } from './draw.ts'

const out = path.join(import.meta.dirname, 'generated')
mkdirSync(out, { recursive: true })

const stills = {
  'slide-grill.svg': ['Sausages and skewers on a charcoal grill', grillScene()],
  'slide-board.svg': ['Steaks, salami and rosemary on a butcher’s board', boardScene()],
  'slide-delivery.svg': ['A boda boda delivering an order below Kampala’s hills', deliveryScene(0.42)],
  'products-banner.svg': ['Sausages, steak, salami, chicken and skewers on a long board', bannerScene()],
} as const

for (const [file, [label, scene]] of Object.entries(stills)) {
  const height = file === 'products-banner.svg' ? 400 : 800
  writeFileSync(path.join(out, file), svgDocument(1200, height, label, scene.body, scene.defs))
  console.log(`${file} ${statSync(path.join(out, file)).size} B`)
}

/** The clip's frame at time `seconds`: each scene for a third, cross-fading over half a second. */
function promoFrame(seconds: number, total: number): string {
  const part = total / 3
  const scenes = [grillScene, boardScene, deliveryScene]
  const layers: string[] = []
  const defs: string[] = []
  scenes.forEach((scene, i) => {
    const start = i * part
    const fadeIn = i === 0 ? 1 : Math.min(1, Math.max(0, (seconds - start + 0.5) / 0.5))
    if (seconds < start - 0.5 || (i < 2 && seconds > start + part)) return
    const { defs: sceneDefs, body } = scene(((seconds - start) / part + 1) % 1)
    defs.push(sceneDefs)
    layers.push(`<g opacity="${fadeIn.toFixed(2)}">${body}</g>`)
  })
  return svgDocument(1200, 800, 'Kampala Meats', layers.join(''), defs.join(''))
}

if (process.argv.includes('--promo')) {
  const fps = 24
  const total = 8
  const frames = mkdtempSync(path.join(tmpdir(), 'promo-'))
  try {
    for (let i = 0; i < fps * total; i++) {
      writeFileSync(path.join(frames, `f${String(i).padStart(4, '0')}.svg`), promoFrame(i / fps, total))
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(frames, 'f%04d.svg')]
    const scale = ['-vf', 'scale=640:428:flags=lanczos,format=yuv420p']
    execFileSync('ffmpeg', [
      ...input,
      ...scale,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-an',
      path.join(out, 'promo.webm'),
    ])
    execFileSync('ffmpeg', [
      ...input,
      ...scale,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-movflags',
      '+faststart',
      '-an',
      path.join(out, 'promo.mp4'),
    ])
    writeFileSync(path.join(out, 'promo-poster.svg'), promoFrame(0, total))
    for (const file of ['promo.webm', 'promo.mp4', 'promo-poster.svg']) {
      console.log(`${file} ${statSync(path.join(out, file)).size} B`)
    }
  } finally {
    rmSync(frames, { recursive: true, force: true })
  }
}
