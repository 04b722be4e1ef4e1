/**
 * Demo art, not a rule: locally generated placeholder pictures for the demo data (nothing is fetched from the
 * internet). Lives in src/demo, outside the domain; the demo images route, the seed and the PDF's demo pictures use it.
 * Pure: builds an SVG string from a file name; the /demo-images/[file] route turns it into a JPEG.
 *
 *   'suv-43.jpg'   → kind 'suv', seed 43 → colour PALETTE[43 % 10] (Red), variant 4 (background, direction)
 *   'hero-2.jpg'   → a 1200x800 road scene; 'promo-7.jpg' a 1200x800 promo card; others are 900x600
 *   'spin-245.jpg' → a 360° spin frame: colour PALETTE[245 % 10], frame ⌊245/10⌋ % 24 (= 0), body ⌊245/240⌋ % 3
 *                    (car, suv, ute); spinFrameFileName(body, colourIndex, frame) builds these names
 *   'interior-7.jpg' → a dashboard and seats view trimmed in PALETTE[7 % 10]
 *   'bad.png'      → null (the route answers 404)
 *
 * A vehicle's pictures share a colour and differ by variant: seed = colourIndex + PALETTE.length * variant.
 */

export const PLACEHOLDER_KINDS = [
  'car',
  'ute',
  'suv',
  'bike',
  'truck',
  'caravan',
  'promo',
  'hero',
  'location',
  'spin',
  'interior',
] as const
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number]

/** File names the route accepts: `{kind}-{seed}.jpg`, seed 0–999999999 without leading zeros. */
export const PLACEHOLDER_FILE =
  /^(car|ute|suv|bike|truck|caravan|promo|hero|location|spin|interior)-(0|[1-9]\d{0,8})\.jpg$/

export const MIN_WIDTH = 64
export const MAX_WIDTH = 1600

/** Body colours. The seed's vehicle `colour` names are these names, so a red car gets red pictures. */
export const PALETTE = [
  { name: 'White', hex: '#f1f2f4' },
  { name: 'Silver', hex: '#b9bec6' },
  { name: 'Grey', hex: '#5f6670' },
  { name: 'Black', hex: '#1f2226' },
  { name: 'Red', hex: '#b3202a' },
  { name: 'Blue', hex: '#1f4e96' },
  { name: 'Bronze', hex: '#8c6a43' },
  { name: 'Green', hex: '#2f6b45' },
  { name: 'Orange', hex: '#d9691e' },
  { name: 'Beige', hex: '#cdbb98' },
] as const

/** Background gradients (top, bottom). */
const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#eef1f5', '#c9d1db'],
  ['#dfe9f3', '#9fb7cf'],
  ['#f4efe6', '#d6c7ad'],
  ['#e7ecef', '#aab6bf'],
  ['#e9f0ea', '#b2c6b6'],
  ['#f1e9ef', '#cbb7c5'],
]

const PROMO_BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#0b2545', '#13315c'],
  ['#7a0f16', '#b3202a'],
  ['#123524', '#2f6b45'],
  ['#2d1e4f', '#5b3f8c'],
  ['#3a2a12', '#8c6a43'],
]

export interface PlaceholderSpec {
  kind: PlaceholderKind
  seed: number
}

export function parsePlaceholderFile(file: string): PlaceholderSpec | null {
  const match = PLACEHOLDER_FILE.exec(file)
  if (!match) return null
  return { kind: match[1] as PlaceholderKind, seed: Number(match[2]) }
}

export function placeholderFileName(kind: PlaceholderKind, seed: number): string {
  return `${kind}-${Math.max(0, Math.trunc(seed))}.jpg`
}

/** Frames in one turn of a placeholder spin set. */
export const SPIN_FRAME_COUNT = 24
export const SPIN_BODIES = ['car', 'suv', 'ute'] as const
export type SpinBody = (typeof SPIN_BODIES)[number]

/** The seed of spin frame `frame` (0–23) of a `body` painted PALETTE[colourIndex]. */
export function spinFrameSeed(body: SpinBody, colourIndex: number, frame: number): number {
  const colour = Math.abs(Math.trunc(colourIndex)) % PALETTE.length
  const f = ((Math.trunc(frame) % SPIN_FRAME_COUNT) + SPIN_FRAME_COUNT) % SPIN_FRAME_COUNT
  return colour + PALETTE.length * (f + SPIN_FRAME_COUNT * SPIN_BODIES.indexOf(body))
}

