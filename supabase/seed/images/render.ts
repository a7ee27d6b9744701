// A product or category picture: a warm backdrop, a board or a plate, the motif, a garnish. SVG, a few
// kilobytes each, no text (the page shows the name).
import { SeededRandom } from '../random.ts'
import { MOTIFS, type Motif } from './motifs.ts'

const BACKDROPS = [
  ['#fbf3e6', '#f1dcc0'],
  ['#f6efe9', '#e7d2c4'],
  ['#f3f1ea', '#dcd6c2'],
  ['#fdf1e7', '#f3cfb4'],
  ['#eef2ea', '#d3dcc6'],
] as const

function seedOf(text: string) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

const board = (r: SeededRandom) => {
  const wood = r.pick(['#b98552', '#a8733f', '#c49463'])
  const grain = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M150 ${250 + i * 35}q250 ${r.int(-12, 12)} 500 0" stroke="#000" stroke-opacity=".08" stroke-width="3" fill="none"/>`,
  ).join('')
  return `<rect x="120" y="190" width="560" height="300" rx="36" fill="#000" opacity=".12" transform="translate(8 14)"/><rect x="120" y="190" width="560" height="300" rx="36" fill="${wood}"/>${grain}<circle cx="660" cy="340" r="12" fill="#000" opacity=".15"/>`
}

const plate = () =>
  `<ellipse cx="408" cy="346" rx="300" ry="180" fill="#000" opacity=".1"/><ellipse cx="400" cy="330" rx="300" ry="180" fill="#fff"/><ellipse cx="400" cy="330" rx="250" ry="145" fill="none" stroke="#ece5da" stroke-width="6"/>`

function garnish(r: SeededRandom) {
  const kind = r.int(0, 3)
  if (kind === 0) {
    // A rosemary sprig
    const x = r.int(150, 220)
    const leaves = Array.from({ length: 9 }, (_, i) => {
      const y = 160 + i * 14
      return `<path d="M${x + i * 6} ${y}l${i % 2 ? 22 : -22} -10" stroke="#4e7a3d" stroke-width="6" stroke-linecap="round"/>`
    }).join('')
    return `<path d="M${x} 150l60 130" stroke="#5c4a2e" stroke-width="4"/>${leaves}`
  }
  if (kind === 1) {
    // Peppercorns
    return Array.from(
      { length: 12 },
      () => `<circle cx="${r.int(600, 700)}" cy="${r.int(470, 540)}" r="${r.int(5, 8)}" fill="#2e211b"/>`,
    ).join('')
  }
  if (kind === 2) {
    // A red chilli
    return `<path d="M600 500c40 10 90 -5 110 -40c-30 20 -80 30 -115 20z" fill="#c8262b"/><path d="M708 462l18 -16" stroke="#3f7a32" stroke-width="6" stroke-linecap="round"/>`
  }
  // A lemon half
  return `<circle cx="160" cy="500" r="48" fill="#f2d03b"/><circle cx="160" cy="500" r="40" fill="#fbe77a"/>${Array.from({ length: 8 }, (_, i) => `<path d="M160 500l${Math.round(Math.cos((i * Math.PI) / 4) * 36)} ${Math.round(Math.sin((i * Math.PI) / 4) * 36)}" stroke="#f2d03b" stroke-width="3"/>`).join('')}`
}

export function renderPicture(key: string, motif: Motif, label: string): string {
  const r = new SeededRandom(seedOf(key))
  const [light, deep] = r.pick(BACKDROPS)
  const base = r.chance(0.5) ? board(r) : plate()
  const safeLabel = label.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-label="${safeLabel}"><title>${safeLabel}</title><defs><radialGradient id="b" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs><rect width="800" height="600" fill="url(#b)"/>${base}${MOTIFS[motif](r)}${garnish(r)}</svg>\n`
}
