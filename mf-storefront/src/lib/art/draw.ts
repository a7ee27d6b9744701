// Flat vector drawings of the shop's world (a charcoal grill, a butcher's board, a boda boda delivering
// across Kampala's hills) for the home slider, the products banner, the about page and the promo clip.
// Plain SVG strings, whole-pixel coordinates, a few kilobytes each. `t` (0..1) animates a scene for the
// clip; the stills use t = 0.

export const PALETTE = {
  brand: '#9f1d20',
  brandDark: '#6e1214',
  cream: '#fffaf5',
  charcoal: '#2a1f1b',
  gold: '#e0a019',
  leaf: '#4e7a3d',
  raw: '#b3393c',
  fat: '#f4dccf',
  bone: '#f6efe2',
} as const

const r = (value: number) => Math.round(value)

/** An SVG document of `width` × `height` that fills its box, cropping rather than letterboxing. */
export function svgDocument(width: number, height: number, label: string, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}"><title>${label}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
}

function linear(id: string, stops: [number, string][], vertical = true): string {
  const direction = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"'
  return `<linearGradient id="${id}" ${direction}>${stops.map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`).join('')}</linearGradient>`
}

function radial(id: string, stops: [number, string][]): string {
  return `<radialGradient id="${id}">${stops.map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`).join('')}</radialGradient>`
}

/** A sausage lying from (x, y), `length` long, turned by `angle` degrees. */
export function sausage(x: number, y: number, length: number, angle: number, tone = '#a4532f'): string {
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y - 20}" width="${length}" height="40" rx="20" fill="${tone}"/><rect x="${x + 18}" y="${y - 12}" width="${length - 40}" height="8" rx="4" fill="#fff" opacity=".25"/><path d="M${x + 30} ${y + 20}v-40M${x + length - 30} ${y + 20}v-40" stroke="#000" stroke-opacity=".18" stroke-width="4"/></g>`
}

/** A skewer of meat, pepper and onion pieces from x to x + 420 at height y. */
export function skewer(x: number, y: number, angle = 0): string {
  const fills = [PALETTE.raw, '#3f8f3a', '#a3452d', '#d94432', PALETTE.raw, '#e8b93b']
  const pieces = fills
    .map((fill, i) => `<rect x="${x + 40 + i * 58}" y="${y - 24}" width="50" height="48" rx="12" fill="${fill}"/>`)
    .join('')
  return `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x} ${y}h420" stroke="#d9c29a" stroke-width="7" stroke-linecap="round"/>${pieces}</g>`
}

/** A steak around (cx, cy) with its rim of fat and marbling. */
export function steak(cx: number, cy: number, scale = 1): string {
  const s = (v: number) => r(v * scale)
  const outline = `M${cx - s(150)} ${cy}c${s(0)} ${s(-90)} ${s(110)} ${s(-120)} ${s(190)} ${s(-100)}c${s(90)} ${s(20)} ${s(120)} ${s(90)} ${s(90)} ${s(150)}c${s(-30)} ${s(60)} ${s(-140)} ${s(80)} ${s(-210)} ${s(50)}c${s(-50)} ${s(-20)} ${s(-70)} ${s(-60)} ${s(-70)} ${s(-100)}z`
  const marbling = [
    [-90, -20, 60, 14],
    [-20, -60, 80, -10],
    [10, 20, 70, 18],
    [-60, 50, 50, -12],
  ]
    .map(
      ([dx, dy, len, bend]) =>
        `<path d="M${cx + s(dx as number)} ${cy + s(dy as number)}q${s((len as number) / 2)} ${s(bend as number)} ${s(len as number)} 0" stroke="${PALETTE.fat}" stroke-width="${s(5)}" fill="none" stroke-linecap="round" opacity=".8"/>`,
    )
    .join('')
  return `<path d="${outline}" fill="${PALETTE.fat}" transform="translate(${s(-8)} ${s(6)})"/><path d="${outline}" fill="${PALETTE.raw}"/>${marbling}`
}

/** A sprig of rosemary from (x, y). */
export function rosemary(x: number, y: number, angle = 0): string {
  const leaves = Array.from({ length: 8 }, (_, i) => {
    const side = i % 2 ? 1 : -1
    return `<path d="M${x + i * 16} ${y - i * 6}l${side * 6} ${-22}" stroke="${PALETTE.leaf}" stroke-width="7" stroke-linecap="round"/>`
  }).join('')
  return `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x - 10} ${y + 4}L${x + 130} ${y - 50}" stroke="#5c4a2e" stroke-width="4"/>${leaves}</g>`
}

