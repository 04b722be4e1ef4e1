/**
 * Demo art, not a rule: locally generated pictures for the demo data (nothing is fetched from the internet). Lives
 * in src/demo, outside the domain; the demo images route, the seed and the PDF's demo pictures use it. Pure: builds
 * an SVG string (a few KB) from a file name; the /demo-images/[file] route serves `.svg` as is and turns `.jpg` into
 * a JPEG.
 *
 *   'suv-43.jpg'     → an SUV, colour PALETTE[43 % 10] (Red), variant 4: shot 4 of the vehicle's 12 (angle and scene)
 *   'hatch-43.jpg', 'sedan-…', 'wagon-…', 'coupe-…', 'convertible-…', 'van-…', 'people-…' (people mover): the body
 *                      shapes of the catalogue (artKindForBody maps a catalogue body to one); 'car-…' (the seed's
 *                      older name) draws a hatch or a sedan by vehicle
 *   'hero-2.jpg'     → a 1200x800 photo-style banner; 'promo-7.jpg' a 1200x800 promo card, in the tenant's colours
 *                      when the name carries them: 'promo-7-0b2545-c9a227.jpg' (primary, accent; see themedArtFile) —
 *                      a plain file path, so the URL a marketer sees in a promo tile has no query string
 *   'spin-245.jpg'   → a 360° turntable frame: colour PALETTE[245 % 10], frame ⌊245/10⌋ % 24 (= 0), body ⌊245/240⌋ % 3
 *                      (car, suv, ute); spinFrameFileName(body, colourIndex, frame) builds these names
 *   'interior-7.jpg' → a dashboard and seats view trimmed in PALETTE[7 % 10]
 *   'bad.png'        → null (the route answers 404)
 *
 * A vehicle's pictures share a colour and differ by variant: seed = colourIndex + PALETTE.length * variant, and the
 * seed gives vehicle n the variants 12n … 12n + 11, so variant % 12 picks the shot (front three-quarter in the studio
 * first: the card picture) and ⌊variant / 12⌋ the vehicle's wheels, roof and scenery.
 */
import { BODIES, type BodyModel, type BodyName, luminance, type Paint, renderVehicle, shade } from './car3d'

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
  'hatch',
  'sedan',
  'wagon',
  'coupe',
  'convertible',
  'van',
  'people',
] as const
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number]
export type PlaceholderFormat = 'jpg' | 'svg'

/** File names the route accepts: `{kind}-{seed}.jpg` or `.svg`, seed 0–999999999 without leading zeros. */
export const PLACEHOLDER_FILE = new RegExp(
  `^(${PLACEHOLDER_KINDS.join('|')})-(0|[1-9]\\d{0,8})(?:-([0-9a-f]{6})-([0-9a-f]{6}))?\\.(jpg|svg)$`,
)

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

/** Promo colours when the URL carries no theme (primary, accent). */
const PROMO_THEMES: readonly (readonly [string, string])[] = [
  ['#0b2545', '#c9a227'],
  ['#7a0f16', '#f2c14e'],
  ['#123524', '#8fd694'],
  ['#2d1e4f', '#f28f3b'],
  ['#1f2933', '#e4572e'],
]

export interface PlaceholderSpec {
  kind: PlaceholderKind
  seed: number
  format: PlaceholderFormat
  /** the colours a promo or hero picture's name carries ('promo-7-0b2545-c9a227.jpg'); null otherwise */
  theme: ArtTheme | null
}

export function parsePlaceholderFile(file: string): PlaceholderSpec | null {
  const match = PLACEHOLDER_FILE.exec(file)
  if (!match) return null
  const kind = match[1] as PlaceholderKind
  const themed = kind === 'promo' || kind === 'hero'
  return {
    kind,
    seed: Number(match[2]),
    format: match[5] as PlaceholderFormat,
    theme: themed ? parseTheme(match[3], match[4]) : null,
  }
}

export function placeholderFileName(kind: PlaceholderKind, seed: number, format: PlaceholderFormat = 'jpg'): string {
  return `${kind}-${Math.max(0, Math.trunc(seed))}.${format}`
}

/**
 * The picture kind for a catalogue body ('hatch', 'peopleMover', 'lightTruck' …), falling back to the catalogue's
 * coarse image kind. The seed can name pictures `${artKindForBody(model.body, model.kind)}-{seed}.jpg`.
 */
