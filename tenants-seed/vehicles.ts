/**
 * Deterministic demo stock: turns a stock plan (which models, how many, new/demo/used, at which location)
 * into vehicle documents. Dates are relative to `now` (the seed run), everything else comes from the PRNG.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import {
  PALETTE,
  artKindForBody,
  placeholderFileName,
  placeholderSeed,
  SPIN_BODIES,
  SPIN_FRAME_COUNT,
  spinFrameFileName,
  type SpinBody,
} from '../src/demo/placeholderImage'
import { comparisonRate, type LoanFees } from '../src/domain/finance/comparisonRate'
import { formatNumber } from '../src/domain/numberFormat'
import { TEMPLATE_DEFAULTS } from '../src/domain/siteConfig'
import { slugify } from '../src/domain/slug'
import {
  BIKE_EQUIPMENT,
  CAR_EQUIPMENT,
  CARAVAN_EQUIPMENT,
  driveDescription,
  NEW_STOCK,
  SUV_EQUIPMENT,
  TRUCK_EQUIPMENT,
  USED_BIKES,
  USED_CARAVANS,
  USED_STOCK,
  USED_TRUCKS,
  UTE_EQUIPMENT,
  type BadgeSpec,
  type ModelSpec,
  type Powertrain,
} from './catalogue'
import { tenantLoanFees } from './financeContent'
import { Random } from './random'
import type { TenantSlug } from './tenants'

export type VehicleData = RequiredDataFromCollectionSlug<'vehicles'>
export type CarType = 'new' | 'demo' | 'used'
type Pool = readonly (readonly [ModelSpec, number])[]

export interface StockLine {
  pool: Pool
  carType: CarType
  count: number
}

export interface StockPlan {
  dealership: string
  location: string
  lines: StockLine[]
}

/** ~330 + 120 + 180 vehicles. */
export const STOCK_PLANS: Record<TenantSlug, StockPlan[]> = {
  harbour: [
    {
      dealership: 'toyota',
      location: 'toyota-sales',
      lines: [
        { pool: NEW_STOCK.toyota, carType: 'new', count: 50 },
        { pool: NEW_STOCK.toyota, carType: 'demo', count: 15 },
        { pool: USED_STOCK, carType: 'used', count: 45 },
      ],
    },
    {
      dealership: 'mazda',
      location: 'mazda-sales',
      lines: [
        { pool: NEW_STOCK.mazda, carType: 'new', count: 35 },
        { pool: NEW_STOCK.mazda, carType: 'demo', count: 12 },
        { pool: USED_STOCK, carType: 'used', count: 33 },
      ],
    },
    {
      dealership: 'hyundai',
      location: 'hyundai-sales',
      lines: [
        { pool: NEW_STOCK.hyundai, carType: 'new', count: 35 },
        { pool: NEW_STOCK.hyundai, carType: 'demo', count: 12 },
        { pool: USED_STOCK, carType: 'used', count: 33 },
      ],
    },
    {
      dealership: 'trucks-bikes',
      location: 'trucks-sales',
      lines: [
        { pool: NEW_STOCK.bikes, carType: 'new', count: 22 },
        { pool: USED_BIKES, carType: 'used', count: 10 },
        { pool: NEW_STOCK.trucks, carType: 'new', count: 12 },
        { pool: USED_TRUCKS, carType: 'used', count: 8 },
        { pool: NEW_STOCK.caravans, carType: 'new', count: 4 },
        { pool: USED_CARAVANS, carType: 'used', count: 4 },
      ],
    },
  ],
  'coastal-mazda': [
    {
      dealership: 'coastal',
      location: 'coastal-sales',
      lines: [
        { pool: NEW_STOCK.mazda, carType: 'new', count: 60 },
        { pool: NEW_STOCK.mazda, carType: 'demo', count: 20 },
        { pool: USED_STOCK, carType: 'used', count: 40 },
      ],
    },
  ],
  'westside-used': [
    { dealership: 'westside', location: 'burswood', lines: [{ pool: USED_STOCK, carType: 'used', count: 60 }] },
    { dealership: 'westside', location: 'rockingham', lines: [{ pool: USED_STOCK, carType: 'used', count: 45 }] },
    { dealership: 'westside', location: 'geraldton', lines: [{ pool: USED_STOCK, carType: 'used', count: 35 }] },
    { dealership: 'westside', location: 'dianella', lines: [{ pool: USED_STOCK, carType: 'used', count: 40 }] },
  ],
}

