// The meat illustrations: each motif draws one kind of product as flat vector shapes around the centre
// of an 800 × 600 picture. Small variations (angles, counts, tones) come from the product's own random
// source, so two products of the same kind still look different, and every run draws the same.
import type { SeededRandom } from '../random.ts'

export type Motif =
  | 'sausages'
  | 'bacon'
  | 'ham'
  | 'salami'
  | 'steak'
  | 'tbone'
  | 'roast'
  | 'cubes'
  | 'ribs'
  | 'chicken'
  | 'drumstick'
  | 'fillet'
  | 'leg'
  | 'liver'
  | 'skewers'
  | 'patties'
  | 'mince'
  | 'meatballs'
  | 'chops'

const n = (value: number) => Math.round(value * 10) / 10

const MEAT = { raw: '#b3393c', dark: '#86242b', fat: '#f4dccf', pink: '#e7a19b', bone: '#f6efe2', boneShade: '#dccfb8' }

/** An organic, slightly irregular closed shape around (cx, cy): a steak, a fillet, a chop. */
function blob(r: SeededRandom, cx: number, cy: number, rx: number, ry: number, points = 9) {
  const coords = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2
    const k = 0.86 + r.next() * 0.22
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const
  })
  // Closed Catmull-Rom through the points, as cubic Béziers.
  let d = `M${n(coords[0]?.[0] ?? cx)} ${n(coords[0]?.[1] ?? cy)}`
  for (let i = 0; i < points; i++) {
    const p0 = coords[(i - 1 + points) % points] as readonly [number, number]
    const p1 = coords[i] as readonly [number, number]
    const p2 = coords[(i + 1) % points] as readonly [number, number]
    const p3 = coords[(i + 2) % points] as readonly [number, number]
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return `${d}Z`
}

function marbling(r: SeededRandom, cx: number, cy: number, rx: number, ry: number, count: number) {
  return Array.from({ length: count }, () => {
    const x = cx + (r.next() - 0.5) * rx * 1.2
    const y = cy + (r.next() - 0.5) * ry * 1.2
    const len = 20 + r.next() * 40
    const bend = (r.next() - 0.5) * 30
    return `<path d="M${n(x)} ${n(y)}q${n(len / 2)} ${n(bend)} ${n(len)} ${n(r.next() * 10 - 5)}" stroke="${MEAT.fat}" stroke-width="${n(2 + r.next() * 3)}" fill="none" stroke-linecap="round" opacity=".8"/>`
  }).join('')
}

const bone = (x1: number, y1: number, x2: number, y2: number, w = 16) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${MEAT.boneShade}" stroke-width="${w + 4}" stroke-linecap="round"/>` +
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${MEAT.bone}" stroke-width="${w}" stroke-linecap="round"/>`

function sausages(r: SeededRandom) {
  const count = r.int(3, 4)
  const color = r.pick(['#a4532f', '#b4603a', '#9a4a2c', '#c07a52'])
  return Array.from({ length: count }, (_, i) => {
    const y = 250 + i * 46
    const tilt = (r.next() - 0.5) * 10
    return `<g transform="rotate(${n(tilt)} 400 ${y})"><rect x="215" y="${y - 22}" width="370" height="44" rx="22" fill="${color}"/><rect x="240" y="${y - 14}" width="300" height="9" rx="4.5" fill="#fff" opacity=".22"/><circle cx="215" cy="${y}" r="5" fill="${MEAT.dark}"/><circle cx="585" cy="${y}" r="5" fill="${MEAT.dark}"/></g>`
  }).join('')
}

function bacon(r: SeededRandom) {
  return Array.from({ length: 3 }, (_, i) => {
    const y = 245 + i * 55
    const wave = 10 + r.next() * 8
    const strip = (dy: number, color: string, h: number) =>
      `<path d="M230 ${y + dy}q45 -${n(wave)} 90 0t90 0t90 0t90 0v${h}q-45 ${n(wave)} -90 0t-90 0t-90 0t-90 0z" fill="${color}"/>`
    return strip(0, '#c2474a', 14) + strip(14, MEAT.fat, 10) + strip(24, '#b13c40', 16) + strip(40, '#f0cdbd', 6)
  }).join('')
}