/** A drumstick pointing down-left, its knuckle at (x, y). */
export function drumstick(x: number, y: number, angle = 0): string {
  return `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x} ${y}l40 -40" stroke="${PALETTE.bone}" stroke-width="16" stroke-linecap="round"/><circle cx="${x - 6}" cy="${y + 2}" r="11" fill="${PALETTE.bone}"/><circle cx="${x + 2}" cy="${y + 8}" r="11" fill="${PALETTE.bone}"/><path d="M${x + 30} ${y - 30}c10 -70 110 -110 140 -60c20 40 -40 110 -110 90z" fill="#d4893f"/><ellipse cx="${x + 110}" cy="${y - 70}" rx="26" ry="12" fill="#fff" opacity=".22" transform="rotate(-30 ${x + 110} ${y - 70})"/></g>`
}

/** Salami slices overlapping to the right from (x, y). */
export function salami(x: number, y: number): string {
  return [0, 1, 2]
    .map((i) => {
      const cx = x + i * 70
      const cy = y - i * 6
      const dots = [
        [-18, -14],
        [16, -20],
        [-4, 10],
        [22, 14],
        [-24, 18],
      ]
        .map(
          ([dx, dy]) => `<circle cx="${cx + (dx as number)}" cy="${cy + (dy as number)}" r="5" fill="${PALETTE.fat}"/>`,
        )
        .join('')
      return `<circle cx="${cx}" cy="${cy}" r="54" fill="#6f1f25"/><circle cx="${cx}" cy="${cy}" r="48" fill="#a8363a"/>${dots}`
    })
    .join('')
}

/** Scene 1: sausages and skewers over glowing coals at dusk; t moves the flames and the smoke. */
export function grillScene(t = 0): { defs: string; body: string } {
  const defs =
    linear('sky', [
      [0, '#3b1412'],
      [0.55, '#8c2b17'],
      [1, '#e07a2b'],
    ]) +
    radial('coal', [
      [0, '#ffd36b'],
      [0.5, '#f0712b'],
      [1, '#6e1214'],
    ])
  const coals = Array.from({ length: 14 }, (_, i) => {
    const x = 150 + i * 68
    const y = 700 + (i % 3) * 18
    const glow = 0.75 + 0.25 * Math.sin((t * 2 + i / 5) * Math.PI * 2)
    return `<ellipse cx="${x}" cy="${y}" rx="52" ry="30" fill="url(#coal)" opacity="${glow.toFixed(2)}"/>`
  }).join('')
  const flames = Array.from({ length: 7 }, (_, i) => {
    const x = 210 + i * 130
    const h = 70 + 30 * Math.sin((t * 3 + i / 3) * Math.PI * 2)
    return `<path d="M${x - 26} 690q26 ${r(-h)} 26 ${r(-h - 40)}q26 ${r(h / 2)} 26 ${r(h + 40)}z" fill="#f59e2b" opacity=".75"/>`
  }).join('')
  const grate = Array.from(
    { length: 9 },
    (_, i) => `<path d="M90 ${560 + i * 14}h1020" stroke="#1a1210" stroke-width="5"/>`,
  ).join('')
  const smoke = [0, 1, 2]
    .map((i) => {
      const rise = ((t + i / 3) % 1) * 220
      const x = 330 + i * 270
      return `<path d="M${x} ${r(470 - rise)}c-40 -50 40 -80 0 -130c-40 -50 40 -80 0 -130" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" opacity="${(0.18 * (1 - ((t + i / 3) % 1))).toFixed(2)}"/>`
    })
    .join('')
  const body = `<rect width="1200" height="800" fill="url(#sky)"/><circle cx="960" cy="170" r="70" fill="#ffcf7a" opacity=".55"/><path d="M0 640h1200v160H0z" fill="${PALETTE.charcoal}"/>${coals}${flames}<path d="M80 540h1040l-40 60H120z" fill="#120c0a" opacity=".6"/>${grate}${sausage(180, 560, 300, -4)}${sausage(200, 610, 290, 3, '#b4603a')}${sausage(520, 590, 300, -2, '#9a4a2c')}${skewer(640, 540, 6)}${skewer(700, 620, -3)}${smoke}`
  return { defs, body }
}

/** Scene 2: steaks, salami and rosemary on a round board on a dark wood table. */
export function boardScene(t = 0): { defs: string; body: string } {
  const defs =
    linear(
      'table',
      [
        [0, '#3a2418'],
        [1, '#5a3724'],
      ],
      false,
    ) +
    radial('board', [
      [0, '#d8a56c'],
      [1, '#a8733f'],
    ])
  const planks = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${i * 200} 0v800" stroke="#000" stroke-opacity=".25" stroke-width="4"/>`,
  ).join('')
  const lift = r(Math.sin(t * Math.PI * 2) * 6)
  const body = `<rect width="1200" height="800" fill="url(#table)"/>${planks}<ellipse cx="610" cy="430" rx="520" ry="330" fill="#000" opacity=".25"/><ellipse cx="600" cy="410" rx="520" ry="330" fill="url(#board)"/><ellipse cx="600" cy="410" rx="470" ry="290" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="6"/><g transform="translate(0 ${lift})">${steak(470, 400)}${steak(760, 470, 0.8)}</g>${salami(700, 250)}${rosemary(230, 600, -12)}${rosemary(860, 640, -28)}<circle cx="350" cy="220" r="9" fill="#2e211b"/><circle cx="380" cy="240" r="7" fill="#2e211b"/><circle cx="330" cy="255" r="8" fill="#2e211b"/><path d="M980 110l160 -40 20 60 -160 40z" fill="#c9ced3"/><path d="M1140 70l50 -12 14 48 -50 12z" fill="${PALETTE.charcoal}"/>`
  return { defs, body }
}

