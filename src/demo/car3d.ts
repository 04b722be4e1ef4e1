/**
 * Demo art: a tiny flat-shaded 3D renderer for the generated vehicle pictures. Each body is one or two extruded
 * side profiles (the lower body and a narrower glasshouse), viewed by an orthographic camera at any yaw, so one
 * description gives the side, front three-quarter, rear three-quarter and head-on views. Details painted on a plane
 * (windows, door lines, lights, grille, wheels) are authored in 2D and placed with one SVG `matrix()`: under an
 * orthographic camera every plane maps affinely, so circles become the right ellipses at every angle.
 *
 * Units are metres: x runs from the rear bumper (0) to the nose, y across the car (0 in the middle), z up from the
 * ground. Pure string building; same inputs, same SVG.
 */

import solidBodies from './bodies.json'

export type Vec3 = readonly [number, number, number]
type Pt = readonly [number, number]
type Material = 'body' | 'glass' | 'trim' | 'dark'

interface Solid {
  /** lower: a body with lamps and side details; glasshouse: the cabin on top of it; box: a plain block. */
  role?: 'lower' | 'glasshouse' | 'box'
  /** Counter-clockwise side profile (x, z). */
  profile: readonly Pt[]
  /** Half width at the profile's lowest point and how much it narrows per metre up (tumblehome). */
  half: number
  taper?: number
  /** Material of edge i (profile[i] → profile[i + 1]); body by default. */
  edges?: Partial<Record<number, Material>>
  /** Base colour override (a caravan's white shell, a truck's box). */
  colour?: string
  /** Side windows (daylight opening) and the pillars across it. */
  dlo?: readonly Pt[]
  pillars?: readonly number[]
  /** A dark opening painted on edge `edge` from x0 to x1 (a ute's tub, a convertible's cockpit). */
  well?: { edge: number; x0: number; x1: number }
}

export interface BodyModel {
  length: number
  width: number
  wheelRadius: number
  axles: readonly number[]
  solids: readonly Solid[]
  /** Dark plastic cladding along the sills and arches (SUVs, utes). */
  cladding?: boolean
  /** Roof rails on the glasshouse roof. */
  rails?: boolean
  /** A flat 2D side drawing instead of solids (a motorcycle). */
  flat?: (colour: string) => string
}

const P = (x: number, z: number): Pt => [x, z]

/**
 * The solid bodies' dimensions and side profiles, as data (units and axes as above). The van is a panel van (glass in
 * the cab doors only, a sliding door line behind them); the ute a dual cab (a 1.6 m tub behind four doors).
 */
const SOLID = solidBodies as unknown as Record<
  'hatch' | 'sedan' | 'wagon' | 'suv' | 'people' | 'van' | 'ute' | 'coupe' | 'truck' | 'caravan',
  BodyModel
>
const { coupe } = SOLID

/** The coupe with its roof down: the cockpit opened in the body and only the windscreen left of the glasshouse. */
const convertible: BodyModel = {
  ...coupe,
  solids: [
    { ...coupe.solids[0]!, well: { edge: 5, x0: 1.05, x1: 2.7 } },
    {
      profile: [
        [2.62, 0.87],
        [3.1, 0.86],
        [2.72, 1.16],
        [2.64, 1.16],
      ],
      half: 0.82,
      taper: 0.3,
      role: 'glasshouse',
      edges: { 1: 'glass' },
    },
  ],
}