function ham(r: SeededRandom) {
  const tone = r.pick(['#e8a09b', '#eeb0a6', '#f2c4b5'])
  return Array.from({ length: 4 }, (_, i) => {
    const cx = 300 + i * 60
    const cy = 300 + (i % 2) * 16
    return `<ellipse cx="${cx}" cy="${cy}" rx="112" ry="92" fill="#c96d6b"/><ellipse cx="${cx}" cy="${cy}" rx="100" ry="81" fill="${tone}"/><ellipse cx="${cx - 20}" cy="${cy - 18}" rx="40" ry="22" fill="#fff" opacity=".16"/>`
  }).join('')
}

function salami(r: SeededRandom) {
  const base = r.pick(['#9c2e34', '#a8363a', '#8d2a30'])
  const dots = (cx: number, cy: number, rad: number) =>
    Array.from({ length: 10 }, () => {
      const a = r.next() * Math.PI * 2
      const d = r.next() * rad * 0.8
      return `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(3 + r.next() * 4)}" fill="${MEAT.fat}"/>`
    }).join('')
  const slices = [0, 1, 2]
    .map((i) => {
      const cx = 440 + i * 70
      const cy = 360 - i * 8
      return `<circle cx="${cx}" cy="${cy}" r="56" fill="#6f1f25"/><circle cx="${cx}" cy="${cy}" r="50" fill="${base}"/>${dots(cx, cy, 50)}`
    })
    .join('')
  return `<rect x="190" y="230" width="300" height="110" rx="55" fill="#7a2328"/><ellipse cx="490" cy="285" rx="28" ry="55" fill="${base}"/>${dots(490, 285, 24)}${slices}`
}

function steak(r: SeededRandom, withBone = false) {
  const shape = blob(r, 400, 305, 170, 120)
  const boneMark = withBone
    ? `<path d="M380 200v120h-70v26h160v-26h-64v-120z" fill="${MEAT.bone}" stroke="${MEAT.boneShade}" stroke-width="5" stroke-linejoin="round"/>`
    : ''
  return `<path d="${shape}" fill="${MEAT.fat}" transform="translate(0 4) scale(1.04) translate(-16 -12)"/><path d="${shape}" fill="${MEAT.raw}"/>${marbling(r, 400, 305, 170, 120, 9)}${boneMark}<path d="M300 250q60 -40 140 -30" stroke="#fff" stroke-width="10" fill="none" opacity=".15" stroke-linecap="round"/>`
}

function roast(r: SeededRandom) {
  const crust = r.pick(['#8c3f2a', '#a04a2f', '#b3393c'])
  const twine = [300, 360, 420, 480]
    .map((x) => `<path d="M${x} 222q10 83 0 166" stroke="#efe3c8" stroke-width="6" fill="none"/>`)
    .join('')
  return `<rect x="230" y="220" width="340" height="170" rx="85" fill="${crust}"/><ellipse cx="560" cy="305" rx="44" ry="85" fill="#c45a4d"/><ellipse cx="560" cy="305" rx="30" ry="62" fill="${MEAT.pink}"/>${twine}<rect x="260" y="238" width="240" height="16" rx="8" fill="#fff" opacity=".15"/>`
}

function cubes(r: SeededRandom) {
  const pieces = Array.from({ length: 9 }, (_, i) => {
    const x = 290 + (i % 3) * 75 + r.int(-10, 10)
    const y = 240 + Math.floor(i / 3) * 62 + r.int(-8, 8)
    const rot = r.int(-25, 25)
    const fill = r.pick([MEAT.raw, '#a83337', '#bf4646'])
    return `<rect x="${x}" y="${y}" width="62" height="54" rx="12" fill="${fill}" transform="rotate(${rot} ${x + 31} ${y + 27})"/><path d="M${x + 10} ${y + 14}h30" stroke="${MEAT.fat}" stroke-width="4" stroke-linecap="round" transform="rotate(${rot} ${x + 31} ${y + 27})"/>`
  }).join('')
  return `<ellipse cx="400" cy="330" rx="220" ry="130" fill="#f7f3ec" stroke="#e3d8c6" stroke-width="8"/>${pieces}`
}