/** Per-tenant knobs. */
export interface StockStyle {
  /** Share of priced vehicles shown without a price (0 or null). */
  noPriceShare: number
  financeProvider: 'angle' | 'manual'
  /** Offset so image seeds never repeat across tenants. */
  imageSerialBase: number
  regoState: 'NSW' | 'QLD' | 'WA'
}

export const STOCK_STYLES: Record<TenantSlug, StockStyle> = {
  harbour: { noPriceShare: 0.03, financeProvider: 'angle', imageSerialBase: 0, regoState: 'NSW' },
  'coastal-mazda': { noPriceShare: 0.02, financeProvider: 'angle', imageSerialBase: 2000, regoState: 'QLD' },
  'westside-used': { noPriceShare: 0.1, financeProvider: 'manual', imageSerialBase: 4000, regoState: 'WA' },
}

export interface PlacedAt {
  locationId: number
  locationName: string
  city: string
  state: string
  dealershipId: number
  dealershipSlug: string
  dealershipName: string
}

const DAY = 24 * 60 * 60 * 1000
const CURRENT_YEAR = 2026
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const DIGITS = '0123456789'

const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Ford: 'MNA',
  Mitsubishi: 'MMA',
  Nissan: 'MNT',
  Kia: 'KNA',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  Honda: 'JHM',
  Holden: '6G1',
  Isuzu: 'MPA',
  MG: 'LSJ',
  Tesla: 'LRW',
  BYD: 'LGX',
  Suzuki: 'JS2',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Audi: 'WAU',
  Jeep: '1C4',
  LDV: 'LSF',
  GWM: 'LGW',
  Haval: 'LGW',
  Lexus: 'JTJ',
  Kawasaki: 'JKA',
  Yamaha: 'JYA',
  'Harley-Davidson': '1HD',
  Hino: 'JHD',
  Fuso: 'JLF',
  Jayco: '6H9',
  Avan: '6A8',
  'New Age': '6F9',
}

const COLOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 26],
  [1, 13],
  [2, 15],
  [3, 12],
  [4, 8],
  [5, 11],
  [6, 4],
  [7, 4],
  [8, 3],
  [9, 4],
]
const TRUCK_COLOURS: readonly (readonly [number, number])[] = [
  [0, 80],
  [1, 8],
  [5, 6],
  [4, 6],
]
const INTERIORS = [
  'Black Cloth',
  'Black Leather',
  'Grey Cloth',
  'Charcoal Cloth',
  'Tan Leather',
  'Black Leather Accented',
]

function roundPrice(value: number): number {
  // Dealer pricing: whole thousands less $10, e.g. 54,990.
  return Math.max(990, Math.round(value / 1000) * 1000 - 10)
}

function weeklyRepayment(principal: number, ratePct: number, years: number): number {
  const r = ratePct / 100 / 52
  const n = years * 52
  return Math.round((principal * r) / (1 - Math.pow(1 + r, -n)))
}

function withBadge(model: ModelSpec, badge: BadgeSpec): Powertrain {
  return { ...model.pt, ...badge.pt }
}

function equipmentPool(model: ModelSpec): string[] {
  switch (model.item) {
    case 'motorcycle':
      return BIKE_EQUIPMENT
    case 'truck':
      return TRUCK_EQUIPMENT
    case 'caravan':
      return CARAVAN_EQUIPMENT
    default:
      return model.body === 'ute'
        ? [...CAR_EQUIPMENT, ...UTE_EQUIPMENT]
        : model.kind === 'suv'
          ? [...CAR_EQUIPMENT, ...SUV_EQUIPMENT]
          : CAR_EQUIPMENT
  }
}