/** A boda boda (motorcycle taxi) with its rider and the shop's red cool box, wheels on y = 0 at x. */
export function bodaBoda(x: number, wheelTurn = 0): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="-40" r="40" fill="#1b1b1b"/><circle cx="${cx}" cy="-40" r="18" fill="#9aa0a6"/><path d="M${cx - 40} -40h80M${cx} -80v80" stroke="#9aa0a6" stroke-width="4" transform="rotate(${wheelTurn} ${cx} -40)"/>`
  return `<g transform="translate(${x} 0)">${wheel(0)}${wheel(200)}<path d="M10 -60l60 -60h90l40 60z" fill="${PALETTE.brand}"/><path d="M150 -120l40 -50" stroke="#1b1b1b" stroke-width="8" stroke-linecap="round"/><rect x="-70" y="-190" width="110" height="90" rx="10" fill="${PALETTE.brand}"/><rect x="-70" y="-190" width="110" height="22" rx="8" fill="${PALETTE.brandDark}"/><text x="-15" y="-128" text-anchor="middle" font-family="Georgia,serif" font-size="30" font-weight="700" fill="#fff">KM</text><path d="M70 -120l30 -90h40l-10 90z" fill="#2f5d8a"/><circle cx="125" cy="-235" r="28" fill="#6b3e26"/><path d="M96 -240a30 30 0 0 1 58 0z" fill="#f2c14e"/><path d="M130 -200l50 20" stroke="#6b3e26" stroke-width="12" stroke-linecap="round"/></g>`
}

/** Scene 3: a boda boda carrying an order along a road below Kampala's hills; t moves it along. */
export function deliveryScene(t = 0): { defs: string; body: string } {
  const defs = linear('dawn', [
    [0, '#8fc3e8'],
    [0.7, '#f6d9b8'],
    [1, '#f3c89b'],
  ])
  const buildings = [
    [140, 130],
    [220, 190],
    [300, 150],
    [520, 210],
    [600, 160],
    [860, 230],
    [950, 170],
    [1040, 200],
  ]
    .map(([x, h]) => {
      const windows = Array.from(
        { length: Math.floor((h as number) / 40) },
        (_, i) =>
          `<rect x="${(x as number) + 12}" y="${520 - (h as number) + 16 + i * 40}" width="46" height="12" fill="#fff" opacity=".35"/>`,
      ).join('')
      return `<rect x="${x}" y="${520 - (h as number)}" width="70" height="${h}" fill="#7d8a96"/>${windows}`
    })
    .join('')
  const x = r(-260 + t * 1700)
  const body = `<rect width="1200" height="800" fill="url(#dawn)"/><circle cx="240" cy="150" r="60" fill="#fff4c2"/>${buildings}<path d="M0 560q180 -120 380 -40t420 -20 400 -30v330H0z" fill="#6f9a52"/><path d="M0 600q260 -90 560 -10t640 -40v250H0z" fill="${PALETTE.leaf}"/><path d="M0 690h1200v110H0z" fill="#4a4a4a"/><path d="M0 742h1200" stroke="#f2c14e" stroke-width="6" stroke-dasharray="60 40"/><g transform="translate(0 730)">${bodaBoda(x, r(t * 1440))}</g>`
  return { defs, body }
}

/** The products banner: a long board with a little of everything. */
export function bannerScene(): { defs: string; body: string } {
  const defs = radial('warm', [
    [0, '#fdf1e7'],
    [1, '#f1d3bb'],
  ])
  const body = `<rect width="1200" height="400" fill="url(#warm)"/><rect x="40" y="90" width="1120" height="260" rx="40" fill="#000" opacity=".1" transform="translate(10 14)"/><rect x="40" y="90" width="1120" height="260" rx="40" fill="#b98552"/><path d="M80 160q520 14 1040 0M80 230q520 -12 1040 0M80 300q520 10 1040 0" stroke="#000" stroke-opacity=".08" stroke-width="4" fill="none"/>${sausage(90, 170, 250, -6)}${sausage(100, 230, 240, 4, '#b4603a')}${steak(520, 230, 0.75)}${salami(760, 200)}${drumstick(930, 320, -10)}${rosemary(120, 330, -6)}${skewer(640, 315, -2)}`
  return { defs, body }
}