/** A motorcycle, drawn flat on the bike's centre plane (thin enough to read at any three-quarter angle). */
function bikeFlat(colour: string): string {
  const dark = shade(colour, -0.4)
  const ring = (cx: number) =>
    `<circle cx="${cx}" cy="0.33" r="0.31" fill="none" stroke="#1b1c1e" stroke-width="0.09"/>` +
    `<circle cx="${cx}" cy="0.33" r="0.2" fill="none" stroke="#9aa1aa" stroke-width="0.025"/>` +
    `<circle cx="${cx}" cy="0.33" r="0.05" fill="#8a9099"/>`
  return (
    ring(0.35) +
    ring(1.85) +
    `<path d="M0.35,0.33 L1.0,0.5" stroke="#43474d" stroke-width="0.06" stroke-linecap="round"/>` +
    `<path d="M1.62,0.98 L1.85,0.33" stroke="#8d939b" stroke-width="0.055" stroke-linecap="round"/>` +
    `<rect x="0.9" y="0.38" width="0.44" height="0.3" rx="0.05" fill="#55595f"/>` +
    `<path d="M1.0,0.42 Q0.7,0.38 0.42,0.5" fill="none" stroke="#b5bac1" stroke-width="0.05" stroke-linecap="round"/>` +
    `<path d="M0.82,0.78 Q1.0,1.0 1.42,0.98 L1.58,0.82 Q1.42,0.7 1.0,0.7 Z" fill="${colour}" stroke="${dark}" stroke-width="0.015"/>` +
    `<path d="M0.45,0.8 L0.86,0.84 L0.9,0.76 L0.5,0.72 Z" fill="#222428"/>` +
    `<path d="M0.5,0.79 L0.2,0.86 L0.34,0.72 Z" fill="${colour}"/>` +
    `<path d="M1.6,1.02 L1.8,1.06" stroke="#222428" stroke-width="0.04" stroke-linecap="round"/>` +
    `<circle cx="1.78" cy="0.88" r="0.07" fill="#fff4c2"/>`
  )
}

const bike: BodyModel = {
  length: 2.2,
  width: 0.8,
  wheelRadius: 0,
  axles: [],
  solids: [],
  flat: bikeFlat,
}

const { truck, caravan, ...cars } = SOLID

export const BODIES = { ...cars, convertible, truck, caravan, bike }
export type BodyName = keyof typeof BODIES

// ---------------------------------------------------------------------------------------------- colour helpers

export function shade(hex: string, factor: number): string {
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

/** Relative luminance 0–1 of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin((n >> 16) & 0xff) + 0.7152 * lin((n >> 8) & 0xff) + 0.0722 * lin(n & 0xff)
}

// ---------------------------------------------------------------------------------------------- camera

const f2 = (n: number) => (Math.abs(n) < 0.005 ? '0' : n.toFixed(2))
const f1 = (n: number) => (Math.abs(n) < 0.05 ? '0' : n.toFixed(1))
const f4 = (n: number) => (Math.abs(n) < 0.00005 ? '0' : n.toFixed(4))

export interface View {
  /** Yaw in degrees: 0 = the left side with the nose to the right, 90 = head-on, -90 = from behind. */
  yaw: number
  /** Camera height in degrees above the horizon. */
  pitch: number
}

interface Camera {
  U: Vec3
  V: Vec3
  D: Vec3
  s: number
  tx: number
  ty: number
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

function axes(view: View): { U: Vec3; V: Vec3; D: Vec3 } {
  const t = (view.yaw * Math.PI) / 180
  const p = (view.pitch * Math.PI) / 180
  const U: Vec3 = [Math.cos(t), Math.sin(t), 0]
  const V: Vec3 = [-Math.sin(t) * Math.sin(p), Math.cos(t) * Math.sin(p), Math.cos(p)]
  const D: Vec3 = [-Math.sin(t) * Math.cos(p), Math.cos(t) * Math.cos(p), -Math.sin(p)]
  return { U, V, D }
}

function project(cam: Camera, p: Vec3): Pt {
  return [cam.tx + cam.s * dot(p, cam.U), cam.ty - cam.s * dot(p, cam.V)]
}

/** SVG matrix placing 2D (a, b) at origin + a·ea + b·eb, projected (b up becomes screen up). */
function planeMatrix(cam: Camera, origin: Vec3, ea: Vec3, eb: Vec3): string {
  const a = cam.s * dot(ea, cam.U)
  const b = -cam.s * dot(ea, cam.V)
  const c = cam.s * dot(eb, cam.U)
  const d = -cam.s * dot(eb, cam.V)
  const [e, f] = project(cam, origin)
  return `matrix(${f4(a)} ${f4(b)} ${f4(c)} ${f4(d)} ${f2(e)} ${f2(f)})`
}

function poly(points: readonly Pt[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f1(x)},${f1(y)}`).join('') + 'Z'
}

function localPoly(points: readonly Pt[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f2(x)},${f2(y)}`).join('') + 'Z'
}

// ---------------------------------------------------------------------------------------------- solids

function halfAt(solid: Solid, z: number): number {
  const base = Math.min(...solid.profile.map((p) => p[1]))
  return solid.half - (solid.taper ?? 0) * (z - base)
}