function regoPlate(rng: Random, state: StockStyle['regoState']): string {
  if (state === 'NSW') return `${rng.chars(LETTERS, 2)}${rng.chars(DIGITS, 2)}${rng.chars(LETTERS, 2)}`
  if (state === 'QLD') return `${rng.chars(DIGITS, 3)}${rng.chars(LETTERS, 2)}${rng.char(DIGITS)}`
  return `1${rng.chars(LETTERS, 3)}${rng.chars(DIGITS, 3)}`
}

function monthYear(rng: Random, year: number): string {
  // The demo stock is a snapshot taken in late 2026: no build or compliance months after October 2026.
  return `${String(rng.int(1, year >= CURRENT_YEAR ? 10 : 12)).padStart(2, '0')}/${year}`
}

function noun(model: ModelSpec): string {
  if (model.item === 'motorcycle') return 'bike'
  if (model.item === 'caravan') return 'van'
  if (model.item === 'truck') return 'truck'
  return model.body === 'ute' ? 'ute' : model.kind === 'suv' ? 'SUV' : 'car'
}

function dealerComments(
  rng: Random,
  v: {
    carType: CarType
    comingSoon: boolean
    year: number
    make: string
    model: string
    badge: string
    km: number
    colour: string
    dealership: string
    features: string[]
    item: ModelSpec
  },
): string {
  const kmText = formatNumber(v.km)
  const top = v.features.slice(0, 3).join(', ')
  const n = noun(v.item)
  if (v.carType === 'new') {
    return [
      v.comingSoon
        ? `Brand new ${v.year} ${v.make} ${v.model} ${v.badge} in ${v.colour}, arriving soon at ${v.dealership}. Reserve yours before it lands.`
        : `Brand new ${v.year} ${v.make} ${v.model} ${v.badge} in ${v.colour}, in stock now at ${v.dealership}.`,
      top ? `Highlights include ${top}.` : '',
      `Full manufacturer's warranty and capped price servicing. Finance available subject to approval, and trade-ins are welcome.`,
    ].join('|')
  }
  if (v.carType === 'demo') {
    return [
      `Ex-demonstrator ${v.make} ${v.model} ${v.badge} with just ${kmText} km, driven only by our sales team.`,
      `Balance of the new ${n} warranty applies and it has been fully detailed and inspected.`,
      rng.chance(0.5) ? `Save thousands against a brand new ${n} - be quick!` : '',
    ].join('|')
  }
  const paragraphs = [
    `This ${v.year} ${v.make} ${v.model} ${v.badge} has covered ${kmText} km and comes in ${v.colour}.`,
    rng.chance(0.6)
      ? `Logbook service history, ${rng.pick(['two keys', 'one owner', 'recent tyres', 'fresh service', 'tow bar fitted'])} and ${top || 'plenty of features'}.`
      : '',
    `Every used ${n} is inspected by our qualified technicians and backed by our 48-hour money-back guarantee.`,
    rng.chance(0.4) ? `Ask us about extended warranty and finance options today.` : '',
  ]
  return paragraphs.join('|')
}

export interface GenerateArgs {
  tenant: TenantSlug
  rng: Random
  now: Date
  stockPrefix: (dealershipKey: string) => string
  placed: (locationKey: string) => PlacedAt
}

/** All vehicles of one tenant, in a stable order. */
export function generateVehicles(args: GenerateArgs, tenantId: number): VehicleData[] {
  const { tenant, rng, now } = args
  const style = STOCK_STYLES[tenant]
  const out: VehicleData[] = []
  const stockCounters = new Map<string, number>()
  const vins = new Set<string>()
  let serial = style.imageSerialBase

  for (const plan of STOCK_PLANS[tenant]) {
    const at = args.placed(plan.location)
    for (const line of plan.lines) {
      for (let i = 0; i < line.count; i++) {
        out.push(
          buildVehicle({
            rng,
            now,
            style,
            fees: tenantLoanFees(tenant),
            line,
            at,
            tenantId,
            serial: serial++,
            prefix: args.stockPrefix(plan.dealership),
            stockCounters,
            vins,
          }),
        )
      }
    }
  }
  return out
}