function ribs(r: SeededRandom) {
  const glaze = r.pick(['#8e3b25', '#a0452c', MEAT.raw])
  const bones = Array.from({ length: 6 }, (_, i) => bone(250 + i * 60, 205, 255 + i * 60, 410, 14)).join('')
  return `${bones}<rect x="215" y="232" width="370" height="150" rx="40" fill="${glaze}"/>${Array.from({ length: 5 }, (_, i) => `<path d="M${282 + i * 60} 246v120" stroke="#000" stroke-opacity=".14" stroke-width="6"/>`).join('')}<rect x="240" y="248" width="300" height="14" rx="7" fill="#fff" opacity=".15"/>`
}

function chicken(r: SeededRandom) {
  const skin = r.pick(['#f0c79a', '#e9b77f', '#d99a52'])
  const shade = '#c98a4d'
  return `<ellipse cx="400" cy="310" rx="165" ry="115" fill="${skin}"/><ellipse cx="250" cy="360" rx="70" ry="48" fill="${skin}" transform="rotate(-30 250 360)"/><ellipse cx="550" cy="360" rx="70" ry="48" fill="${skin}" transform="rotate(30 550 360)"/>${bone(195, 395, 175, 415, 18)}${bone(605, 395, 625, 415, 18)}<path d="M330 250q70 -40 150 0" stroke="${shade}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/><ellipse cx="360" cy="270" rx="60" ry="25" fill="#fff" opacity=".22"/>`
}

function drumstick(r: SeededRandom) {
  const skin = r.pick(['#e3a866', '#d4893f', '#f0c79a', '#c9662f'])
  return [
    [300, 300, -20],
    [420, 270, 10],
    [500, 340, 35],
  ]
    .map(([x, y, a]) => {
      const cx = x as number
      const cy = y as number
      return `<g transform="rotate(${a} ${cx} ${cy})">${bone(cx, cy + 60, cx, cy + 130, 16)}<circle cx="${cx - 9}" cy="${cy + 136}" r="11" fill="${MEAT.bone}"/><circle cx="${cx + 9}" cy="${cy + 136}" r="11" fill="${MEAT.bone}"/><path d="M${cx} ${cy - 80}c55 0 65 70 20 135h-40c-45 -65 -35 -135 20 -135z" fill="${skin}"/><ellipse cx="${cx - 12}" cy="${cy - 40}" rx="12" ry="24" fill="#fff" opacity=".2"/></g>`
    })
    .join('')
}

function fillet(r: SeededRandom) {
  const tone = r.pick(['#f2c2b2', '#efb5a4', '#f5cdbd'])
  return [300, 470]
    .map(
      (x, i) =>
        `<path d="${blob(r, x, 300 + i * 20, 120, 70, 8)}" fill="${tone}" transform="rotate(${i ? 12 : -14} ${x} 300)"/><path d="M${x - 70} ${290 + i * 20}q70 -30 140 0" stroke="#fff" stroke-width="8" fill="none" opacity=".3" stroke-linecap="round"/>`,
    )
    .join('')
}

function leg(r: SeededRandom) {
  const tone = r.pick([MEAT.raw, '#a9383a', '#c0524b'])
  return `${bone(520, 300, 630, 220, 26)}<circle cx="640" cy="205" r="20" fill="${MEAT.bone}"/><circle cx="622" cy="236" r="18" fill="${MEAT.bone}"/><path d="M180 330c0 -110 200 -160 360 -60c30 20 30 60 0 80c-160 100 -360 90 -360 -20z" fill="${MEAT.fat}"/><path d="M195 330c0 -95 190 -140 335 -55c22 15 22 45 0 60c-150 90 -335 80 -335 -5z" fill="${tone}"/>${marbling(r, 350, 310, 150, 70, 5)}`
}

function liver(r: SeededRandom) {
  return [
    [320, 290, 120, 70],
    [470, 330, 110, 62],
    [380, 370, 90, 48],
  ]
    .map(([x, y, rx, ry]) => {
      const d = blob(r, x as number, y as number, rx as number, ry as number, 7)
      return `<path d="${d}" fill="#6d1f2b"/><ellipse cx="${(x as number) - 25}" cy="${(y as number) - 18}" rx="${(rx as number) / 3}" ry="10" fill="#fff" opacity=".18"/>`
    })
    .join('')
}