function vertices(model: BodyModel): Vec3[] {
  const out: Vec3[] = []
  for (const solid of model.solids)
    for (const [x, z] of solid.profile) {
      const h = halfAt(solid, z)
      out.push([x, -h, z], [x, h, z])
    }
  for (const ax of model.axles)
    for (const side of [-1, 1])
      out.push(
        [ax - model.wheelRadius, side * model.width * 0.46, 0],
        [ax + model.wheelRadius, side * model.width * 0.46, 0],
      )
  if (model.flat) for (const p of [P(0, 0), P(2.2, 0), P(0, 1.1), P(2.2, 1.1)]) out.push([p[0], 0, p[1]])
  out.push(
    [0, -model.width / 2, 0],
    [model.length, model.width / 2, 0],
    [0, model.width / 2, 0],
    [model.length, -model.width / 2, 0],
  )
  return out
}

const LIGHT: Vec3 = (() => {
  const v: Vec3 = [0.35, -0.45, 0.82]
  const n = Math.hypot(...v)
  return [v[0] / n, v[1] / n, v[2] / n]
})()

function lit(colour: string, normal: Vec3): string {
  const l = Math.max(0, dot(normal, LIGHT))
  const sky = Math.max(0, normal[2])
  return shade(colour, -0.42 + l * 0.42 + sky * 0.18)
}

export interface Paint {
  body: string
  /** Wheel style 0–2 and whether the roof is black (two-tone). */
  wheel: number
  blackRoof: boolean
}

interface Ctx {
  cam: Camera
  paint: Paint
  model: BodyModel
  /** +1 when the camera sees the y < 0 side, else -1 (the near side is y = -nearSign·half). */
  near: number
  id: string
  defs: string[]
}

function edgeNormal(a: Pt, b: Pt): Vec3 {
  const dx = b[0] - a[0]
  const dz = b[1] - a[1]
  const len = Math.hypot(dx, dz) || 1
  return [dz / len, 0, -dx / len]
}

/** A tail lamp / head lamp / grille set on an end face, authored in (y, z) across the face. */
function endDetails(ctx: Ctx, solid: Solid, a: Pt, b: Pt, front: boolean): string {
  const { cam } = ctx
  const zLow = Math.min(a[1], b[1])
  const zHigh = Math.max(a[1], b[1])
  const h = zHigh - zLow
  if (h < 0.15) return ''
  const slope = (b[0] - a[0]) / (b[1] - a[1] || 1)
  const origin: Vec3 = [a[0] - a[1] * slope, 0, 0]
  const m = planeMatrix(cam, origin, [0, 1, 0], [slope, 0, 1])
  const half = halfAt(solid, zHigh) * 0.92
  const lamp = front ? '#f4f1e4' : '#b0161f'
  const lampEdge = front ? '#9aa3ad' : '#5e0b10'
  const lampTop = zHigh - h * 0.06
  const lampBottom = zHigh - h * (front ? 0.3 : 0.34)
  const lampInner = half * (front ? 0.58 : 0.5)
  const lampL = `M${f2(-half)},${f2(lampBottom)} L${f2(-half)},${f2(lampTop)} L${f2(-lampInner)},${f2(lampTop)} L${f2(-lampInner)},${f2(lampBottom + h * 0.06)}Z`
  const lampR = `M${f2(half)},${f2(lampBottom)} L${f2(half)},${f2(lampTop)} L${f2(lampInner)},${f2(lampTop)} L${f2(lampInner)},${f2(lampBottom + h * 0.06)}Z`
  const plateW = 0.52
  const plateH = 0.14
  const plateZ = zLow + h * (front ? 0.12 : 0.28)
  let out =
    `<g transform="${m}">` + `<path d="${lampL}${lampR}" fill="${lamp}" stroke="${lampEdge}" stroke-width="0.015"/>`
  if (front) {
    const gTop = lampBottom - h * 0.02
    const gBottom = zLow + h * 0.3
    out +=
      `<rect x="${f2(-half * 0.5)}" y="${f2(gBottom)}" width="${f2(half)}" height="${f2(gTop - gBottom)}" rx="0.05" fill="#1a1d21"/>` +
      `<path d="M${f2(-half * 0.46)},${f2((gTop + gBottom) / 2)}H${f2(half * 0.46)}" stroke="#3b4046" stroke-width="0.025"/>` +
      `<rect x="${f2(-half * 0.92)}" y="${f2(zLow + h * 0.04)}" width="${f2(half * 1.84)}" height="${f2(h * 0.08)}" rx="0.03" fill="#1a1d21" opacity="0.7"/>`
  } else {
    out += `<rect x="${f2(-half * 0.9)}" y="${f2(zLow + h * 0.04)}" width="${f2(half * 1.8)}" height="${f2(h * 0.14)}" rx="0.03" fill="#1a1d21" opacity="0.75"/>`
  }
  out +=
    `<rect x="${f2(-plateW / 2)}" y="${f2(plateZ)}" width="${plateW}" height="${plateH}" rx="0.02" fill="#f7f7f4" stroke="#555" stroke-width="0.01"/>` +
    `</g>`
  // The end face is authored with y across and z up; its matrix flips y for the camera, so nothing is mirrored text.
  return out.replace('<g transform', `<g data-end="${front ? 'front' : 'rear'}" transform`)
}