interface BuildArgs {
  rng: Random
  now: Date
  style: StockStyle
  /** The tenant's loan fees: its lenders' establishment fee and its monthly account fee. */
  fees: LoanFees
  line: StockLine
  at: PlacedAt
  tenantId: number
  serial: number
  prefix: string
  stockCounters: Map<string, number>
  vins: Set<string>
}

function buildVehicle({
  rng,
  now,
  style,
  fees,
  line,
  at,
  tenantId,
  serial,
  prefix,
  stockCounters,
  vins,
}: BuildArgs): VehicleData {
  const { carType } = line
  const model = rng.weighted(line.pool)
  const badge = rng.pick(model.badges)
  const power = withBadge(model, badge)
  const isCaravan = model.item === 'caravan'

  // Year and kilometres
  const [from, to] = model.years
  let year: number
  if (carType === 'new') year = rng.chance(0.12) ? CURRENT_YEAR - 1 : CURRENT_YEAR
  else if (carType === 'demo') year = rng.chance(0.35) ? CURRENT_YEAR - 1 : CURRENT_YEAR
  else year = rng.int(Math.max(from, 2012), Math.min(to, CURRENT_YEAR - 1))
  year = Math.min(Math.max(year, from), to)
  const age = Math.max(0, CURRENT_YEAR - year)
  let km: number
  if (carType === 'new') km = rng.int(0, 15)
  else if (carType === 'demo') km = rng.int(1000, 9000)
  else {
    const perYear =
      model.item === 'truck'
        ? rng.int(15000, 30000)
        : model.item === 'caravan'
          ? 0
          : model.item === 'motorcycle'
            ? rng.int(3000, 8000)
            : rng.int(9000, 21000)
    km = Math.min(220000, Math.max(10000, Math.round((age * perYear + rng.int(0, 4000)) / 10) * 10))
  }
  if (isCaravan) km = 0

  // Identity
  const counter = (stockCounters.get(prefix) ?? 10000 + rng.int(100, 9000)) + rng.int(1, 37)
  stockCounters.set(prefix, counter)
  const stocknum = `${prefix}${counter}`
  const name = `${year} ${model.make} ${model.model} ${badge.name}`
  const slug = slugify(`${year} ${model.make} ${model.model} ${badge.name} ${stocknum}`)
  let vin = ''
  do vin = `${WMI[model.make] ?? 'MR0'}${rng.chars(VIN_CHARS, 14)}`
  while (vins.has(vin))
  vins.add(vin)

  // Colour and pictures
  const colourIndex = rng.weighted(model.item === 'truck' ? TRUCK_COLOURS : COLOUR_WEIGHTS)
  const colour = PALETTE[colourIndex]!.name
  const photoCount = carType === 'new' ? rng.int(6, 12) : rng.int(4, 12)
  const images = Array.from({ length: photoCount }, (_, i) => {
    const url = `/demo-images/${placeholderFileName(artKindForBody(model.body, model.kind), placeholderSeed(colourIndex, serial * 12 + i))}`
    return { url, thumb: { url: `${url}?w=300` } }
  })

  // Price
  const base = badge.price + rng.int(-1, 2) * 500
  let price: number | null
  if (carType === 'new') price = roundPrice(base)
  else if (carType === 'demo') price = roundPrice(base * (0.88 + rng.float() * 0.06))
  else {
    const resale = model.resale ?? 0.92
    const expectedKm = age * 15000
    const kmFactor = model.item === 'car' ? Math.min(1.08, Math.max(0.8, 1 - ((km - expectedKm) / 20000) * 0.03)) : 1
    // A used vehicle never costs more than ~90% of a new one.
    price = roundPrice(
      Math.min(base * 0.9, Math.max(4500, base * Math.pow(resale, age) * kmFactor * (0.95 + rng.float() * 0.1))),
    )
  }
  let beforePrice: number | null = null
  let offerPrice: number | null = null
  const onOffer = carType === 'used' ? rng.chance(0.06) : rng.chance(0.16)
  if (onOffer && price) {
    beforePrice = price + rng.int(1, 4) * 1000
    offerPrice = price
  }
  if (rng.chance(style.noPriceShare)) price = rng.chance(0.5) ? 0 : null
  const priceType =
    carType === 'used'
      ? rng.weighted([
          ['egc', 6],
          ['drive_away', 4],
        ] as const)
      : rng.weighted([
          ['drive_away', 55],
          ['egc', 45],
        ] as const)
  const subscriptionPrice = carType === 'new' && model.item === 'car' && rng.chance(0.05) ? rng.int(169, 349) : null

  // Status and dates
  const status = rng.weighted([
    ['in_stock', 85],
    ['coming_soon', 7],
    ['sold', 8],
  ] as const)
  let soldDaysAgo: number | null = null
  if (status === 'sold') soldDaysAgo = rng.chance(0.45) ? rng.int(1, 2) : rng.int(5, 20)
  let createdDaysAgo = rng.chance(0.14) ? rng.int(0, 7) : rng.int(8, 120)
  if (status === 'coming_soon') createdDaysAgo = rng.int(0, 14)
  if (soldDaysAgo !== null) createdDaysAgo = Math.max(createdDaysAgo, soldDaysAgo + rng.int(5, 40))
  const createdAt = new Date(now.getTime() - createdDaysAgo * DAY - rng.int(0, 8 * 60) * 60 * 1000)
  const soldDate =
    soldDaysAgo !== null ? new Date(now.getTime() - soldDaysAgo * DAY - rng.int(1, 9) * 60 * 60 * 1000) : null
  const preorder = carType === 'new' && status === 'coming_soon' && rng.chance(0.6)

  // Tags and flags
  let tag: string | null = null
  if (carType === 'new' && year < CURRENT_YEAR && status !== 'sold') tag = 'runout sale'
  else if (carType !== 'used' && rng.chance(0.06)) tag = 'Test Drive Only'
  else if (carType === 'used' && rng.chance(0.05)) tag = rng.pick(['One Owner', 'Low Kms', 'Just Arrived'])
  // a car reads Reserved only while a reservation holds it (docs/architecture/reservations.md), never from the seed;
  // the draw stays so that every later draw, and so the demo's stock, is the same
  if (status === 'in_stock') rng.chance(0.03)
  const certified = carType === 'used' && model.item === 'car' && age <= 6 && rng.chance(0.3)
  const showOnWebsite = !rng.chance(0.015)

  // Specification
  const dealership = at.dealershipName
  const equipment = rng.sample(equipmentPool(model), rng.int(8, 20))
  const buildYear = carType === 'new' ? year - (rng.chance(0.3) ? 1 : 0) : year
  const hasNvic = model.item === 'car' && carType === 'used' && rng.chance(0.7)

  const variant = isCaravan
    ? null
    : {
        cylinders: power.cylinders,
        enginesize: power.litres ? Math.round(power.litres * 1000) : null,
        enginesize_litres: power.litres,
        induction: power.induction,
        geartype: power.trans,
        fuelconsumptioncombined: power.cons,
        fuelcapacity: power.tank,
        grossvehiclemass: model.dims.gvm,
        vehiclelength: model.dims.length,
        vehicleheight: model.dims.height,
        vehiclewidth: model.dims.width,
        towingcapacitybraked: model.dims.towing,
        bodyconfiguration: model.bodyconfiguration,
        torque: power.torque,
        ancaprating: model.ancap ?? null,
      }

  const specifications = model.caravan
    ? {
        body_width: model.caravan.body_width,
        body_length: rng.int(model.caravan.body_length[0], model.caravan.body_length[1]),
        tare_weight: model.caravan.tare_weight + rng.int(-3, 3) * 10,
        axle_type: model.caravan.axle_type,
        sleeps: model.caravan.sleeps,
        aggregate_trailer_mass: model.caravan.aggregate_trailer_mass,
      }
    : null

  const financeable = (price ?? 0) > 500 && CURRENT_YEAR - year <= 12 && status !== 'sold'
  let financeLenders: Record<string, unknown> | null = null
  if (financeable && rng.chance(0.4)) {
    const interestRate = rng.pick([7.99, 8.49, 8.99, 9.49, 9.99])
    const establishmentFees = fees.establishmentFee
    const principal = (price ?? 0) + establishmentFees
    const paymentWeek = weeklyRepayment(principal, interestRate, 5)
    financeLenders = {
      [style.financeProvider]: {
        interestRate,
        // computed from the fee this data lists and the tenant's monthly account fee, as the site computes it
        comparisonRate: comparisonRate(interestRate, fees),
        termYears: 5,
        termMonths: 60,
        paymentWeek,
        paymentMonth: Math.round((paymentWeek * 52) / 12),
        deposit: 0,
        balloon: 0,
        establishmentFees,
        totalPayable: paymentWeek * 260,
        financeProvider: style.financeProvider === 'angle' ? 'Angle Finance' : 'Westside Finance',
        disclaimer: `Indicative weekly repayment over a 5-year term at ${interestRate}% p.a. with no deposit and no balloon. Not a formal quote; subject to credit approval.`,
      },
    }
  }
  // the quote provider's answer on the used-car site: its terms carry that site's fee (Tenants → Finance: the
  // template's, none), so its comparison rate is the one those fees give
  const quoteFee = TEMPLATE_DEFAULTS.used.finance.establishmentFee
  const youxQuote =
    financeable && style.financeProvider === 'manual' && rng.chance(0.12)
      ? {
          weeklyRepaymentAmount: weeklyRepayment((price ?? 0) + quoteFee, 9.49, 5),
          comparisonRate: comparisonRate(9.49, { establishmentFee: quoteFee }),
          advertisedRate: 9.49,
        }
      : null
  const hasMarket = carType === 'used' && model.item === 'car' && (price ?? 0) > 0
  // (Drawn only when used, exactly as before, so every later seeded value stays the same.)
  const stateAverage = hasMarket ? Math.round(((price ?? 0) * (0.94 + rng.float() * 0.14)) / 100) * 100 : 0
  const nationalAverage = hasMarket ? Math.round(((price ?? 0) * (0.95 + rng.float() * 0.12)) / 100) * 100 : 0
  // The vehicle-page extras draw from their own stream (per slug) so adding them changed no other seeded value.
  const extra = new Random(`vdp:${slug}`)
  const autograb = hasMarket
    ? {
        state_average_market_price: stateAverage,
        average_market_price: nationalAverage,
        // Market range behind the price gauge (PRC-12): around the state average; confidence from the number of
        // comparable listings. Some cars get a low confidence or a range below the price, so the gauge hides.
        market_range_min: Math.round((stateAverage * (0.82 + extra.float() * 0.06)) / 100) * 100,
        market_range_max: Math.round((stateAverage * (1.1 + extra.float() * 0.1)) / 100) * 100,
        confidence: Math.round((0.1 + extra.float() * 0.85) * 100) / 100,
        comparable_listings: extra.int(4, 160),
      }
    : null
  // History report (VDP-60): the button shows when a car carries a real report file from the dealer's provider. The
  // demo invents none (a made-up link would be a dead end); the draw that used to pick the cars stays, so
  // the rest of the seed (spins) is unchanged.
  if (carType === 'used' && model.item !== 'caravan') extra.chance(0.6)
  const file: string | null = null
  // A 360° spin set with hotspots on some cars.
  const spinBody = (SPIN_BODIES as readonly string[]).includes(model.kind) ? (model.kind as SpinBody) : null
  const hasSpin = spinBody !== null && model.item === 'car' && extra.chance(carType === 'used' ? 0.15 : 0.35)
  const spinImages = hasSpin
    ? Array.from({ length: SPIN_FRAME_COUNT }, (_, i) => `/demo-images/${spinFrameFileName(spinBody!, colourIndex, i)}`)
    : null
  const hotspots = hasSpin
    ? {
        exterior: [
          {
            description: 'LED headlights with auto high beam',
            positions: Object.fromEntries([0, 1, 2, 22, 23].map((f) => [String(f), { x: 0.22, y: 0.48 }])),
          },
          {
            description: 'Alloy wheels',
            positions: Object.fromEntries([4, 5, 6, 7, 8].map((f) => [String(f), { x: 0.3, y: 0.7 }])),
          },
          {
            description: 'Rear camera and parking sensors',
            positions: Object.fromEntries([11, 12, 13].map((f) => [String(f), { x: 0.5, y: 0.55 }])),
          },
        ],
        interior: [
          {
            description: 'Touchscreen with Apple CarPlay and Android Auto',
            positions: { interior: { x: 0.5, y: 0.42 } },
          },
          { description: 'Climate control', positions: { interior: { x: 0.5, y: 0.62 } } },
        ],
      }
    : null
  // Video (VDP-16/17): a dealer's own clip of the car, from its feed or the admin. The demo has no footage of its
  // drawn cars and links to nobody else's (an unrelated clip on a car's page misleads, like a made-up history
  // report); the locally drawn 360° spin is its walkaround. The draw that used to pick the cars stays.
  if (carType === 'new' && model.item === 'car') extra.chance(0.08)

  const comments = rng.chance(0.1)
    ? ''
    : dealerComments(rng, {
        carType,
        comingSoon: status === 'coming_soon',
        year,
        make: model.make,
        model: model.model,
        badge: badge.name,
        km,
        colour,
        dealership,
        features: equipment,
        item: model,
      })

  return {
    tenant: tenantId,
    name,
    slug,
    path: `/cars/${slug}`,
    stocknum,
    status,
    car_type: carType,
    item_type: model.item,
    year,
    make: model.make,
    model: model.model,
    badge: badge.name,
    series: model.series ?? null,
    colour,
    interior_colour: model.item === 'car' ? rng.pick(INTERIORS) : null,
    km,
    vin,
    regplate: carType === 'used' && !isCaravan ? regoPlate(rng, style.regoState) : null,
    rego_expiry: carType === 'used' ? new Date(now.getTime() + rng.int(20, 360) * DAY).toISOString() : null,
    build_date: monthYear(rng, buildYear),
    compliance_date: monthYear(rng, year),
    nvic: hasNvic ? `${rng.chars(LETTERS, 2)}${rng.chars(DIGITS, 3)}${rng.char(LETTERS)}` : null,
    has_nvic: hasNvic,
    tag,
    reserved: false,
    sold: status === 'sold',
    sold_date_timestamp: soldDate ? soldDate.toISOString() : null,
    certified,
    preorder,
    show_on_dealer_website: showOnWebsite,
    views: rng.int(0, 900),
    dealercomments: comments,
    carsales_title: `${name} ${power.trans ?? ''} ${model.bodyconfiguration}`.replace(/\s+/g, ' ').trim(),
    price,
    before_price: beforePrice,
    offer_price: offerPrice,
    subscription_price: subscriptionPrice,
    price_type: priceType,
    simple_body: model.body,
    simple_transmission: power.trans,
    trans: power.transDesc,
    simple_fuel: power.fuel,
    simple_drive: power.drive,
    drive: driveDescription(power.drive),
    fuel: power.fuelDesc,
    seats: model.seats || null,
    doors: model.doors || null,
    engine_size: power.litres ? Math.round(power.litres * 1000) : null,
    engine_size_litres: power.litres || null,
    gearnum: power.gears,
    bodyconfiguration: model.bodyconfiguration,
    manufacturer_body: model.bodyconfiguration,
    variant,
    specifications,
    standardEquipment: equipment,
    images,
    file,
    spin_images: spinImages,
    spin_interior_image: hasSpin ? `/demo-images/${placeholderFileName('interior', colourIndex)}` : null,
    hotspots,
    primary_image_url: images[0]!.url,
    photos_count: images.length,
    location: at.locationId,
    dealership: at.dealershipId,
    location_name: at.locationName,
    city: at.city,
    state: at.state,
    dealership_slug: at.dealershipSlug,
    dealership_name: at.dealershipName,
    finance_lenders: financeLenders,
    youxQuote,
    autograb_data: autograb,
    createdAt: createdAt.toISOString(),
  }
}