function skewers(r: SeededRandom) {
  return [250, 330, 410]
    .map((y) => {
      const pieces = Array.from({ length: 5 }, (_, i) => {
        const x = 250 + i * 70
        const kind = (i + r.int(0, 2)) % 3
        const fill = kind === 0 ? MEAT.raw : kind === 1 ? r.pick(['#3f8f3a', '#d94432', '#e8b93b']) : '#a3452d'
        return `<rect x="${x}" y="${y - 24}" width="54" height="48" rx="12" fill="${fill}" transform="rotate(${r.int(-10, 10)} ${x + 27} ${y})"/>`
      }).join('')
      return `<line x1="200" y1="${y}" x2="640" y2="${y}" stroke="#c9a06a" stroke-width="7" stroke-linecap="round"/>${pieces}`
    })
    .join('')
}

function patties(r: SeededRandom) {
  const tone = r.pick(['#9a4433', '#a85a3d', '#8a3a2c', '#d7a06c'])
  return [0, 1, 2]
    .map((i) => {
      const y = 380 - i * 44
      return `<ellipse cx="400" cy="${y + 14}" rx="170" ry="46" fill="#5b2a20"/><ellipse cx="400" cy="${y}" rx="170" ry="46" fill="${tone}"/>${i === 2 ? [-60, 0, 60].map((dx) => `<path d="M${340 + dx} ${y - 30}l60 60" stroke="#3a1a14" stroke-width="8" stroke-linecap="round" opacity=".7"/>`).join('') : ''}`
    })
    .join('')
}

function mince(r: SeededRandom) {
  const grains = Array.from({ length: 70 }, () => {
    const a = r.next() * Math.PI * 2
    const d = Math.sqrt(r.next())
    return `<circle cx="${n(400 + Math.cos(a) * d * 170)}" cy="${n(310 + Math.sin(a) * d * 90)}" r="${n(4 + r.next() * 5)}" fill="${r.chance(0.3) ? MEAT.fat : '#8f2b30'}"/>`
  }).join('')
  return `<path d="M220 360c0 -140 360 -140 360 0z" fill="${MEAT.raw}"/><ellipse cx="400" cy="360" rx="180" ry="40" fill="${MEAT.raw}"/>${grains}`
}

function meatballs(r: SeededRandom) {
  const balls = Array.from({ length: 9 }, (_, i) => {
    const x = 300 + (i % 3) * 100 + r.int(-12, 12)
    const y = 250 + Math.floor(i / 3) * 70 + r.int(-8, 8)
    return `<circle cx="${x}" cy="${y}" r="40" fill="#8e3b2c"/><circle cx="${x - 12}" cy="${y - 14}" r="12" fill="#fff" opacity=".18"/>`
  }).join('')
  return `<ellipse cx="400" cy="330" rx="230" ry="140" fill="#2f2f33"/><ellipse cx="400" cy="322" rx="210" ry="124" fill="#b8362c"/>${balls}`
}

function chops(r: SeededRandom) {
  return [320, 480]
    .map((x, i) => {
      const shape = blob(r, x, 300 + i * 14, 100, 120, 8)
      return `<g transform="rotate(${i ? 14 : -10} ${x} 300)"><path d="${shape}" fill="${MEAT.fat}" transform="translate(${x} 300) scale(1.07) translate(${-x} -300)"/><path d="${shape}" fill="#e59a8e"/>${bone(x - 60, 210, x - 60, 390, 14)}</g>`
    })
    .join('')
}

export const MOTIFS: Record<Motif, (r: SeededRandom) => string> = {
  sausages,
  bacon,
  ham,
  salami,
  steak: (r) => steak(r),
  tbone: (r) => steak(r, true),
  roast,
  cubes,
  ribs,
  chicken,
  drumstick,
  fillet,
  leg,
  liver,
  skewers,
  patties,
  mince,
  meatballs,
  chops,
}