/** 'spin-{seed}.jpg' for one frame; a whole turn is frames 0..23. */
export function spinFrameFileName(body: SpinBody, colourIndex: number, frame: number): string {
  return placeholderFileName('spin', spinFrameSeed(body, colourIndex, frame))
}

/** The seed for picture `variant` of a vehicle painted PALETTE[colourIndex]. */
export function placeholderSeed(colourIndex: number, variant: number): number {
  return (Math.abs(Math.trunc(colourIndex)) % PALETTE.length) + PALETTE.length * Math.max(0, Math.trunc(variant))
}

export function placeholderSize(kind: PlaceholderKind): { width: number; height: number } {
  return kind === 'hero' || kind === 'promo' ? { width: 1200, height: 800 } : { width: 900, height: 600 }
}

/** `?w=` → a width in [64, 1600], or null when absent or not a number. */
export function clampWidth(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null
  const value = Number(raw)
  if (!Number.isFinite(value)) return null
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(value)))
}

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff
    const v = factor < 0 ? c * (1 + factor) : c + (255 - c) * factor
    return Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

const TYRE = '#1b1c1e'
const RIM = '#c9ced6'
const GLASS = '#2b3a4a'
const GLASS_SHINE = '#5d7489'
const HEADLIGHT = '#fff4c2'
const TAIL = '#c0392b'

function wheel(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.55)}" fill="${RIM}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.16)}" fill="#8a9099"/>`
  )
}

function shadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="18" fill="#000" opacity="0.18"/>`
}

/** Side views facing right, drawn in a 900x600 box with the ground at about y=470. */
const VEHICLES = {
  car(body: string): string {
    const dark = shade(body, -0.35)
    return (
      shadow(455, 478, 360) +
      `<path d="M120,412 Q118,348 172,340 L300,330 L372,262 Q386,250 410,250 L560,250 Q586,250 602,264 L682,330 L762,342 Q792,348 794,382 L794,412 Q794,432 772,432 L140,432 Q120,432 120,412 Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M320,330 L380,270 L480,270 L480,330 Z" fill="${GLASS}"/>` +
      `<path d="M494,330 L494,270 L584,270 Q596,270 604,279 L656,330 Z" fill="${GLASS}"/>` +
      `<path d="M392,276 L470,276 L470,286 L384,286 Z" fill="${GLASS_SHINE}" opacity="0.6"/>` +
      `<line x1="487" y1="334" x2="487" y2="420" stroke="${dark}" stroke-width="3"/>` +
      `<rect x="132" y="404" width="650" height="12" fill="${dark}" opacity="0.45"/>` +
      `<rect x="762" y="352" width="28" height="13" rx="5" fill="${HEADLIGHT}"/>` +
      `<rect x="122" y="352" width="18" height="15" rx="4" fill="${TAIL}"/>` +
      `<path d="M190,350 L740,350" stroke="#fff" stroke-width="6" opacity="0.18"/>` +
      wheel(252, 432, 54) +
      wheel(662, 432, 54)
    )
  },
  suv(body: string): string {
    const dark = shade(body, -0.35)
    return (
      shadow(455, 486, 370) +
      `<path d="M110,420 L110,332 Q112,300 150,296 L232,292 L292,214 Q302,204 322,204 L602,204 Q626,204 641,220 L702,294 L776,304 Q802,310 802,346 L802,420 Q802,442 780,442 L130,442 Q110,442 110,420 Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
      `<line x1="300" y1="198" x2="612" y2="198" stroke="${dark}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M248,292 L302,226 L392,226 L392,292 Z" fill="${GLASS}"/>` +
      `<path d="M404,292 L404,226 L502,226 L502,292 Z" fill="${GLASS}"/>` +
      `<path d="M514,292 L514,226 L600,226 Q613,226 621,235 L673,292 Z" fill="${GLASS}"/>` +
      `<line x1="398" y1="296" x2="398" y2="430" stroke="${dark}" stroke-width="3"/>` +
      `<line x1="508" y1="296" x2="508" y2="430" stroke="${dark}" stroke-width="3"/>` +
      `<rect x="120" y="412" width="672" height="16" fill="${dark}" opacity="0.5"/>` +
      `<rect x="770" y="316" width="30" height="16" rx="6" fill="${HEADLIGHT}"/>` +
      `<rect x="112" y="316" width="18" height="22" rx="4" fill="${TAIL}"/>` +
      `<path d="M170,318 L760,318" stroke="#fff" stroke-width="6" opacity="0.18"/>` +
      wheel(244, 442, 60) +
      wheel(670, 442, 60)
    )
  },
  ute(body: string): string {
    const dark = shade(body, -0.35)
    return (
      shadow(450, 482, 370) +
      `<path d="M100,414 L100,318 L446,318 L450,300 L484,226 Q492,212 509,212 L602,212 Q622,212 634,226 L692,300 L776,310 Q802,314 802,346 L802,414 Q802,434 780,434 L120,434 Q100,434 100,414 Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
      `<line x1="100" y1="320" x2="446" y2="320" stroke="${dark}" stroke-width="8"/>` +
      `<line x1="446" y1="318" x2="446" y2="424" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M464,300 L494,232 L562,232 L562,300 Z" fill="${GLASS}"/>` +
      `<path d="M574,300 L574,232 L606,232 Q617,232 624,241 L670,300 Z" fill="${GLASS}"/>` +
      `<rect x="110" y="404" width="684" height="14" fill="${dark}" opacity="0.5"/>` +
      `<rect x="772" y="322" width="28" height="15" rx="5" fill="${HEADLIGHT}"/>` +
      `<rect x="102" y="332" width="16" height="22" rx="4" fill="${TAIL}"/>` +
      `<path d="M130,344 L770,344" stroke="#fff" stroke-width="6" opacity="0.16"/>` +
      wheel(242, 434, 58) +
      wheel(664, 434, 58)
    )
  },
  truck(body: string): string {
    const dark = shade(body, -0.35)
    return (
      shadow(450, 492, 380) +
      `<rect x="86" y="148" width="510" height="256" rx="8" fill="#eceef1" stroke="#9aa1aa" stroke-width="4"/>` +
      `<rect x="86" y="360" width="510" height="20" fill="${body}"/>` +
      `<rect x="86" y="400" width="724" height="24" fill="#2e3135"/>` +
      `<path d="M604,440 L604,200 Q604,184 620,184 L762,184 Q792,184 797,214 L808,330 L808,420 Q808,440 788,440 Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M702,200 L774,200 Q786,200 788,212 L797,298 L702,298 Z" fill="${GLASS}"/>` +
      `<rect x="622" y="206" width="66" height="88" rx="6" fill="${GLASS}"/>` +
      `<rect x="786" y="350" width="22" height="22" rx="5" fill="${HEADLIGHT}"/>` +
      `<rect x="620" y="392" width="186" height="12" fill="${dark}" opacity="0.5"/>` +
      wheel(236, 448, 50) +
      wheel(686, 448, 50)
    )
  },
  bike(body: string): string {
    const dark = shade(body, -0.35)
    const ring = (cx: number) =>
      `<circle cx="${cx}" cy="420" r="84" fill="none" stroke="${TYRE}" stroke-width="24"/>` +
      `<circle cx="${cx}" cy="420" r="58" fill="none" stroke="#9aa1aa" stroke-width="5"/>` +
      `<circle cx="${cx}" cy="420" r="12" fill="#8a9099"/>`
    return (
      shadow(450, 506, 330) +
      ring(232) +
      ring(666) +
      `<line x1="232" y1="420" x2="430" y2="372" stroke="#43474d" stroke-width="16" stroke-linecap="round"/>` +
      `<line x1="602" y1="262" x2="666" y2="420" stroke="#8d939b" stroke-width="14" stroke-linecap="round"/>` +
      `<rect x="398" y="330" width="118" height="74" rx="12" fill="#55595f"/>` +
      `<path d="M430,402 Q330,410 258,384" fill="none" stroke="#b5bac1" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M372,304 Q420,252 526,258 L568,300 Q526,332 420,332 Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M282,302 L384,290 L396,312 L294,322 Z" fill="#222428"/>` +
      `<path d="M290,304 L214,282 L250,318 Z" fill="${body}" stroke="${dark}" stroke-width="3"/>` +
      `<line x1="572" y1="250" x2="626" y2="238" stroke="#222428" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="628" cy="284" r="18" fill="${HEADLIGHT}"/>`
    )
  },
  caravan(body: string): string {
    const dark = shade(body, -0.35)
    return (
      shadow(430, 486, 360) +
      `<path d="M736,402 L846,446 L736,430 Z" fill="#34373b"/>` +
      `<circle cx="838" cy="462" r="12" fill="${TYRE}"/>` +
      `<path d="M120,420 L120,212 Q120,180 152,178 L642,170 Q702,170 722,210 L736,330 L736,420 Q736,436 720,436 L136,436 Q120,436 120,420 Z" fill="#f3f4f6" stroke="#a7adb5" stroke-width="4"/>` +
      `<rect x="120" y="332" width="616" height="26" fill="${body}"/>` +
      `<rect x="120" y="366" width="616" height="8" fill="${dark}"/>` +
      `<rect x="170" y="228" width="160" height="72" rx="10" fill="${GLASS}"/>` +
      `<rect x="524" y="228" width="132" height="72" rx="10" fill="${GLASS}"/>` +
      `<rect x="380" y="228" width="82" height="196" rx="8" fill="#e2e6eb" stroke="#a7adb5" stroke-width="3"/>` +
      `<circle cx="448" cy="330" r="5" fill="#6b7178"/>` +
      wheel(432, 440, 48)
    )
  },
} as const