function solidSvg(ctx: Ctx, solid: Solid, index: number): string {
  const { cam, paint, model, near } = ctx
  const colour = solid.colour ?? paint.body
  const role = solid.role ?? 'lower'
  const glasshouse = role === 'glasshouse'
  const strips: { depth: number; svg: string }[] = []
  const n = solid.profile.length
  // Front and rear faces: the most forward/rearward facing steep edges of a lower body carry lamps (a caravan has no
  // head lamps; a truck cab's back wall, hidden by its box, no tail lamps).
  let frontEdge = -1
  let rearEdge = -1
  if (role === 'lower') {
    let bestF = 0.6
    let bestR = 0.6
    for (let i = 0; i < n; i++) {
      const a = solid.profile[i]!
      const nx = edgeNormal(a, solid.profile[(i + 1) % n]!)[0]
      if (nx > bestF && model.axles.length > 1) {
        bestF = nx
        frontEdge = i
      }
      if (-nx > bestR && a[0] < 0.2) {
        bestR = -nx
        rearEdge = i
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const a = solid.profile[i]!
    const b = solid.profile[(i + 1) % n]!
    const normal = edgeNormal(a, b)
    if (dot(normal, cam.D) >= -0.01) continue
    const ha = halfAt(solid, a[1])
    const hb = halfAt(solid, b[1])
    const quad: Vec3[] = [
      [a[0], -ha, a[1]],
      [b[0], -hb, b[1]],
      [b[0], hb, b[1]],
      [a[0], ha, a[1]],
    ]
    const material = solid.edges?.[i] ?? 'body'
    let fill: string
    if (material === 'glass') fill = normal[2] > 0.3 ? `url(#${ctx.id}w)` : '#26323e'
    else if (glasshouse && paint.blackRoof && normal[2] > 0.8) fill = lit('#1d2024', normal)
    else fill = lit(colour, normal)
    const centre: Vec3 = [(a[0] + b[0]) / 2, 0, (a[1] + b[1]) / 2]
    let svg = `<path d="${poly(quad.map((q) => project(cam, q)))}" fill="${fill}"/>`
    if (material === 'glass') {
      const shine: Vec3[] = [quad[0]!, quad[1]!, [b[0], -hb * 0.2, b[1]], [a[0], -ha * 0.55, a[1]]]
      svg += `<path d="${poly(shine.map((q) => project(cam, q)))}" fill="#fff" opacity="0.1"/>`
    }
    if (solid.well && solid.well.edge === i) {
      const { x0, x1 } = solid.well
      const zAt = (x: number) => a[1] + ((x - a[0]) / (b[0] - a[0] || 1)) * (b[1] - a[1])
      const inset = Math.min(ha, hb) - 0.07
      const w: Vec3[] = [
        [x0, -inset, zAt(x0)],
        [x1, -inset, zAt(x1)],
        [x1, inset, zAt(x1)],
        [x0, inset, zAt(x0)],
      ]
      svg += `<path d="${poly(w.map((q) => project(cam, q)))}" fill="#24272b"/>`
    }
    if (i === frontEdge) svg += endDetails(ctx, solid, a, b, true)
    if (i === rearEdge) svg += endDetails(ctx, solid, a, b, false)
    if (model.rails && glasshouse && normal[2] > 0.8) {
      const rail = (y: number) => {
        const bar: Vec3[] = [
          [a[0] - 0.05, y, a[1] + 0.04],
          [b[0] + 0.05, y, b[1] + 0.04],
          [b[0] + 0.05, y, b[1]],
          [a[0] - 0.05, y, a[1]],
        ]
        return `<path d="${poly(bar.map((q) => project(cam, q)))}" fill="#2a2d31"/>`
      }
      svg += rail(-ha * 0.86) + rail(ha * 0.86)
    }
    strips.push({ depth: dot(centre, cam.D), svg })
  }
  strips.sort((p, q) => q.depth - p.depth)
  let out = strips.map((s) => s.svg).join('')

  // The near side face, painted in its own plane.
  const zBase = Math.min(...solid.profile.map((p) => p[1]))
  const y0 = -near * solid.half
  const k = near * (solid.taper ?? 0)
  const m = planeMatrix(cam, [0, y0 - k * zBase, 0], [1, 0, 0], [0, k, 1])
  const outline = localPoly(solid.profile)
  const zTop = Math.max(...solid.profile.map((p) => p[1]))
  if (glasshouse && solid.dlo) {
    const roofBlack = paint.blackRoof ? '#1d2024' : shade(colour, -0.15)
    out +=
      `<g transform="${m}"><path d="${outline}" fill="${roofBlack}"/>` +
      `<path d="${localPoly(solid.dlo)}" fill="url(#${ctx.id}g)" stroke="#15181b" stroke-width="0.025"/>` +
      `<g clip-path="url(#${ctx.id}d${index})">` +
      (solid.pillars ?? [])
        .map((x) => `<path d="M${f2(x)},${f2(zBase)}V${f2(zTop)}" stroke="#15181b" stroke-width="0.07"/>`)
        .join('') +
      `</g></g>`
    ctx.defs.push(`<clipPath id="${ctx.id}d${index}"><path d="${localPoly(solid.dlo)}"/></clipPath>`)
    return out
  }
  const gid = `${ctx.id}b${index}`
  ctx.defs.push(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="${f2(zTop)}" x2="0" y2="${f2(zBase)}">` +
      `<stop offset="0" stop-color="${shade(colour, 0.3)}"/><stop offset="0.14" stop-color="${shade(colour, 0.08)}"/>` +
      `<stop offset="0.2" stop-color="${colour}"/><stop offset="0.55" stop-color="${shade(colour, -0.2)}"/>` +
      `<stop offset="1" stop-color="${shade(colour, -0.45)}"/></linearGradient>`,
  )
  let face = `<path d="${outline}" fill="url(#${gid})"/>`
  if (solid.dlo) {
    face += `<path d="${localPoly(solid.dlo)}" fill="url(#${ctx.id}g)" stroke="#15181b" stroke-width="0.03"/>`
  }
  if (role === 'lower' && model.solids.length === 2) {
    const r = model.wheelRadius
    const first = model.axles[0]!
    const last = model.axles[model.axles.length - 1]!
    const nose = Math.max(...solid.profile.map((p) => p[0]))
    const beltZ = Math.min(...(model.solids[1]?.profile ?? solid.profile).map((p) => p[1]))
    const sill = zBase + 0.06
    // Door shut lines, handles and a sill.
    const doors = (model.solids[1]?.pillars ?? []).filter((x) => x > first && x < last)
    const cuts = [...doors, (model.solids[1]?.dlo?.[1]?.[0] ?? last) + 0.05]
    face += cuts
      .map(
        (x) =>
          `<path d="M${f2(x)},${f2(sill + 0.04)}V${f2(beltZ - 0.03)}" stroke="${shade(colour, -0.5)}" stroke-width="0.012"/>`,
      )
      .join('')
    face += cuts
      .map(
        (x) =>
          `<rect x="${f2(x - 0.26)}" y="${f2(beltZ - 0.16)}" width="0.15" height="0.035" rx="0.015" fill="${shade(colour, -0.3)}"/>`,
      )
      .join('')
    face += `<path d="M${f2(first + r)},${f2(zBase + 0.1)}H${f2(last - r)}" stroke="#fff" stroke-opacity="0.16" stroke-width="0.03"/>`
    if (model.cladding)
      face += `<path d="M0.02,${f2(zBase)}H${f2(nose - 0.04)}V${f2(zBase + 0.12)}H0.02Z" fill="#2b2e33"/>`
    // Head and tail lamp slivers at the ends of the side.
    const front = solid.profile.filter((p) => p[0] > nose - 0.35)
    const frontTop = Math.max(...front.map((p) => p[1]))
    face += `<path d="M${f2(nose - 0.34)},${f2(frontTop - 0.07)}L${f2(nose - 0.04)},${f2(frontTop - 0.14)}L${f2(nose - 0.06)},${f2(frontTop - 0.2)}L${f2(nose - 0.36)},${f2(frontTop - 0.12)}Z" fill="#eef0ea" stroke="#8d959e" stroke-width="0.012"/>`
    const rearTop = Math.max(...solid.profile.filter((p) => p[0] < 0.3).map((p) => p[1]))
    face += `<path d="M0,${f2(rearTop - 0.05)}L0.26,${f2(rearTop - 0.06)}L0.24,${f2(rearTop - 0.15)}L0,${f2(rearTop - 0.16)}Z" fill="#b0161f"/>`
    // Wheel wells, clipped to the body.
    ctx.defs.push(`<clipPath id="${gid}c"><path d="${outline}"/></clipPath>`)
    face += `<g clip-path="url(#${gid}c)">${model.axles
      .map(
        (x) =>
          `<circle cx="${f2(x)}" cy="${f2(r)}" r="${f2(r * 1.14)}" fill="${model.cladding ? '#2b2e33' : shade(colour, -0.3)}"/><circle cx="${f2(x)}" cy="${f2(r)}" r="${f2(r * 1.06)}" fill="#0e0f11"/>`,
      )
      .join('')}</g>`
  }
  if (role === 'lower' && model.axles.length === 1) {
    // A caravan's stripe and door.
    face +=
      `<path d="M0,1.1H6V1.32H0Z" fill="${paint.body}"/>` +
      `<path d="M0,1.36H6V1.42H0Z" fill="${shade(paint.body, -0.3)}"/>` +
      `<rect x="3.6" y="0.55" width="0.7" height="1.95" rx="0.06" fill="#e3e6ea" stroke="#a7adb5" stroke-width="0.02"/>`
  }
  return out + `<g transform="${m}">${face}</g>`
}

function wheelSvg(ctx: Ctx, x: number, side: number, far: boolean): string {
  const { cam, model, paint } = ctx
  const r = model.wheelRadius
  const yOut = side * (model.width / 2 - 0.03)
  const yIn = side * (model.width / 2 - 0.26)
  // The tyre: the hull of its inner and outer rims, so it reads as one solid at any angle.
  const ring: Pt[] = []
  for (const y of [yOut, yIn])
    for (let k = 0; k < 20; k++) {
      const a = (k / 20) * Math.PI * 2
      ring.push(project(cam, [x + Math.cos(a) * r, y, r + Math.sin(a) * r]))
    }
  let out = `<path d="${poly(hull(ring))}" fill="#141517"/>`
  const side0 = planeMatrix(cam, [x, yOut, r], [1, 0, 0], [0, 0, 1])
  out += `<circle transform="${side0}" r="${f2(r)}" fill="#202225"/>`
  if (far) return out
  const m = planeMatrix(cam, [x, yOut - side * 0.005, r], [1, 0, 0], [0, 0, 1])
  const rim = r * 0.64
  let spokes = ''
  if (paint.wheel === 0) {
    spokes = [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<path transform="rotate(${a})" d="M-0.035,0.05L-0.05,${f2(rim * 0.9)}L0.05,${f2(rim * 0.9)}L0.035,0.05Z" fill="#cfd4da"/>`,
      )
      .join('')
  } else if (paint.wheel === 1) {
    spokes = Array.from(
      { length: 10 },
      (_, i) =>
        `<path transform="rotate(${i * 36})" d="M0,0.05V${f2(rim * 0.92)}" stroke="#cfd4da" stroke-width="0.03"/>`,
    ).join('')
  } else {
    spokes = Array.from(
      { length: 6 },
      (_, i) => `<circle transform="rotate(${i * 60})" cy="${f2(rim * 0.55)}" r="${f2(rim * 0.22)}" fill="#3a3e44"/>`,
    ).join('')
  }
  const face = paint.wheel === 2 ? '#b8bec6' : '#3a3e44'
  out +=
    `<g transform="${m}">` +
    `<circle r="${f2(rim)}" fill="${face}" stroke="#dfe3e8" stroke-width="0.025"/>` +
    spokes +
    `<circle r="0.06" fill="#8a9099"/></g>`
  return out
}

/** Convex hull (monotone chain) of screen points. */
function hull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: Pt[] = []
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: Pt[] = []
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

export interface Rendered {
  defs: string
  svg: string
  /** Screen box of the vehicle as placed. */
  box: { x0: number; y0: number; x1: number; y1: number }
}

/**
 * The vehicle `model` painted `paint`, seen from `view`, scaled to fit a box `fit` wide and high and standing with its
 * lowest point on `groundY`, centred on `centreX`. `id` keeps gradient ids unique inside one SVG.
 */
export function renderVehicle(
  model: BodyModel,
  paint: Paint,
  view: View,
  place: { centreX: number; groundY: number; fitW: number; fitH: number; turntable?: boolean },
  id = 'v',
): Rendered {
  const { U, V, D } = axes(view)
  const probe: Camera = { U, V, D, s: 1, tx: 0, ty: 0 }
  const pts = vertices(model).map((p) => project(probe, p))
  const minX = Math.min(...pts.map((p) => p[0]))
  const maxX = Math.max(...pts.map((p) => p[0]))
  const minY = Math.min(...pts.map((p) => p[1]))
  const maxY = Math.max(...pts.map((p) => p[1]))
  let cam: Camera
  if (place.turntable) {
    // One scale and one pivot for every angle, so a spin's frames do not pulse.
    const s = place.fitW / Math.hypot(model.length, model.width)
    const [cx, cy] = project(probe, [model.length / 2, 0, 0])
    cam = { U, V, D, s, tx: place.centreX - s * cx, ty: place.groundY - s * cy }
  } else {
    const s = Math.min(place.fitW / (maxX - minX), place.fitH / (maxY - minY))
    cam = { U, V, D, s, tx: place.centreX - (s * (minX + maxX)) / 2, ty: place.groundY - s * maxY }
  }
  const s = cam.s
  const near = Math.cos((view.yaw * Math.PI) / 180) >= 0 ? 1 : -1
  const ctx: Ctx = { cam, paint, model, near, id, defs: [] }
  ctx.defs.push(
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7286"/><stop offset="0.45" stop-color="#2a3642"/><stop offset="1" stop-color="#161d24"/></linearGradient>`,
    `<linearGradient id="${id}w" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#2c3a48"/><stop offset="0.5" stop-color="#51667a"/><stop offset="1" stop-color="#1e2830"/></linearGradient>`,
    `<radialGradient id="${id}s"><stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="0.55" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  )
  const L = model.length
  const ground = planeMatrix(cam, [L / 2, 0, 0], [1, 0, 0], [0, 1, 0])
  let svg = `<ellipse transform="${ground}" rx="${f2(L * 0.62)}" ry="${f2(model.width * 0.95)}" fill="url(#${id}s)"/>`
  if (model.flat) {
    const m = planeMatrix(cam, [0, 0, 0], [1, 0, 0], [0, 0, 1])
    svg += `<g transform="${m}">${model.flat(paint.body)}</g>`
  } else {
    // Seen nearly head-on, every tyre sits behind the bumpers; otherwise the near ones stand in front of the body.
    const endOn = Math.abs(Math.cos((view.yaw * Math.PI) / 180)) < 0.35
    for (const x of model.axles) svg += wheelSvg(ctx, x, near, true)
    if (endOn) for (const x of model.axles) svg += wheelSvg(ctx, x, -near, true)
    // Solids from far to near: the lower body then its glasshouse stay together.
    const order = model.solids
      .map((solid, i) => {
        const cx = solid.profile.reduce((sum, p) => sum + p[0], 0) / solid.profile.length
        return { solid, i, depth: dot([cx, 0, 0], D) }
      })
      .sort((a, b) => (model.solids.length > 2 ? b.depth - a.depth : a.i - b.i))
    for (const { solid, i } of order) svg += solidSvg(ctx, solid, i)
    if (!endOn) for (const x of model.axles) svg += wheelSvg(ctx, x, -near, false)
  }
  const placed = pts.map(([x, y]) => [cam.tx + s * x, cam.ty + s * y] as const)
  return {
    defs: ctx.defs.join(''),
    svg,
    box: {
      x0: Math.min(...placed.map((p) => p[0])),
      y0: Math.min(...placed.map((p) => p[1])),
      x1: Math.max(...placed.map((p) => p[0])),
      y1: Math.max(...placed.map((p) => p[1])),
    },
  }
}