export function artKindForBody(body: string, fallback: PlaceholderKind): PlaceholderKind {
  const map: Record<string, PlaceholderKind> = {
    hatch: 'hatch',
    sedan: 'sedan',
    wagon: 'wagon',
    coupe: 'coupe',
    convertible: 'convertible',
    van: 'van',
    peopleMover: 'people',
    suv: 'suv',
    ute: 'ute',
    motorcycle: 'bike',
    lightTruck: 'truck',
    caravan: 'caravan',
  }
  return map[body] ?? fallback
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

/** Theme colours a promo or hero picture may carry (`?p=rrggbb&a=rrggbb`). */
export interface ArtTheme {
  primary: string
  accent: string
}

const HEX = /^#?([0-9a-f]{6})$/i

/**
 * Two colours → a theme, or null unless both are 6-digit hex colours (anything else is ignored). From the file name,
 * or from `?p=&a=` on older URLs that carried them as a query.
 */
export function parseTheme(primary: string | null | undefined, accent: string | null | undefined): ArtTheme | null {
  const p = HEX.exec(primary ?? '')
  const a = HEX.exec(accent ?? '')
  if (!p || !a) return null
  return { primary: `#${p[1]!.toLowerCase()}`, accent: `#${a[1]!.toLowerCase()}` }
}

/** A promo or hero picture's file name in a theme's colours: themedArtFile('promo', 7, theme) → 'promo-7-0b2545-c9a227.jpg'. */
export function themedArtFile(kind: 'promo' | 'hero', seed: number, theme: ArtTheme): string {
  const hex = (colour: string) => colour.replace('#', '').toLowerCase()
  return `${kind}-${Math.max(0, Math.trunc(seed))}-${hex(theme.primary)}-${hex(theme.accent)}.jpg`
}

// ---------------------------------------------------------------------------------------------- shots

type SceneName = 'studio' | 'street' | 'showroom'
interface Shot {
  yaw: number
  pitch: number
  scene: SceneName
  /** Close-up on the front wheel and lamp. */
  detail?: boolean
  /** Cars show an interior here; other vehicles a further exterior angle. */
  interior?: boolean
}

/** A vehicle's twelve pictures: the card picture first, then around the car, an interior and a detail. */
const SHOTS: readonly Shot[] = [
  { yaw: 32, pitch: 9, scene: 'studio' },
  { yaw: 2, pitch: 4, scene: 'studio' },
  { yaw: -36, pitch: 10, scene: 'studio' },
  { yaw: 150, pitch: 7, scene: 'street' },
  { yaw: 72, pitch: 8, scene: 'showroom' },
  { yaw: -148, pitch: 9, scene: 'street' },
  { yaw: 40, pitch: 16, scene: 'showroom', interior: true },
  { yaw: 178, pitch: 5, scene: 'showroom' },
  { yaw: 38, pitch: 12, scene: 'street', detail: true },
  { yaw: -84, pitch: 12, scene: 'studio' },
  { yaw: 24, pitch: 5, scene: 'street' },
  { yaw: -30, pitch: 20, scene: 'showroom', interior: true },
]

function bodyFor(kind: PlaceholderKind, vehicle: number): BodyName {
  switch (kind) {
    case 'car':
      return vehicle % 2 === 0 ? 'hatch' : 'sedan'
    case 'hatch':
    case 'sedan':
    case 'wagon':
    case 'coupe':
    case 'convertible':
    case 'van':
    case 'people':
    case 'suv':
    case 'ute':
    case 'truck':
    case 'caravan':
    case 'bike':
      return kind
    default:
      return 'suv'
  }
}

function paintFor(colourIndex: number, vehicle: number): Paint {
  const colour = PALETTE[colourIndex % PALETTE.length]!
  return {
    body: colour.hex,
    wheel: vehicle % 3,
    blackRoof: vehicle % 5 === 2 && colour.name !== 'Black' && colour.name !== 'Grey',
  }
}

/** A small deterministic hash for scenery (building heights and such). */
function hash(n: number): number {
  let x = (n ^ 0x5bd1e995) >>> 0
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39) >>> 0
  return (x ^ (x >>> 15)) >>> 0
}