type VehicleKind = keyof typeof VEHICLES

function vehicleGroup(kind: VehicleKind, body: string, transform: string): string {
  return `<g transform="${transform}">${VEHICLES[kind](body)}</g>`
}

function gradient(id: string, [top, bottom]: readonly [string, string], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"'
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
}

/** A front or rear view (seen head-on), drawn in the 900x600 box, 380 px wide. */
function endView(body: string, front: boolean, tall: boolean): string {
  const dark = shade(body, -0.35)
  const top = tall ? 250 : 290
  const lamp = front ? HEADLIGHT : TAIL
  return (
    shadow(450, 478, 230) +
    `<rect x="292" y="420" width="54" height="52" rx="10" fill="${TYRE}"/>` +
    `<rect x="554" y="420" width="54" height="52" rx="10" fill="${TYRE}"/>` +
    `<path d="M270,440 L270,${top + 110} Q272,${top + 86} 300,${top + 80} L600,${top + 80} Q628,${top + 86} 630,${top + 110} L630,440 Q630,452 616,452 L284,452 Q270,452 270,440 Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
    `<path d="M318,${top + 80} L348,${top} Q352,${top - 8} 362,${top - 8} L538,${top - 8} Q548,${top - 8} 552,${top} L582,${top + 80} Z" fill="${body}" stroke="${dark}" stroke-width="4"/>` +
    `<path d="M334,${top + 74} L358,${top + 8} L542,${top + 8} L566,${top + 74} Z" fill="${GLASS}"/>` +
    `<rect x="288" y="${top + 112}" width="70" height="24" rx="8" fill="${lamp}"/>` +
    `<rect x="542" y="${top + 112}" width="70" height="24" rx="8" fill="${lamp}"/>` +
    (front
      ? `<rect x="380" y="${top + 116}" width="140" height="40" rx="8" fill="${dark}"/>`
      : `<rect x="392" y="${top + 118}" width="116" height="14" rx="4" fill="${dark}" opacity="0.6"/>`) +
    `<rect x="410" y="402" width="80" height="24" rx="3" fill="#f4f5f7" stroke="${dark}" stroke-width="2"/>`
  )
}

/**
 * A spin frame: the side view squeezed by |cos θ| (mirrored past 90°) for most angles and a head-on front or rear
 * view near 90° and 270°, so stepping through the 24 frames reads as a car turning on a turntable.
 */
function spinScene(seed: number): { defs: string; content: string } {
  const colour = PALETTE[seed % PALETTE.length]!.hex
  const step = Math.floor(seed / PALETTE.length)
  const frame = step % SPIN_FRAME_COUNT
  const body = SPIN_BODIES[Math.floor(step / SPIN_FRAME_COUNT) % SPIN_BODIES.length]!
  const angle = (frame / SPIN_FRAME_COUNT) * 2 * Math.PI
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const floor =
    `<rect width="900" height="600" fill="url(#bg)"/>` +
    `<ellipse cx="450" cy="478" rx="400" ry="70" fill="#c3cad3"/>` +
    `<ellipse cx="450" cy="472" rx="380" ry="60" fill="#d5dbe2"/>`
  let vehicle: string
  if (Math.abs(cos) < 0.3) {
    // Near head-on: the end view slides a little with cos θ, so neighbouring frames still differ.
    vehicle = `<g transform="translate(${(cos * 120).toFixed(1)},0)">${endView(colour, sin > 0, body !== 'car')}</g>`
  } else {
    const sx = (cos < 0 ? -1 : 1) * Math.max(0.3, Math.abs(cos))
    // A slight skew by sin θ tells the front-quarter frames from the rear-quarter ones.
    vehicle = `<g transform="translate(450,420) skewY(${(sin * 4).toFixed(2)}) scale(${sx.toFixed(3)},1) translate(-450,-420)">${VEHICLES[body](colour)}</g>`
  }
  return { defs: gradient('bg', ['#f5f7fa', '#dfe4ea']), content: floor + vehicle }
}

/** An interior: dashboard, wheel, screen and front seats trimmed in the palette colour. */
function interiorScene(seed: number): { defs: string; content: string } {
  const trim = PALETTE[seed % PALETTE.length]!.hex
  const variant = Math.floor(seed / PALETTE.length)
  const cabin = (['#2a2d31', '#3a3530', '#30343a', '#23262a', '#403a33', '#2f3336'] as const)[variant % 6]!
  const mirrored = Math.floor(variant / 6) % 2 === 1
  const flip = mirrored ? ' transform="translate(900,0) scale(-1,1)"' : ''
  const seat = (x: number) =>
    `<path d="M${x},600 L${x + 10},430 Q${x + 14},400 ${x + 50},396 L${x + 150},396 Q${x + 186},400 ${x + 190},430 L${x + 200},600 Z" fill="${shade(trim, -0.45)}" stroke="${shade(trim, -0.6)}" stroke-width="4"/>` +
    `<rect x="${x + 40}" y="410" width="120" height="150" rx="24" fill="${shade(trim, -0.3)}"/>`
  return {
    defs: gradient('bg', ['#9fb7cf', '#e7ecef']),
    content:
      `<rect width="900" height="600" fill="${cabin}"/>` +
      `<path d="M90,60 L810,60 L760,250 L140,250 Z" fill="url(#bg)"/>` +
      `<g${flip}>` +
      `<path d="M0,250 L900,250 L900,360 Q700,330 450,334 Q200,330 0,360 Z" fill="${shade(cabin, 0.12)}"/>` +
      `<rect x="0" y="296" width="900" height="10" fill="${trim}" opacity="0.8"/>` +
      `<rect x="380" y="262" width="150" height="92" rx="10" fill="#0f1418" stroke="#4b5158" stroke-width="4"/>` +
      `<rect x="394" y="276" width="122" height="64" rx="4" fill="#1f4e96" opacity="0.85"/>` +
      `<circle cx="220" cy="330" r="96" fill="none" stroke="#111315" stroke-width="22"/>` +
      `<circle cx="220" cy="330" r="26" fill="#111315"/>` +
      `<path d="M130,330 L196,330 M244,330 L310,330 M220,356 L220,420" stroke="#111315" stroke-width="16"/>` +
      `<path d="M400,600 L420,380 Q450,360 480,380 L500,600 Z" fill="${shade(cabin, 0.05)}"/>` +
      seat(150) +
      seat(560) +
      `</g>`,
  }
}

function scene(kind: PlaceholderKind, seed: number): { defs: string; content: string } {
  const colour = PALETTE[seed % PALETTE.length]!.hex
  const variant = Math.floor(seed / PALETTE.length)
  const mirrored = Math.floor(variant / BACKGROUNDS.length) % 2 === 1
  const flip = mirrored ? 'translate(900,0) scale(-1,1)' : ''

  if (kind === 'promo') {
    const bg = PROMO_BACKGROUNDS[variant % PROMO_BACKGROUNDS.length]!
    const shape = (['car', 'suv', 'ute'] as const)[variant % 3]!
    return {
      defs: gradient('bg', bg, false),
      content:
        `<rect width="900" height="600" fill="url(#bg)"/>` +
        `<circle cx="760" cy="120" r="220" fill="#fff" opacity="0.07"/>` +
        `<circle cx="120" cy="560" r="180" fill="#fff" opacity="0.06"/>` +
        `<path d="M0,520 L900,380 L900,430 L0,570 Z" fill="#fff" opacity="0.08"/>` +
        `<rect x="60" y="70" width="260" height="26" rx="13" fill="#fff" opacity="0.85"/>` +
        `<rect x="60" y="112" width="180" height="18" rx="9" fill="#fff" opacity="0.5"/>` +
        `<rect x="60" y="150" width="140" height="44" rx="22" fill="${shade(colour, 0.15)}"/>` +
        vehicleGroup(shape, colour, `${flip} translate(250,170) scale(0.72)`),
    }
  }

  if (kind === 'hero') {
    const sky = BACKGROUNDS[variant % BACKGROUNDS.length]!
    const shape = (['suv', 'car', 'ute'] as const)[variant % 3]!
    return {
      defs: gradient('bg', sky),
      content:
        `<rect width="900" height="600" fill="url(#bg)"/>` +
        `<path d="M0,400 Q160,330 320,380 T640,360 T900,370 L900,470 L0,470 Z" fill="${shade(sky[1], -0.18)}"/>` +
        `<path d="M0,430 Q220,390 450,420 T900,410 L900,470 L0,470 Z" fill="${shade(sky[1], -0.3)}"/>` +
        `<rect x="0" y="466" width="900" height="134" fill="#3b4046"/>` +
        `<path d="M0,540 L900,540" stroke="#e9e4c9" stroke-width="8" stroke-dasharray="60 40"/>` +
        vehicleGroup(shape, colour, `${flip} translate(135,70) scale(0.7)`),
    }
  }

  if (kind === 'location') {
    const sky = BACKGROUNDS[variant % BACKGROUNDS.length]!
    const panes = Array.from(
      { length: 7 },
      (_, i) => `<rect x="${178 + i * 78}" y="250" width="66" height="170" fill="#9fc3dd" opacity="0.9"/>`,
    ).join('')
    return {
      defs: gradient('bg', sky),
      content:
        `<rect width="900" height="600" fill="url(#bg)"/>` +
        `<rect x="0" y="440" width="900" height="160" fill="#8d939b"/>` +
        `<rect x="150" y="170" width="600" height="270" fill="#f4f5f7" stroke="#a7adb5" stroke-width="4"/>` +
        `<rect x="150" y="170" width="600" height="56" fill="${colour}"/>` +
        `<rect x="330" y="186" width="240" height="24" rx="6" fill="#fff" opacity="0.85"/>` +
        panes +
        `<rect x="790" y="150" width="40" height="290" fill="#5f6670"/>` +
        `<rect x="770" y="120" width="80" height="80" rx="8" fill="${colour}" stroke="#fff" stroke-width="4"/>` +
        vehicleGroup(
          'car',
          PALETTE[(seed + 3) % PALETTE.length]!.hex,
          `translate(${mirrored ? 470 : 110},300) scale(0.42)`,
        ) +
        vehicleGroup(
          'suv',
          PALETTE[(seed + 6) % PALETTE.length]!.hex,
          `translate(${mirrored ? 110 : 470},300) scale(0.42)`,
        ),
    }
  }

  if (kind === 'spin') return spinScene(seed)
  if (kind === 'interior') return interiorScene(seed)

  const bg = BACKGROUNDS[variant % BACKGROUNDS.length]!
  const zoom = [1, 0.94, 0.88, 1][variant % 4]!
  const dx = (900 - 900 * zoom) / 2
  const dy = (600 - 600 * zoom) / 2 + 10
  return {
    defs: gradient('bg', bg),
    content:
      `<rect width="900" height="600" fill="url(#bg)"/>` +
      `<rect x="0" y="470" width="900" height="130" fill="${shade(bg[1], -0.12)}"/>` +
      `<line x1="0" y1="470" x2="900" y2="470" stroke="${shade(bg[1], -0.25)}" stroke-width="3"/>` +
      vehicleGroup(kind as VehicleKind, colour, `${flip} translate(${dx.toFixed(1)},${dy.toFixed(1)}) scale(${zoom})`),
  }
}

/** The SVG for a placeholder. Same input, same output. */
export function placeholderSvg(kind: PlaceholderKind, seed: number): string {
  const safeSeed = Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) : 0
  const { width, height } = placeholderSize(kind)
  const { defs, content } = scene(kind, safeSeed)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 900 600">` +
    `<defs>${defs}</defs>${content}</svg>`
  )
}