/** A top-to-bottom gradient from one colour to another (a sky, a wall, a floor). */
function vertical(id: string, top: string, bottom: string): string {
  return gradient(id, [
    [0, top],
    [1, bottom],
  ])
}

function gradient(id: string, stops: readonly (readonly [number, string])[], x2 = 0, y2 = 1): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  )
}

interface Backdrop {
  defs: string
  svg: string
  /** Where vehicles stand. */
  ground: number
}

function studio(tint: number): Backdrop {
  const dark = tint === 2
  const wall = dark ? ['#3a4048', '#1e2227'] : tint === 1 ? ['#f6f3ee', '#ddd5c8'] : ['#f4f6f9', '#d5dbe2']
  const floor = dark ? ['#2a2f35', '#4a5058'] : tint === 1 ? ['#d3cabb', '#f1ede6'] : ['#c9d0d8', '#eef1f4']
  return {
    defs:
      gradient('bg', [
        [0, wall[0]!],
        [0.64, wall[1]!],
        [0.66, floor[0]!],
        [1, floor[1]!],
      ]) +
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="${dark ? 0.28 : 0.7}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    svg: `<rect width="900" height="600" fill="url(#bg)"/><ellipse cx="450" cy="330" rx="430" ry="230" fill="url(#glow)"/>`,
    ground: 488,
  }
}

function street(seed: number): Backdrop {
  const horizon = 380
  let city = ''
  let x = -30
  let i = 0
  while (x < 900) {
    const h = hash(seed * 31 + i)
    const w = 70 + (h % 70)
    const height = 70 + ((h >>> 8) % 150)
    const tone = ['#b8c2cc', '#c9c2b6', '#a9b4bf', '#d2d6da', '#bfb3a5'][(h >>> 16) % 5]
    city += `<rect x="${x}" y="${horizon - height}" width="${w}" height="${height}" fill="${tone}"/>`
    if (height > 120)
      city += `<path d="M${x + 10},${horizon - height + 20}h${w - 20}M${x + 10},${horizon - height + 44}h${w - 20}M${x + 10},${horizon - height + 68}h${w - 20}" stroke="#fff" stroke-opacity="0.35" stroke-width="8"/>`
    x += w + 4
    i++
  }
  const trees = [120, 410, 760]
    .map((tx, k) => {
      const r = 34 + (hash(seed + k) % 18)
      return `<rect x="${tx - 4}" y="${horizon - 40}" width="8" height="44" fill="#5b4a3a"/><circle cx="${tx}" cy="${horizon - 40 - r * 0.6}" r="${r}" fill="#5f8a55"/><circle cx="${tx - r * 0.5}" cy="${horizon - 30 - r * 0.4}" r="${r * 0.7}" fill="#6f9a62"/>`
    })
    .join('')
  return {
    defs: vertical('bg', '#7fb2e0', '#e3eef7') + vertical('road', '#5a6068', '#383c42'),
    svg:
      `<rect width="900" height="${horizon}" fill="url(#bg)"/>` +
      `<g opacity="0.85">${city}</g>` +
      trees +
      `<rect y="${horizon}" width="900" height="36" fill="#d4d0c7"/>` +
      `<rect y="${horizon + 34}" width="900" height="8" fill="#9c978c"/>` +
      `<rect y="${horizon + 42}" width="900" height="${600 - horizon - 42}" fill="url(#road)"/>` +
      `<path d="M0,566H900" stroke="#efe9cf" stroke-width="7" stroke-dasharray="70 50"/>`,
    ground: 520,
  }
}

function showroom(seed: number, accent: string): Backdrop {
  const panes = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${30 + i * 122}" y="56" width="112" height="250" fill="url(#win)"/>`,
  ).join('')
  const lights = Array.from(
    { length: 5 },
    (_, i) => `<ellipse cx="${90 + i * 180}" cy="26" rx="46" ry="7" fill="#fffbe8"/>`,
  ).join('')
  return {
    defs:
      vertical('bg', '#e4e7eb', '#f7f8f9') +
      gradient(
        'win',
        [
          [0, '#cfe2f1'],
          [1, '#9fbad1'],
        ],
        1,
        1,
      ) +
      vertical('floor', '#d9dde2', '#f3f4f6'),
    svg:
      `<rect width="900" height="600" fill="url(#bg)"/>` +
      `<rect width="900" height="44" fill="#2b2f35"/>` +
      lights +
      panes +
      `<rect y="306" width="900" height="14" fill="${accent}"/>` +
      `<rect y="320" width="900" height="280" fill="url(#floor)"/>` +
      `<path d="M0,${380 + (seed % 3) * 10}H900M0,470H900" stroke="#c4c9cf" stroke-width="2"/>`,
    ground: 500,
  }
}

function backdrop(name: SceneName, vehicle: number, accent: string): Backdrop {
  if (name === 'street') return street(vehicle)
  if (name === 'showroom') return showroom(vehicle, accent)
  return studio(vehicle % 3)
}

function vehicleScene(kind: PlaceholderKind, seed: number): { defs: string; content: string } {
  const colourIndex = seed % PALETTE.length
  const variant = Math.floor(seed / PALETTE.length)
  const vehicle = Math.floor(variant / SHOTS.length)
  let shot = SHOTS[variant % SHOTS.length]!
  const bodyName = bodyFor(kind, vehicle)
  const model: BodyModel = BODIES[bodyName]
  const passenger = !['bike', 'truck', 'caravan', 'van'].includes(bodyName)
  if (shot.interior && passenger) return interiorScene(seed, shot.pitch > 18, Object.keys(BODIES).indexOf(bodyName) + 1)
  if (shot.interior) shot = { ...shot, interior: false, yaw: shot.yaw > 0 ? 60 : -60 }
  if (bodyName === 'bike' && Math.abs(Math.cos((shot.yaw * Math.PI) / 180)) < 0.6)
    shot = { ...shot, yaw: shot.yaw > 0 ? 40 : -40 }
  const accent = ['#1f4e96', '#b3202a', '#2f6b45'][vehicle % 3]!
  const scene = backdrop(shot.scene, vehicle, accent)
  const big = model.length > 5.5 || bodyName === 'bike'
  const car = renderVehicle(
    model,
    paintFor(colourIndex, vehicle),
    { yaw: shot.yaw, pitch: shot.pitch },
    { centreX: 450, groundY: scene.ground, fitW: big ? 700 : 660, fitH: bodyName === 'bike' ? 330 : 300 },
  )
  let content = scene.svg + car.svg
  if (shot.detail) {
    // A close-up: twice the size around the front of the car.
    const fx = car.box.x1 - (car.box.x1 - car.box.x0) * 0.3
    const fy = car.box.y1 - (car.box.y1 - car.box.y0) * 0.4
    const tx = Math.min(0, Math.max(-900, 450 - 2 * fx))
    const ty = Math.min(0, Math.max(-600, 300 - 2 * fy))
    content = `<g transform="translate(${tx.toFixed(1)},${ty.toFixed(1)}) scale(2)">${content}</g>`
  }
  return { defs: scene.defs + car.defs, content }
}

/** An interior: dashboard and front seats, or the back seat (`rear`), trimmed in the palette colour; `style` varies
 * the cabin by body. */
function interiorScene(seed: number, rear = false, style = 0): { defs: string; content: string } {
  const trim = PALETTE[seed % PALETTE.length]!.hex
  const variant = Math.floor(seed / PALETTE.length)
  const cabin = (['#2a2d31', '#3a3530', '#30343a', '#23262a', '#403a33', '#2f3336'] as const)[(variant + style) % 6]!
  const screen = 122 + style * 4
  const leather = shade(trim, luminance(trim) > 0.5 ? -0.55 : -0.35)
  const seat = (x: number, w: number) =>
    `<path d="M${x},600 L${x + 10},${rear ? 400 : 430} Q${x + 14},${rear ? 370 : 400} ${x + 50},${rear ? 366 : 396} L${x + w - 50},${rear ? 366 : 396} Q${x + w - 14},${rear ? 370 : 400} ${x + w - 10},${rear ? 400 : 430} L${x + w},600 Z" fill="${leather}" stroke="${shade(leather, -0.4)}" stroke-width="4"/>` +
    `<rect x="${x + 34}" y="${rear ? 392 : 420}" width="${w - 68}" height="150" rx="24" fill="${shade(leather, 0.12)}"/>` +
    `<path d="M${x + 40},${rear ? 470 : 490}H${x + w - 40}" stroke="${shade(leather, -0.3)}" stroke-width="3"/>`
  if (rear)
    return {
      defs: vertical('bg', '#b9d0e4', '#eef3f7'),
      content:
        `<rect width="900" height="600" fill="${cabin}"/>` +
        `<path d="M60,70 L840,70 L800,300 L100,300 Z" fill="url(#bg)"/>` +
        `<path d="M0,300 L900,300 L900,340 L0,340 Z" fill="${shade(cabin, 0.1)}"/>` +
        [60, 325, 590].map((x) => seat(x, 250)).join('') +
        [120, 385, 650]
          .map((x) => `<rect x="${x}" y="330" width="130" height="60" rx="18" fill="${shade(leather, 0.05)}"/>`)
          .join(''),
    }
  const mirrored = Math.floor(variant / 6) % 2 === 1
  const flip = mirrored ? ' transform="translate(900,0) scale(-1,1)"' : ''
  return {
    defs: vertical('bg', '#9fb7cf', '#e7ecef'),
    content:
      `<rect width="900" height="600" fill="${cabin}"/>` +
      `<path d="M90,60 L810,60 L760,250 L140,250 Z" fill="url(#bg)"/>` +
      `<g${flip}>` +
      `<path d="M0,250 L900,250 L900,360 Q700,330 450,334 Q200,330 0,360 Z" fill="${shade(cabin, 0.12)}"/>` +
      `<rect x="0" y="296" width="900" height="10" fill="${trim}" opacity="0.8"/>` +
      `<rect x="380" y="262" width="${screen + 28}" height="92" rx="10" fill="#0f1418" stroke="#4b5158" stroke-width="4"/>` +
      `<rect x="394" y="276" width="${screen}" height="64" rx="4" fill="#1f4e96" opacity="0.85"/>` +
      `<path d="M400,290h60M400,306h90M400,322h40" stroke="#cfe2f1" stroke-width="6" opacity="0.7"/>` +
      `<circle cx="220" cy="330" r="96" fill="none" stroke="#111315" stroke-width="22"/>` +
      `<circle cx="220" cy="330" r="26" fill="#111315"/>` +
      `<path d="M130,330 L196,330 M244,330 L310,330 M220,356 L220,420" stroke="#111315" stroke-width="16"/>` +
      `<path d="M400,600 L420,380 Q450,360 480,380 L500,600 Z" fill="${shade(cabin, 0.05)}"/>` +
      seat(150, 200) +
      seat(560, 200) +
      `</g>`,
  }
}

/** A 360° frame on a turntable: one body and colour, turned by 15° a frame, at a fixed scale. */
function spinScene(seed: number): { defs: string; content: string } {
  const colourIndex = seed % PALETTE.length
  const step = Math.floor(seed / PALETTE.length)
  const frame = step % SPIN_FRAME_COUNT
  const spinBody = SPIN_BODIES[Math.floor(step / SPIN_FRAME_COUNT) % SPIN_BODIES.length]!
  const model = BODIES[spinBody === 'car' ? 'hatch' : spinBody]
  const scene = studio(0)
  const car = renderVehicle(
    model,
    paintFor(colourIndex, 0),
    { yaw: frame * (360 / SPIN_FRAME_COUNT), pitch: 10 },
    { centreX: 450, groundY: 430, fitW: 640, fitH: 320, turntable: true },
  )
  return {
    defs: scene.defs + car.defs,
    content:
      scene.svg +
      `<ellipse cx="450" cy="432" rx="380" ry="64" fill="#c3cad3"/><ellipse cx="450" cy="428" rx="366" ry="56" fill="#dde2e8"/>` +
      car.svg,
  }
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
}

/** A body colour that stands out from the background: far enough from `primary` in RGB, rotated by the seed. */
function pickContrasting(primary: string, seed: number): string {
  const [r, g, b] = rgb(primary)
  const far = PALETTE.map((c) => c.hex).filter((hex) => {
    const [r2, g2, b2] = rgb(hex)
    return Math.hypot(r - r2, g - g2, b - b2) > 170
  })
  const list = far.length > 0 ? far : ['#f1f2f4']
  return list[seed % list.length]!
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** A promo card: the tenant's primary colour with an accent sweep, a car and a price-tag mark; no text in the art. */
function promoScene(seed: number, theme: ArtTheme | null): { defs: string; content: string } {
  const fallback = PROMO_THEMES[seed % PROMO_THEMES.length]!
  const primary = theme?.primary ?? fallback[0]
  // An accent too close to the primary (dark green on green) would vanish: lift it towards white.
  const given = theme?.accent ?? fallback[1]
  const accent = contrast(given, primary) >= 2.2 ? given : shade(given, luminance(primary) < 0.3 ? 0.55 : -0.5)
  const shapes: BodyName[] = ['suv', 'hatch', 'ute', 'sedan', 'people', 'wagon']
  const bodyName = shapes[seed % shapes.length]!
  const mirrored = Math.floor(seed / shapes.length) % 2 === 1
  const car = renderVehicle(
    BODIES[bodyName],
    { body: pickContrasting(primary, seed), wheel: seed % 3, blackRoof: false },
    { yaw: mirrored ? 148 : 32, pitch: 9 },
    { centreX: 470, groundY: 500, fitW: 560, fitH: 300 },
  )
  const deep = shade(primary, -0.45)
  const tilt = (Math.floor(seed / 30) % 3) * 24
  return {
    defs:
      gradient(
        'bg',
        [
          [0, shade(primary, 0.12)],
          [1, deep],
        ],
        1,
        1,
      ) +
      gradient(
        'sweep',
        [
          [0, accent],
          [1, shade(accent, -0.25)],
        ],
        1,
        0,
      ) +
      car.defs,
    content:
      `<rect width="900" height="600" fill="url(#bg)"/>` +
      `<circle cx="770" cy="110" r="230" fill="#fff" opacity="0.06"/>` +
      `<circle cx="90" cy="560" r="190" fill="#fff" opacity="0.05"/>` +
      `<path d="M0,${470 - tilt} L900,${300 + tilt} L900,${400 + tilt} L0,${560 - tilt} Z" fill="url(#sweep)" opacity="0.92"/>` +
      `<path d="M0,${560 - tilt} L900,${400 + tilt} L900,600 L0,600 Z" fill="${deep}" opacity="0.55"/>` +
      `<g transform="translate(${mirrored ? 700 : 110},90) rotate(${mirrored ? 12 : -12})">` +
      `<path d="M0,0 L84,0 L120,40 L84,80 L0,80 Q-10,80 -10,70 L-10,10 Q-10,0 0,0 Z" fill="${accent}"/>` +
      `<circle cx="84" cy="40" r="9" fill="${shade(primary, 0.05)}"/>` +
      `<path d="M18,28h44M18,52h30" stroke="${shade(primary, -0.2)}" stroke-width="8" stroke-linecap="round" opacity="0.7"/></g>` +
      car.svg,
  }
}

/** A photo-style banner: a car on a coastal road at dusk (or a city street by day), room on the left for text. */
function heroScene(seed: number, theme: ArtTheme | null): { defs: string; content: string } {
  const variant = seed % 3
  const colourIndex = [4, 0, 5, 3, 1, 7][seed % 6]!
  const body: BodyName = (['suv', 'ute', 'sedan'] as const)[Math.floor(seed / 3) % 3]!
  const car = renderVehicle(
    BODIES[body],
    paintFor(colourIndex, seed),
    { yaw: 148, pitch: 6 },
    // Inside what both crops of a full-bleed banner keep: the middle 60% across (a phone) and the band y 160–440
    // (a laptop's 1366×420 hero).
    { centreX: 505, groundY: 436, fitW: 360, fitH: 200 },
  )
  const shade1 = gradient(
    'fade',
    [
      [0, '#000'],
      [1, '#000'],
    ],
    1,
    0,
  ).replace('<stop offset="1" stop-color="#000"/>', '<stop offset="1" stop-color="#000" stop-opacity="0"/>')
  if (variant === 1) {
    const scene = street(seed)
    return {
      defs: scene.defs + car.defs + shade1,
      content: scene.svg + car.svg + `<rect width="420" height="600" fill="url(#fade)" opacity="0.35"/>`,
    }
  }
  if (variant === 2) {
    const scene = showroom(seed, theme?.accent ?? '#c9a227')
    return {
      defs: scene.defs + car.defs + shade1,
      content: scene.svg + car.svg + `<rect width="420" height="600" fill="url(#fade)" opacity="0.35"/>`,
    }
  }
  const hills = `<path d="M0,330 Q120,250 260,300 T520,290 T760,270 T900,300 L900,360 L0,360 Z" fill="#3b3f5c"/><path d="M380,360 Q560,300 700,330 T900,320 L900,380 L380,380 Z" fill="#2b2d45"/>`
  return {
    defs:
      gradient('bg', [
        [0, '#1f2b4d'],
        [0.45, '#b5566b'],
        [0.62, '#f4a261'],
        [0.63, '#33507a'],
        [1, '#1d3557'],
      ]) +
      vertical('road', '#4a4e57', '#24262b') +
      car.defs +
      shade1,
    content:
      `<rect width="900" height="600" fill="url(#bg)"/>` +
      `<circle cx="250" cy="300" r="46" fill="#ffd29a" opacity="0.9"/>` +
      `<path d="M150,385h200M190,398h120M220,410h60" stroke="#ffd29a" stroke-width="4" opacity="0.5"/>` +
      hills +
      `<path d="M0,440 L900,410 L900,600 L0,600 Z" fill="url(#road)"/>` +
      `<path d="M0,436 L900,406" stroke="#c9ccd1" stroke-width="5"/>` +
      Array.from(
        { length: 10 },
        (_, i) => `<rect x="${i * 96 + 20}" y="${436 - i * 3.2 - 14}" width="5" height="16" fill="#9aa0a8"/>`,
      ).join('') +
      `<path d="M0,560 L900,520" stroke="#e9e4c9" stroke-width="6" stroke-dasharray="60 44"/>` +
      car.svg +
      `<rect width="420" height="600" fill="url(#fade)" opacity="0.3"/>`,
  }
}

function locationScene(seed: number): { defs: string; content: string } {
  const colour = PALETTE[seed % PALETTE.length]!.hex
  const variant = Math.floor(seed / PALETTE.length)
  const mirrored = variant % 2 === 1
  const scene = street(seed + 7)
  const panes = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${178 + i * 78}" y="250" width="66" height="150" fill="#9fc3dd"/>`,
  ).join('')
  const park = (body: BodyName, c: number, x: number, yaw: number, id: string) =>
    renderVehicle(
      BODIES[body],
      paintFor(c, seed + x),
      { yaw, pitch: 10 },
      { centreX: x, groundY: 530, fitW: 300, fitH: 150 },
      id,
    )
  const a = park('sedan', (seed + 3) % PALETTE.length, mirrored ? 650 : 250, 30, 'pa')
  const b = park('suv', (seed + 6) % PALETTE.length, mirrored ? 250 : 650, 150, 'pb')
  return {
    defs: scene.defs + a.defs + b.defs,
    content:
      scene.svg +
      `<rect x="150" y="170" width="600" height="250" fill="#f4f5f7" stroke="#a7adb5" stroke-width="4"/>` +
      `<rect x="150" y="170" width="600" height="56" fill="${colour}"/>` +
      `<rect x="330" y="186" width="240" height="24" rx="6" fill="#fff" opacity="0.85"/>` +
      panes +
      `<rect x="790" y="150" width="40" height="270" fill="#5f6670"/>` +
      `<rect x="770" y="120" width="80" height="80" rx="8" fill="${colour}" stroke="#fff" stroke-width="4"/>` +
      a.svg +
      b.svg,
  }
}

function scene(kind: PlaceholderKind, seed: number, theme: ArtTheme | null): { defs: string; content: string } {
  switch (kind) {
    case 'promo':
      return promoScene(seed, theme)
    case 'hero':
      return heroScene(seed, theme)
    case 'location':
      return locationScene(seed)
    case 'spin':
      return spinScene(seed)
    case 'interior':
      return interiorScene(seed)
    default:
      return vehicleScene(kind, seed)
  }
}

/** The SVG for a placeholder. Same input, same output. */
export function placeholderSvg(kind: PlaceholderKind, seed: number, theme: ArtTheme | null = null): string {
  const safeSeed = Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) : 0
  const { width, height } = placeholderSize(kind)
  const { defs, content } = scene(kind, safeSeed, theme)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 900 600">` +
    `<defs>${defs}</defs>${content}</svg>`
  )
}
