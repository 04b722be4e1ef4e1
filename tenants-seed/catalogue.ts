/**
 * Makes, models and badges the demo stock is drawn from, with Australian drive-away-ish prices (new)
 * and the specification figures the vehicle pages show. Plain data.
 */

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric'
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD'
export type ImageKind = 'car' | 'ute' | 'suv' | 'bike' | 'truck' | 'caravan'
export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan'

export interface Powertrain {
  fuel: SimpleFuel | null
  /** e.g. 'Diesel Turbo 4', 'Petrol - Unleaded ULP'. */
  fuelDesc: string | null
  litres: number | null
  cylinders: number | null
  induction: string | null
  /** L/100km (kWh/100km for EVs). */
  cons: number | null
  tank: number | null
  torque: string | null
  trans: 'Automatic' | 'Manual' | null
  transDesc: string | null
  gears: number | null
  drive: SimpleDrive | null
}

export interface BadgeSpec {
  name: string
  /** New price in dollars. */
  price: number
  pt?: Partial<Powertrain>
}

export interface CaravanSpecs {
  body_width: number
  body_length: number
  tare_weight: number
  axle_type: string
  sleeps: number
  aggregate_trailer_mass: number
}

export interface ModelSpec {
  make: string
  model: string
  series?: string
  item: ItemType
  body: string
  kind: ImageKind
  bodyconfiguration: string
  seats: number
  doors: number
  /** Model years on sale in Australia (inclusive). */
  years: [number, number]
  /** Yearly value kept when used (0.92 typical; utes and 4x4s hold theirs better). */
  resale?: number
  pt: Powertrain
  badges: BadgeSpec[]
  dims: { length: number; width: number; height: number; gvm: number | null; towing: number | null }
  ancap?: number
  caravan?: Omit<CaravanSpecs, 'body_length'> & { body_length: [number, number] }
}

const DRIVE_DESC: Record<SimpleDrive, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
}
export function driveDescription(drive: SimpleDrive | null): string | null {
  return drive ? DRIVE_DESC[drive] : null
}

const pt = (p: Partial<Powertrain> & Pick<Powertrain, 'fuel' | 'trans' | 'drive'>): Powertrain => ({
  fuelDesc: null,
  litres: null,
  cylinders: null,
  induction: null,
  cons: null,
  tank: null,
  torque: null,
  transDesc: null,
  gears: null,
  ...p,
})

const petrol = (litres: number, cyl: number, cons: number, tank: number, torque: string, transDesc: string, gears: number, drive: SimpleDrive, turbo = false): Powertrain =>
  pt({ fuel: 'Petrol', fuelDesc: 'Petrol - Unleaded ULP', litres, cylinders: cyl, induction: turbo ? 'Turbo Intercooled' : 'Aspirated', cons, tank, torque, trans: transDesc.includes('MANUAL') ? 'Manual' : 'Automatic', transDesc, gears, drive })
const diesel = (litres: number, cyl: number, cons: number, tank: number, torque: string, transDesc: string, gears: number, drive: SimpleDrive): Powertrain =>
  pt({ fuel: 'Diesel', fuelDesc: `Diesel Turbo ${cyl}`, litres, cylinders: cyl, induction: 'Turbo Intercooled', cons, tank, torque, trans: transDesc.includes('MANUAL') ? 'Manual' : 'Automatic', transDesc, gears, drive })
const hybrid = (litres: number, cons: number, tank: number, torque: string, drive: SimpleDrive): Powertrain =>
  pt({ fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres, cylinders: 4, induction: 'Aspirated', cons, tank, torque, trans: 'Automatic', transDesc: 'CONTINUOUS VARIABLE', gears: 1, drive })
const electric = (cons: number, torque: string, drive: SimpleDrive): Powertrain =>
  pt({ fuel: 'Electric', fuelDesc: 'Electric', litres: 0, cylinders: 0, induction: null, cons, tank: null, torque, trans: 'Automatic', transDesc: '1 SP AUTOMATIC', gears: 1, drive })
const motorbike = (litres: number, cyl: number, cons: number, tank: number, torque: string, gears = 6): Powertrain =>
  pt({ fuel: 'Petrol', fuelDesc: 'Petrol - Premium ULP', litres, cylinders: cyl, induction: 'Aspirated', cons, tank, torque, trans: 'Manual', transDesc: `${gears} SP MANUAL`, gears, drive: 'RWD' })
const noEngine = (): Powertrain => pt({ fuel: null, trans: null, drive: null })

const dims = (length: number, width: number, height: number, gvm: number | null, towing: number | null) => ({ length, width, height, gvm, towing })

// ----- Cars, utes, SUVs --------------------------------------------------------------------------

const HILUX: ModelSpec = {
  make: 'Toyota', model: 'HiLux', series: 'GUN126R', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Double Cab Pick Up',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.95,
  pt: diesel(2.8, 4, 8.4, 80, '500Nm @ 1600rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'SR', price: 52990 }, { name: 'SR5', price: 64990 }, { name: 'Rogue', price: 72990 }, { name: 'SR5+', price: 67490 }],
  dims: dims(5325, 1855, 1815, 3050, 3500), ancap: 5,
}
const RAV4: ModelSpec = {
  make: 'Toyota', model: 'RAV4', series: 'AXAH54R', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2013, 2026], resale: 0.94,
  pt: hybrid(2.5, 4.7, 55, '221Nm @ 3600rpm', 'AWD'),
  badges: [{ name: 'GX', price: 41990, pt: { fuel: 'Petrol', fuelDesc: 'Petrol - Unleaded ULP', cons: 6.5, drive: 'FWD' } }, { name: 'GXL Hybrid', price: 48990 }, { name: 'Cruiser Hybrid', price: 54990 }, { name: 'Edge', price: 57990, pt: { fuel: 'Petrol', fuelDesc: 'Petrol - Unleaded ULP', cons: 7.3, transDesc: '8 SP AUTOMATIC', gears: 8 } }],
  dims: dims(4600, 1855, 1685, 2165, 1500), ancap: 5,
}
const COROLLA: ModelSpec = {
  make: 'Toyota', model: 'Corolla', series: 'MZEA12R', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2012, 2026],
  pt: petrol(2.0, 4, 6.0, 50, '205Nm @ 4400rpm', 'CONTINUOUS VARIABLE', 10, 'FWD'),
  badges: [{ name: 'Ascent Sport', price: 32990 }, { name: 'Ascent Sport Hybrid', price: 35490, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 1.8, cons: 4.0 } }, { name: 'SX', price: 37990 }, { name: 'ZR Hybrid', price: 42990, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 1.8, cons: 4.2 } }],
  dims: dims(4375, 1790, 1435, 1825, 450), ancap: 5,
}
const LANDCRUISER: ModelSpec = {
  make: 'Toyota', model: 'LandCruiser 300', series: 'FJA300R', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2022, 2026], resale: 0.96,
  pt: diesel(3.3, 6, 8.9, 110, '700Nm @ 1600rpm', '10 SP AUTOMATIC', 10, '4WD'),
  badges: [{ name: 'GX', price: 99990 }, { name: 'GXL', price: 118990 }, { name: 'VX', price: 128990 }, { name: 'Sahara', price: 145990 }],
  dims: dims(4980, 1980, 1950, 3280, 3500), ancap: 5,
}
const PRADO: ModelSpec = {
  make: 'Toyota', model: 'LandCruiser Prado', series: 'GDJ150R', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2012, 2026], resale: 0.95,
  pt: diesel(2.8, 4, 8.0, 87, '500Nm @ 1600rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'GXL', price: 84990 }, { name: 'VX', price: 92990 }, { name: 'Kakadu', price: 104990 }],
  dims: dims(4995, 1885, 1880, 2990, 3000), ancap: 5,
}
const CAMRY: ModelSpec = {
  make: 'Toyota', model: 'Camry', series: 'AXVH70R', item: 'car', body: 'sedan', kind: 'car', bodyconfiguration: 'Sedan',
  seats: 5, doors: 4, years: [2012, 2026],
  pt: hybrid(2.5, 4.2, 50, '221Nm @ 3600rpm', 'FWD'),
  badges: [{ name: 'Ascent Hybrid', price: 41990 }, { name: 'SL Hybrid', price: 52990 }, { name: 'SX Hybrid', price: 48490 }],
  dims: dims(4885, 1840, 1445, 2100, 1200), ancap: 5,
}
const KLUGER: ModelSpec = {
  make: 'Toyota', model: 'Kluger', series: 'AXUH78R', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2014, 2026], resale: 0.93,
  pt: hybrid(2.5, 5.6, 65, '242Nm @ 4400rpm', 'AWD'),
  badges: [{ name: 'GX Hybrid', price: 63990 }, { name: 'GXL Hybrid', price: 74990 }, { name: 'Grande Hybrid', price: 86990 }],
  dims: dims(4966, 1930, 1755, 2620, 2000), ancap: 5,
}
const YARIS_CROSS: ModelSpec = {
  make: 'Toyota', model: 'Yaris Cross', series: 'MXPJ10R', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2020, 2026],
  pt: hybrid(1.5, 3.8, 36, '120Nm @ 3800rpm', 'FWD'),
  badges: [{ name: 'GX Hybrid', price: 33990 }, { name: 'GXL Hybrid', price: 37490 }, { name: 'Urban Hybrid', price: 40990 }],
  dims: dims(4180, 1765, 1590, 1615, 750), ancap: 5,
}
const HIACE: ModelSpec = {
  make: 'Toyota', model: 'HiAce', series: 'GDH300R', item: 'car', body: 'van', kind: 'suv', bodyconfiguration: 'Van',
  seats: 2, doors: 4, years: [2015, 2026], resale: 0.94,
  pt: diesel(2.8, 4, 8.4, 70, '450Nm @ 1600rpm', '6 SP AUTOMATIC', 6, 'RWD'),
  badges: [{ name: 'LWB', price: 56990 }, { name: 'SLWB', price: 62990 }],
  dims: dims(5265, 1950, 1990, 3300, 1900), ancap: 5,
}
const CX5: ModelSpec = {
  make: 'Mazda', model: 'CX-5', series: 'KF Series', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2012, 2026], resale: 0.93,
  pt: petrol(2.5, 4, 7.4, 58, '252Nm @ 4000rpm', '6 SP AUTOMATIC', 6, 'AWD'),
  badges: [{ name: 'Maxx', price: 38990, pt: { litres: 2.0, cons: 6.9, drive: 'FWD', torque: '199Nm @ 4000rpm' } }, { name: 'Maxx Sport', price: 43990 }, { name: 'Touring', price: 47990 }, { name: 'GT SP', price: 53990 }, { name: 'Akera', price: 58990 }],
  dims: dims(4575, 1845, 1680, 2143, 1800), ancap: 5,
}
const CX30: ModelSpec = {
  make: 'Mazda', model: 'CX-30', series: 'DM Series', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2020, 2026],
  pt: petrol(2.0, 4, 6.5, 51, '200Nm @ 4000rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'G20 Pure', price: 34990 }, { name: 'G20 Evolve', price: 37490 }, { name: 'G25 Touring', price: 41990, pt: { litres: 2.5, torque: '252Nm @ 4000rpm' } }, { name: 'G25 Astina', price: 46990, pt: { litres: 2.5, drive: 'AWD', torque: '252Nm @ 4000rpm' } }],
  dims: dims(4395, 1795, 1540, 1900, 1200), ancap: 5,
}
const MAZDA3: ModelSpec = {
  make: 'Mazda', model: 'Mazda3', series: 'BP Series', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2012, 2026],
  pt: petrol(2.0, 4, 6.2, 51, '200Nm @ 4000rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'G20 Pure', price: 32990 }, { name: 'G20 Evolve', price: 35490 }, { name: 'G25 GT', price: 40990, pt: { litres: 2.5, torque: '252Nm @ 4000rpm' } }, { name: 'G25 Astina', price: 44990, pt: { litres: 2.5, torque: '252Nm @ 4000rpm' } }],
  dims: dims(4460, 1795, 1435, 1850, 1200), ancap: 5,
}
const BT50: ModelSpec = {
  make: 'Mazda', model: 'BT-50', series: 'TF Series', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Dual Cab Utility',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.94,
  pt: diesel(3.0, 4, 8.0, 76, '450Nm @ 1600rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'XT', price: 54990 }, { name: 'XTR', price: 62990 }, { name: 'GT', price: 67990 }, { name: 'Thunder', price: 71990 }],
  dims: dims(5280, 1870, 1810, 3100, 3500), ancap: 5,
}
const CX3: ModelSpec = {
  make: 'Mazda', model: 'CX-3', series: 'DK Series', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2015, 2026],
  pt: petrol(2.0, 4, 6.3, 48, '195Nm @ 2800rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'G20 Pure', price: 30990 }, { name: 'G20 Evolve', price: 32990 }, { name: 'G20 Akari', price: 38990 }],
  dims: dims(4275, 1765, 1550, 1700, 1200), ancap: 5,
}
const CX60: ModelSpec = {
  make: 'Mazda', model: 'CX-60', series: 'KH Series', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2023, 2026],
  pt: diesel(3.3, 6, 5.0, 58, '550Nm @ 1500rpm', '8 SP AUTOMATIC', 8, 'AWD'),
  badges: [{ name: 'D50e Evolve', price: 66990 }, { name: 'D50e GT', price: 73990 }, { name: 'P50e Azami', price: 85990, pt: { fuel: 'Hybrid', fuelDesc: 'Plug-in Hybrid (Petrol/Electric)', litres: 2.5, cylinders: 4, cons: 2.1, torque: '500Nm @ 4000rpm' } }],
  dims: dims(4745, 1890, 1680, 2630, 2500), ancap: 5,
}
const MX5: ModelSpec = {
  make: 'Mazda', model: 'MX-5', series: 'ND Series', item: 'car', body: 'convertible', kind: 'car', bodyconfiguration: 'Roadster',
  seats: 2, doors: 2, years: [2015, 2026], resale: 0.94,
  pt: petrol(2.0, 4, 6.9, 45, '205Nm @ 4000rpm', '6 SP MANUAL', 6, 'RWD'),
  badges: [{ name: 'Roadster', price: 44990 }, { name: 'Roadster GT', price: 50990 }, { name: 'RF GT', price: 55990 }],
  dims: dims(3915, 1735, 1235, 1295, null), ancap: 5,
}
const I30: ModelSpec = {
  make: 'Hyundai', model: 'i30', series: 'CN7', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2012, 2026],
  pt: petrol(2.0, 4, 6.4, 50, '192Nm @ 4500rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'Active', price: 30990 }, { name: 'Elite', price: 35990 }, { name: 'N Line', price: 37990, pt: { litres: 1.6, induction: 'Turbo Intercooled', transDesc: '7 SP AUTO DUAL CLUTCH', gears: 7, torque: '265Nm @ 1500rpm' } }, { name: 'N Line Premium', price: 42990, pt: { litres: 1.6, induction: 'Turbo Intercooled', transDesc: '7 SP AUTO DUAL CLUTCH', gears: 7, torque: '265Nm @ 1500rpm' } }],
  dims: dims(4340, 1795, 1455, 1820, 1300), ancap: 5,
}
const TUCSON: ModelSpec = {
  make: 'Hyundai', model: 'Tucson', series: 'NX4', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2015, 2026], resale: 0.93,
  pt: petrol(2.0, 4, 8.1, 54, '192Nm @ 4000rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'Base', price: 37990 }, { name: 'Elite', price: 45990, pt: { fuel: 'Diesel', fuelDesc: 'Diesel Turbo 4', litres: 2.0, cons: 6.3, drive: 'AWD', transDesc: '8 SP AUTOMATIC', gears: 8, torque: '416Nm @ 2000rpm' } }, { name: 'Highlander', price: 54990, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 1.6, cons: 5.2, drive: 'AWD', torque: '350Nm @ 1500rpm' } }],
  dims: dims(4640, 1865, 1665, 2360, 1900), ancap: 5,
}
const KONA: ModelSpec = {
  make: 'Hyundai', model: 'Kona', series: 'SX2', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2018, 2026],
  pt: petrol(2.0, 4, 6.6, 47, '180Nm @ 4500rpm', 'CONTINUOUS VARIABLE', 8, 'FWD'),
  badges: [{ name: 'Base', price: 34990 }, { name: 'N Line', price: 40990 }, { name: 'EV Premium', price: 64990, pt: { ...electric(14.7, '255Nm', 'FWD') } }, { name: 'Hybrid Premium', price: 48490, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 1.6, cons: 3.9, transDesc: '6 SP AUTO DUAL CLUTCH', gears: 6 } }],
  dims: dims(4355, 1825, 1575, 1920, 1300), ancap: 5,
}
const SANTAFE: ModelSpec = {
  make: 'Hyundai', model: 'Santa Fe', series: 'MX5', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2012, 2026], resale: 0.93,
  pt: hybrid(1.6, 6.0, 67, '367Nm @ 1600rpm', 'AWD'),
  badges: [{ name: 'Hybrid', price: 60990 }, { name: 'Elite Hybrid', price: 67990 }, { name: 'Calligraphy Hybrid', price: 79990 }],
  dims: dims(4830, 1900, 1780, 2640, 1650), ancap: 5,
}
const IONIQ5: ModelSpec = {
  make: 'Hyundai', model: 'Ioniq 5', series: 'NE', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2021, 2026],
  pt: electric(17.5, '350Nm', 'RWD'),
  badges: [{ name: 'Standard Range', price: 66990 }, { name: 'Dynamiq', price: 73990 }, { name: 'Epiq AWD', price: 84990, pt: { drive: 'AWD', torque: '605Nm' } }],
  dims: dims(4635, 1890, 1647, 2420, 1600), ancap: 5,
}
const STARIA: ModelSpec = {
  make: 'Hyundai', model: 'Staria', series: 'US4', item: 'car', body: 'peopleMover', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 8, doors: 4, years: [2021, 2026],
  pt: diesel(2.2, 4, 8.2, 75, '430Nm @ 1500rpm', '8 SP AUTOMATIC', 8, 'AWD'),
  badges: [{ name: 'Elite', price: 66990 }, { name: 'Highlander', price: 74990 }],
  dims: dims(5253, 1997, 1990, 3150, 2500), ancap: 5,
}

// Used-stock makes (trade-ins and auction buys)
const RANGER: ModelSpec = {
  make: 'Ford', model: 'Ranger', series: 'PY', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Double Cab Pick Up',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.95,
  pt: diesel(2.0, 4, 7.6, 80, '500Nm @ 1750rpm', '10 SP AUTOMATIC', 10, '4WD'),
  badges: [{ name: 'XL', price: 54990 }, { name: 'XLT', price: 66990 }, { name: 'Sport', price: 69990 }, { name: 'Wildtrak', price: 76990, pt: { fuelDesc: 'Diesel Turbo V6', litres: 3.0, cylinders: 6, torque: '600Nm @ 1750rpm' } }],
  dims: dims(5370, 1918, 1884, 3280, 3500), ancap: 5,
}
const EVEREST: ModelSpec = {
  make: 'Ford', model: 'Everest', series: 'UB', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2015, 2026], resale: 0.94,
  pt: diesel(2.0, 4, 7.4, 80, '500Nm @ 1750rpm', '10 SP AUTOMATIC', 10, '4WD'),
  badges: [{ name: 'Ambiente', price: 59990 }, { name: 'Trend', price: 66990 }, { name: 'Platinum', price: 84990 }],
  dims: dims(4914, 1923, 1842, 3090, 3500), ancap: 5,
}
const MUSTANG: ModelSpec = {
  make: 'Ford', model: 'Mustang', series: 'FN', item: 'car', body: 'coupe', kind: 'car', bodyconfiguration: 'Fastback',
  seats: 4, doors: 2, years: [2016, 2025], resale: 0.93,
  pt: petrol(5.0, 8, 12.7, 61, '556Nm @ 4900rpm', '10 SP AUTOMATIC', 10, 'RWD'),
  badges: [{ name: 'GT', price: 82990 }, { name: 'EcoBoost', price: 66990, pt: { litres: 2.3, cylinders: 4, induction: 'Turbo Intercooled', cons: 9.3, torque: '448Nm @ 3000rpm' } }],
  dims: dims(4811, 1916, 1403, 2150, null), ancap: 3,
}
const TRITON: ModelSpec = {
  make: 'Mitsubishi', model: 'Triton', series: 'MV', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Double Cab Pick Up',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.93,
  pt: diesel(2.4, 4, 8.6, 75, '470Nm @ 1500rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'GLX+', price: 50990 }, { name: 'GLS', price: 56990 }, { name: 'GSR', price: 63990 }],
  dims: dims(5320, 1865, 1795, 3100, 3500), ancap: 5,
}
const OUTLANDER: ModelSpec = {
  make: 'Mitsubishi', model: 'Outlander', series: 'ZM', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2013, 2026],
  pt: petrol(2.5, 4, 7.5, 55, '245Nm @ 3600rpm', 'CONTINUOUS VARIABLE', 8, 'FWD'),
  badges: [{ name: 'ES', price: 39990 }, { name: 'LS', price: 44990 }, { name: 'Aspire', price: 49990, pt: { drive: 'AWD' } }],
  dims: dims(4710, 1862, 1745, 2390, 1600), ancap: 5,
}
const NAVARA: ModelSpec = {
  make: 'Nissan', model: 'Navara', series: 'D23', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Double Cab Pick Up',
  seats: 5, doors: 4, years: [2015, 2025], resale: 0.92,
  pt: diesel(2.3, 4, 7.0, 80, '450Nm @ 1500rpm', '7 SP AUTOMATIC', 7, '4WD'),
  badges: [{ name: 'SL', price: 52990 }, { name: 'ST', price: 56990 }, { name: 'ST-X', price: 63990 }, { name: 'PRO-4X', price: 66990 }],
  dims: dims(5255, 1850, 1840, 3150, 3500), ancap: 5,
}
const XTRAIL: ModelSpec = {
  make: 'Nissan', model: 'X-Trail', series: 'T33', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2014, 2026],
  pt: petrol(2.5, 4, 7.4, 55, '244Nm @ 3600rpm', 'CONTINUOUS VARIABLE', 7, 'AWD'),
  badges: [{ name: 'ST', price: 40990, pt: { drive: 'FWD' } }, { name: 'ST-L', price: 47990 }, { name: 'Ti', price: 54990 }],
  dims: dims(4680, 1840, 1725, 2260, 2000), ancap: 5,
}
const PATROL: ModelSpec = {
  make: 'Nissan', model: 'Patrol', series: 'Y62', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 8, doors: 5, years: [2013, 2025], resale: 0.95,
  pt: petrol(5.6, 8, 14.4, 140, '560Nm @ 4000rpm', '7 SP AUTOMATIC', 7, '4WD'),
  badges: [{ name: 'Ti', price: 92990 }, { name: 'Ti-L', price: 110990 }],
  dims: dims(5175, 1995, 1940, 3500, 3500), ancap: 5,
}
const CERATO: ModelSpec = {
  make: 'Kia', model: 'Cerato', series: 'BD', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2013, 2024],
  pt: petrol(2.0, 4, 7.4, 50, '192Nm @ 4000rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'S', price: 28990 }, { name: 'Sport', price: 31990 }, { name: 'GT', price: 38990 }],
  dims: dims(4510, 1800, 1440, 1770, 1100), ancap: 5,
}
const SPORTAGE: ModelSpec = {
  make: 'Kia', model: 'Sportage', series: 'NQ5', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2012, 2026], resale: 0.93,
  pt: petrol(2.0, 4, 8.1, 54, '192Nm @ 4000rpm', '6 SP AUTOMATIC', 6, 'FWD'),
  badges: [{ name: 'S', price: 36990 }, { name: 'SX', price: 39990 }, { name: 'GT-Line', price: 52990, pt: { fuel: 'Diesel', fuelDesc: 'Diesel Turbo 4', drive: 'AWD', cons: 6.3, transDesc: '8 SP AUTOMATIC', gears: 8 } }],
  dims: dims(4660, 1865, 1665, 2250, 1900), ancap: 5,
}
const CARNIVAL: ModelSpec = {
  make: 'Kia', model: 'Carnival', series: 'KA4', item: 'car', body: 'peopleMover', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 8, doors: 5, years: [2015, 2026], resale: 0.94,
  pt: diesel(2.2, 4, 6.5, 72, '440Nm @ 1750rpm', '8 SP AUTOMATIC', 8, 'FWD'),
  badges: [{ name: 'S', price: 52990 }, { name: 'Si', price: 58990 }, { name: 'Platinum', price: 73990 }],
  dims: dims(5155, 1995, 1775, 2735, 2000), ancap: 5,
}
const GOLF: ModelSpec = {
  make: 'Volkswagen', model: 'Golf', series: 'Mk8', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2013, 2026],
  pt: petrol(1.4, 4, 5.8, 50, '250Nm @ 1500rpm', '8 SP AUTOMATIC', 8, 'FWD', true),
  badges: [{ name: '110TSI Life', price: 38990 }, { name: '110TSI R-Line', price: 43990 }, { name: 'GTI', price: 59990, pt: { litres: 2.0, cons: 7.0, transDesc: '7 SP AUTO DUAL CLUTCH', gears: 7, torque: '370Nm @ 1600rpm' } }],
  dims: dims(4284, 1789, 1456, 1820, 1500), ancap: 5,
}
const AMAROK: ModelSpec = {
  make: 'Volkswagen', model: 'Amarok', series: '2H', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Dual Cab Utility',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.94,
  pt: diesel(3.0, 6, 9.5, 80, '580Nm @ 1400rpm', '8 SP AUTOMATIC', 8, '4WD'),
  badges: [{ name: 'Core', price: 57990, pt: { fuelDesc: 'Diesel Turbo 4', litres: 2.0, cylinders: 4, cons: 8.1, torque: '405Nm @ 1750rpm' } }, { name: 'Highline', price: 70990 }, { name: 'Aventura', price: 82990 }],
  dims: dims(5350, 1910, 1888, 3270, 3500), ancap: 5,
}
const FORESTER: ModelSpec = {
  make: 'Subaru', model: 'Forester', series: 'S5', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2012, 2026], resale: 0.93,
  pt: petrol(2.5, 4, 7.4, 63, '239Nm @ 4400rpm', 'CONTINUOUS VARIABLE', 7, 'AWD'),
  badges: [{ name: '2.5i', price: 40990 }, { name: '2.5i-L', price: 43990 }, { name: '2.5i-S', price: 50990 }],
  dims: dims(4640, 1815, 1730, 2130, 1800), ancap: 5,
}
const OUTBACK: ModelSpec = {
  make: 'Subaru', model: 'Outback', series: 'BT', item: 'car', body: 'wagon', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2012, 2026], resale: 0.93,
  pt: petrol(2.5, 4, 7.3, 63, '245Nm @ 3750rpm', 'CONTINUOUS VARIABLE', 8, 'AWD'),
  badges: [{ name: 'AWD', price: 47990 }, { name: 'AWD Sport', price: 52990 }, { name: 'AWD Touring', price: 57990 }],
  dims: dims(4870, 1875, 1675, 2250, 2000), ancap: 5,
}
const CRV: ModelSpec = {
  make: 'Honda', model: 'CR-V', series: 'RS', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2012, 2026],
  pt: petrol(1.5, 4, 7.3, 57, '240Nm @ 2000rpm', 'CONTINUOUS VARIABLE', 7, 'FWD', true),
  badges: [{ name: 'VTi', price: 44990 }, { name: 'VTi X', price: 49990 }, { name: 'e:HEV RS', price: 59990, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 2.0, cons: 5.3, drive: 'AWD' } }],
  dims: dims(4691, 1866, 1681, 2250, 1500), ancap: 5,
}
const CIVIC: ModelSpec = {
  make: 'Honda', model: 'Civic', series: '11th Gen', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2012, 2026],
  pt: petrol(1.5, 4, 6.3, 47, '240Nm @ 1700rpm', 'CONTINUOUS VARIABLE', 7, 'FWD', true),
  badges: [{ name: 'VTi-LX', price: 49990 }, { name: 'e:HEV LX', price: 55990, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 2.0, cons: 4.2 } }],
  dims: dims(4560, 1802, 1415, 1800, null), ancap: 5,
}
const COMMODORE: ModelSpec = {
  make: 'Holden', model: 'Commodore', series: 'VF II', item: 'car', body: 'sedan', kind: 'car', bodyconfiguration: 'Sedan',
  seats: 5, doors: 4, years: [2012, 2020], resale: 0.93,
  pt: petrol(3.6, 6, 9.0, 71, '350Nm @ 2800rpm', '6 SP AUTOMATIC', 6, 'RWD'),
  badges: [{ name: 'Evoke', price: 39990 }, { name: 'SV6', price: 44990 }, { name: 'SS-V Redline', price: 59990, pt: { litres: 6.2, cylinders: 8, cons: 12.6, torque: '570Nm @ 4400rpm' } }],
  dims: dims(4964, 1898, 1471, 2200, 2100), ancap: 5,
}
const COLORADO: ModelSpec = {
  make: 'Holden', model: 'Colorado', series: 'RG', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Crew Cab Pickup',
  seats: 5, doors: 4, years: [2012, 2020], resale: 0.92,
  pt: diesel(2.8, 4, 8.6, 76, '500Nm @ 2000rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'LS', price: 47990 }, { name: 'LTZ', price: 54990 }, { name: 'Z71', price: 58990 }],
  dims: dims(5361, 1874, 1800, 3150, 3500), ancap: 5,
}
const DMAX: ModelSpec = {
  make: 'Isuzu', model: 'D-Max', series: 'RG', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Crew Cab Utility',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.94,
  pt: diesel(3.0, 4, 8.0, 76, '450Nm @ 1600rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'LS-M', price: 53990 }, { name: 'LS-U', price: 60990 }, { name: 'X-Terrain', price: 68990 }],
  dims: dims(5280, 1870, 1810, 3100, 3500), ancap: 5,
}
const MUX: ModelSpec = {
  make: 'Isuzu', model: 'MU-X', series: 'RJ', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 7, doors: 5, years: [2014, 2026], resale: 0.94,
  pt: diesel(3.0, 4, 8.3, 80, '450Nm @ 1600rpm', '6 SP AUTOMATIC', 6, '4WD'),
  badges: [{ name: 'LS-M', price: 59990 }, { name: 'LS-U', price: 65990 }, { name: 'LS-T', price: 71990 }],
  dims: dims(4850, 1870, 1825, 2800, 3500), ancap: 5,
}
const ZS: ModelSpec = {
  make: 'MG', model: 'ZS', series: 'AZS1', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2018, 2026], resale: 0.88,
  pt: petrol(1.5, 4, 6.9, 48, '141Nm @ 4500rpm', '4 SP AUTOMATIC', 4, 'FWD'),
  badges: [{ name: 'Excite', price: 25990 }, { name: 'Essence', price: 29990 }],
  dims: dims(4314, 1809, 1644, 1700, 500), ancap: 4,
}
const MG3: ModelSpec = {
  make: 'MG', model: 'MG3', series: 'SZP1', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2013, 2026], resale: 0.87,
  pt: petrol(1.5, 4, 6.7, 45, '150Nm @ 4500rpm', '4 SP AUTOMATIC', 4, 'FWD'),
  badges: [{ name: 'Core', price: 20990 }, { name: 'Excite', price: 22490 }],
  dims: dims(4055, 1729, 1507, 1500, null), ancap: 3,
}
const MODEL3: ModelSpec = {
  make: 'Tesla', model: 'Model 3', series: 'Highland', item: 'car', body: 'sedan', kind: 'car', bodyconfiguration: 'Sedan',
  seats: 5, doors: 4, years: [2019, 2026], resale: 0.88,
  pt: electric(13.2, '420Nm', 'RWD'),
  badges: [{ name: 'RWD', price: 58990 }, { name: 'Long Range AWD', price: 71990, pt: { drive: 'AWD', torque: '493Nm' } }],
  dims: dims(4720, 1850, 1441, 2155, 1000), ancap: 5,
}
const ATTO3: ModelSpec = {
  make: 'BYD', model: 'Atto 3', series: 'EKEA', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2022, 2026], resale: 0.86,
  pt: electric(15.6, '310Nm', 'FWD'),
  badges: [{ name: 'Standard Range', price: 46990 }, { name: 'Extended Range', price: 49990 }],
  dims: dims(4455, 1875, 1615, 2090, 750), ancap: 5,
}
const SWIFT: ModelSpec = {
  make: 'Suzuki', model: 'Swift', series: 'AZ', item: 'car', body: 'hatch', kind: 'car', bodyconfiguration: 'Hatchback',
  seats: 5, doors: 5, years: [2012, 2026],
  pt: petrol(1.2, 4, 4.8, 37, '120Nm @ 4400rpm', 'CONTINUOUS VARIABLE', 7, 'FWD'),
  badges: [{ name: 'GL', price: 24990 }, { name: 'GLX Turbo', price: 29990, pt: { litres: 1.0, cylinders: 3, induction: 'Turbo Intercooled', transDesc: '6 SP AUTOMATIC', gears: 6 } }, { name: 'Sport', price: 32990, pt: { litres: 1.4, induction: 'Turbo Intercooled', transDesc: '6 SP MANUAL', trans: 'Manual', gears: 6 } }],
  dims: dims(3845, 1735, 1495, 1365, null), ancap: 3,
}
const X5: ModelSpec = {
  make: 'BMW', model: 'X5', series: 'G05', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2013, 2026], resale: 0.89,
  pt: diesel(3.0, 6, 7.2, 80, '650Nm @ 1500rpm', '8 SP AUTOMATIC', 8, 'AWD'),
  badges: [{ name: 'xDrive30d', price: 129990 }, { name: 'xDrive40i M Sport', price: 139990, pt: { fuel: 'Petrol', fuelDesc: 'Petrol - Premium ULP', induction: 'Turbo Intercooled', cons: 9.0, torque: '520Nm @ 1850rpm' } }],
  dims: dims(4922, 2004, 1745, 2975, 2700), ancap: 5,
}
const BMW3: ModelSpec = {
  make: 'BMW', model: '3 Series', series: 'G20', item: 'car', body: 'sedan', kind: 'car', bodyconfiguration: 'Sedan',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.88,
  pt: petrol(2.0, 4, 6.4, 59, '300Nm @ 1350rpm', '8 SP AUTOMATIC', 8, 'RWD', true),
  badges: [{ name: '320i M Sport', price: 79990 }, { name: '330i M Sport', price: 88990 }],
  dims: dims(4713, 1827, 1440, 2035, 1600), ancap: 5,
}
const CCLASS: ModelSpec = {
  make: 'Mercedes-Benz', model: 'C-Class', series: 'W206', item: 'car', body: 'sedan', kind: 'car', bodyconfiguration: 'Sedan',
  seats: 5, doors: 4, years: [2012, 2026], resale: 0.88,
  pt: petrol(1.5, 4, 6.9, 66, '300Nm @ 1800rpm', '9 SP AUTOMATIC', 9, 'RWD', true),
  badges: [{ name: 'C200', price: 84990 }, { name: 'C300', price: 96990, pt: { litres: 2.0, torque: '400Nm @ 2000rpm' } }],
  dims: dims(4751, 1820, 1438, 2165, 1800), ancap: 5,
}
const GLC: ModelSpec = {
  make: 'Mercedes-Benz', model: 'GLC', series: 'X254', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2016, 2026], resale: 0.89,
  pt: petrol(2.0, 4, 7.6, 62, '400Nm @ 2000rpm', '9 SP AUTOMATIC', 9, 'AWD', true),
  badges: [{ name: 'GLC 300 4MATIC', price: 104990 }],
  dims: dims(4716, 1890, 1640, 2610, 2400), ancap: 5,
}
const Q5: ModelSpec = {
  make: 'Audi', model: 'Q5', series: 'FY', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2013, 2026], resale: 0.88,
  pt: petrol(2.0, 4, 8.0, 70, '370Nm @ 1600rpm', '7 SP AUTO S-TRONIC', 7, 'AWD', true),
  badges: [{ name: '40 TDI quattro', price: 79990, pt: { fuel: 'Diesel', fuelDesc: 'Diesel Turbo 4', cons: 5.8 } }, { name: '45 TFSI quattro S line', price: 87990 }],
  dims: dims(4682, 1893, 1662, 2550, 2400), ancap: 5,
}
const GRAND_CHEROKEE: ModelSpec = {
  make: 'Jeep', model: 'Grand Cherokee', series: 'WL', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2012, 2025], resale: 0.87,
  pt: petrol(3.6, 6, 10.4, 87, '347Nm @ 4800rpm', '8 SP AUTOMATIC', 8, '4WD'),
  badges: [{ name: 'Laredo', price: 79990 }, { name: 'Limited', price: 89990 }, { name: 'Overland', price: 99990 }],
  dims: dims(4914, 1979, 1792, 2948, 2812), ancap: 5,
}
const T60: ModelSpec = {
  make: 'LDV', model: 'T60', series: 'SK8C', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Double Cab Pick Up',
  seats: 5, doors: 4, years: [2017, 2026], resale: 0.88,
  pt: diesel(2.0, 4, 9.6, 75, '500Nm @ 1500rpm', '8 SP AUTOMATIC', 8, '4WD'),
  badges: [{ name: 'Pro', price: 41990 }, { name: 'Max Plus', price: 49990 }],
  dims: dims(5365, 1900, 1845, 3050, 3000), ancap: 5,
}
const CANNON: ModelSpec = {
  make: 'GWM', model: 'Ute Cannon', series: 'NPW', item: 'car', body: 'ute', kind: 'ute', bodyconfiguration: 'Double Cab Pick Up',
  seats: 5, doors: 4, years: [2021, 2026], resale: 0.89,
  pt: diesel(2.0, 4, 9.4, 78, '500Nm @ 1500rpm', '8 SP AUTOMATIC', 8, '4WD'),
  badges: [{ name: 'Cannon', price: 40990 }, { name: 'Cannon-L', price: 44990 }, { name: 'Cannon-X', price: 49990 }],
  dims: dims(5410, 1934, 1886, 3150, 3500), ancap: 5,
}
const H6: ModelSpec = {
  make: 'Haval', model: 'H6', series: 'B01', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2021, 2026], resale: 0.87,
  pt: petrol(2.0, 4, 7.4, 61, '320Nm @ 1500rpm', '7 SP AUTO DUAL CLUTCH', 7, 'FWD', true),
  badges: [{ name: 'Premium', price: 36990 }, { name: 'Lux', price: 39990 }, { name: 'Ultra Hybrid', price: 47990, pt: { fuel: 'Hybrid', fuelDesc: 'Hybrid (Petrol/Electric)', litres: 1.5, cons: 5.2, transDesc: '2 SP AUTOMATIC', gears: 2 } }],
  dims: dims(4653, 1886, 1730, 2190, 2000), ancap: 5,
}
const RX: ModelSpec = {
  make: 'Lexus', model: 'RX', series: 'TALH17R', item: 'car', body: 'suv', kind: 'suv', bodyconfiguration: 'Wagon',
  seats: 5, doors: 5, years: [2013, 2026], resale: 0.91,
  pt: hybrid(2.5, 5.1, 65, '242Nm @ 4300rpm', 'AWD'),
  badges: [{ name: 'RX350h Luxury', price: 102990 }, { name: 'RX350h Sports Luxury', price: 118990 }],
  dims: dims(4890, 1920, 1695, 2655, 2000), ancap: 5,
}

// ----- Motorcycles, trucks, caravans ------------------------------------------------------------

const bike = (make: string, model: string, badges: BadgeSpec[], power: Powertrain, years: [number, number], length: number): ModelSpec => ({
  make, model, item: 'motorcycle', body: 'motorcycle', kind: 'bike', bodyconfiguration: 'Motorcycle', seats: 2, doors: 0,
  years, resale: 0.9, pt: power, badges, dims: dims(length, 800, 1100, null, null),
})
const NINJA650 = bike('Kawasaki', 'Ninja 650', [{ name: 'LAMS', price: 11990 }, { name: 'KRT Edition', price: 12790 }], motorbike(0.649, 2, 4.3, 15, '64Nm @ 6700rpm'), [2017, 2026], 2055)
const Z900 = bike('Kawasaki', 'Z900', [{ name: 'ABS', price: 15990 }, { name: 'SE', price: 18990 }], motorbike(0.948, 4, 5.8, 17, '98.6Nm @ 7700rpm'), [2017, 2026], 2070)
const KLX300 = bike('Kawasaki', 'KLX300', [{ name: 'R', price: 9990 }], motorbike(0.292, 1, 3.6, 8, '26Nm @ 7000rpm'), [2020, 2026], 2230)
const MT07 = bike('Yamaha', 'MT-07', [{ name: 'LAMS', price: 12499 }, { name: 'HO', price: 13499 }], motorbike(0.689, 2, 4.2, 14, '67Nm @ 6500rpm'), [2014, 2026], 2085)
const R3 = bike('Yamaha', 'YZF-R3', [{ name: 'LAMS', price: 8999 }], motorbike(0.321, 2, 3.8, 14, '29.6Nm @ 9000rpm'), [2015, 2026], 2090)
const TENERE = bike('Yamaha', 'Tenere 700', [{ name: 'Standard', price: 17999 }, { name: 'World Raid', price: 22299 }], motorbike(0.689, 2, 4.3, 16, '68Nm @ 6500rpm'), [2019, 2026], 2370)
const STREETBOB = bike('Harley-Davidson', 'Street Bob', [{ name: '114', price: 27995 }], motorbike(1.868, 2, 5.6, 13, '155Nm @ 3250rpm'), [2018, 2026], 2320)
const FATBOY = bike('Harley-Davidson', 'Fat Boy', [{ name: '114', price: 36995 }], motorbike(1.868, 2, 5.5, 19, '155Nm @ 3250rpm'), [2018, 2026], 2370)

const truck = (make: string, model: string, series: string, badges: BadgeSpec[], power: Powertrain, gvm: number, length: number): ModelSpec => ({
  make, model, series, item: 'truck', body: 'lightTruck', kind: 'truck', bodyconfiguration: 'Cab Chassis', seats: 3, doors: 2,
  years: [2014, 2026], resale: 0.9, pt: power, badges, dims: dims(length, 1995, 2280, gvm, 3500),
})
const NPR = truck('Isuzu', 'NPR', 'N Series', [{ name: '45-155', price: 79990 }, { name: '65-190 Tradepack', price: 92990 }], diesel(3.0, 4, 14.0, 100, '375Nm @ 1600rpm', '6 SP AUTOMATED MANUAL', 6, 'RWD'), 4500, 6150)
const NLR = truck('Isuzu', 'NLR', 'N Series', [{ name: '45-150', price: 72990 }], diesel(3.0, 4, 12.5, 100, '375Nm @ 1600rpm', '6 SP AUTOMATED MANUAL', 6, 'RWD'), 4500, 5400)
const FRR = truck('Isuzu', 'FRR', 'F Series', [{ name: '110-260', price: 139990 }], diesel(5.2, 4, 20.0, 200, '761Nm @ 1600rpm', '6 SP AUTOMATIC', 6, 'RWD'), 11000, 8100)
const HINO300 = truck('Hino', '300 Series', '300 Series', [{ name: '617', price: 78990 }, { name: '917 Wide Cab', price: 94990 }], diesel(4.0, 4, 14.5, 100, '464Nm @ 1400rpm', '6 SP AUTOMATED MANUAL', 6, 'RWD'), 6500, 6200)
const HINO500 = truck('Hino', '500 Series', '500 Series', [{ name: 'FD 1124', price: 149990 }], diesel(7.7, 6, 22.0, 200, '882Nm @ 1500rpm', '6 SP AUTOMATIC', 6, 'RWD'), 11000, 8400)
const CANTER = truck('Fuso', 'Canter', 'FEB', [{ name: '515 Wide Cab', price: 74990 }, { name: '918 Wide Cab', price: 89990 }], diesel(3.0, 4, 13.0, 100, '370Nm @ 1600rpm', '6 SP AUTO DUAL CLUTCH', 6, 'RWD'), 5500, 6000)

const caravan = (make: string, model: string, badges: BadgeSpec[], spec: NonNullable<ModelSpec['caravan']>): ModelSpec => ({
  make, model, item: 'caravan', body: 'caravan', kind: 'caravan', bodyconfiguration: 'Caravan', seats: 0, doors: 1,
  years: [2016, 2026], resale: 0.93, pt: noEngine(), badges, dims: dims(Math.round(spec.body_length[1] * 305), Math.round(spec.body_width * 305), 3000, spec.aggregate_trailer_mass, null), caravan: spec,
})
const JOURNEY = caravan('Jayco', 'Journey', [{ name: 'Outback 21.65-3', price: 89990 }, { name: 'Outback 19.61-3', price: 84990 }], { body_width: 7.8, body_length: [19, 21], tare_weight: 2250, axle_type: 'Tandem', sleeps: 4, aggregate_trailer_mass: 2800 })
const CROSSTRAK = caravan('Jayco', 'Crosstrak', [{ name: '14.44-1', price: 64990 }], { body_width: 7.5, body_length: [14, 15], tare_weight: 1780, axle_type: 'Single', sleeps: 2, aggregate_trailer_mass: 2200 })
const ASPIRE = caravan('Avan', 'Aspire', [{ name: '503 Deluxe', price: 59990 }, { name: '553 Deluxe', price: 64990 }], { body_width: 7.2, body_length: [15, 17], tare_weight: 1150, axle_type: 'Single', sleeps: 4, aggregate_trailer_mass: 1500 })
const MANTARAY = caravan('New Age', 'Manta Ray', [{ name: '19ERD', price: 94990 }], { body_width: 7.9, body_length: [19, 20], tare_weight: 2480, axle_type: 'Tandem', sleeps: 2, aggregate_trailer_mass: 3200 })

/** Weighted pools the generator draws from. */
export const NEW_STOCK = {
  toyota: [[HILUX, 6], [RAV4, 6], [COROLLA, 4], [LANDCRUISER, 3], [PRADO, 2], [CAMRY, 2], [KLUGER, 2], [YARIS_CROSS, 3], [HIACE, 1]],
  mazda: [[CX5, 6], [CX30, 5], [MAZDA3, 4], [BT50, 4], [CX3, 2], [CX60, 2], [MX5, 1]],
  hyundai: [[I30, 5], [TUCSON, 5], [KONA, 4], [SANTAFE, 2], [IONIQ5, 2], [STARIA, 1]],
  bikes: [[NINJA650, 3], [Z900, 2], [KLX300, 1], [MT07, 3], [R3, 2], [TENERE, 2], [STREETBOB, 2], [FATBOY, 1]],
  trucks: [[NPR, 3], [NLR, 2], [FRR, 1], [HINO300, 3], [HINO500, 1], [CANTER, 2]],
  caravans: [[JOURNEY, 2], [CROSSTRAK, 1], [ASPIRE, 2], [MANTARAY, 1]],
} as const satisfies Record<string, readonly (readonly [ModelSpec, number])[]>

/** Trade-ins and auction stock: what a used-car yard in Australia carries. */
export const USED_STOCK: readonly (readonly [ModelSpec, number])[] = [
  [HILUX, 8], [RANGER, 8], [RAV4, 6], [COROLLA, 6], [CX5, 6], [I30, 5], [TRITON, 5], [NAVARA, 4], [MAZDA3, 5], [TUCSON, 4],
  [PRADO, 4], [EVEREST, 3], [KLUGER, 3], [CAMRY, 4], [XTRAIL, 4], [OUTLANDER, 4], [CERATO, 4], [SPORTAGE, 4], [CARNIVAL, 2],
  [GOLF, 3], [AMAROK, 2], [FORESTER, 3], [OUTBACK, 2], [CRV, 3], [CIVIC, 2], [COMMODORE, 3], [COLORADO, 3], [DMAX, 4], [MUX, 2],
  [ZS, 3], [MG3, 2], [MODEL3, 2], [ATTO3, 1], [SWIFT, 3], [X5, 1], [BMW3, 2], [CCLASS, 2], [GLC, 1], [Q5, 1], [GRAND_CHEROKEE, 2],
  [T60, 2], [CANNON, 2], [H6, 2], [RX, 1], [PATROL, 1], [MUSTANG, 1], [BT50, 3], [CX30, 2], [KONA, 2], [SANTAFE, 2], [LANDCRUISER, 1],
  [YARIS_CROSS, 1], [CX3, 2],
]

export const USED_BIKES = NEW_STOCK.bikes
export const USED_TRUCKS = NEW_STOCK.trucks
export const USED_CARAVANS = NEW_STOCK.caravans

/** Models shown in menus ("Vehicles" dropdown, footer "Models" column) per tenant. */
export const MENU_MODELS: Record<string, { make: string; model: string }[]> = {
  harbour: [HILUX, RAV4, COROLLA, LANDCRUISER, CX5, CX30, BT50, TUCSON, I30, KONA].map((m) => ({ make: m.make, model: m.model })),
  'coastal-mazda': [CX5, CX30, MAZDA3, BT50, CX3, CX60, MX5].map((m) => ({ make: m.make, model: m.model })),
  'westside-used': [HILUX, RANGER, RAV4, COROLLA, CX5, TRITON, I30].map((m) => ({ make: m.make, model: m.model })),
}

// ----- Equipment -------------------------------------------------------------------------------

export const CAR_EQUIPMENT = [
  'Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Rear Parking Sensors', 'Front Parking Sensors', 'Adaptive Cruise Control',
  'Lane Keep Assist', 'Blind Spot Monitoring', 'Autonomous Emergency Braking', 'Rear Cross Traffic Alert', 'Keyless Entry',
  'Push Button Start', 'Dual Zone Climate Control', 'Heated Front Seats', 'Leather Upholstery', 'Power Tailgate', 'Sunroof',
  'Wireless Phone Charger', 'Digital Radio (DAB+)', 'Satellite Navigation', 'LED Headlights', 'Alloy Wheels', '360 Degree Camera',
  'Head-Up Display', 'Auto Dimming Rear View Mirror', 'Rain Sensing Wipers', 'Bluetooth Connectivity', 'Electric Parking Brake',
  'Traffic Sign Recognition', 'Driver Attention Alert', 'Power Adjustable Driver Seat', 'Rear Air Vents', 'USB-C Charging Ports',
]
export const UTE_EQUIPMENT = ['Tow Bar', 'Tub Liner', 'Side Steps', 'Hill Descent Control', 'Rear Differential Lock', 'Nudge Bar', 'Roller Shutter', 'Canopy', 'Sports Bar', 'Bash Plate']
export const SUV_EQUIPMENT = ['Roof Rails', 'Third Row Seating', 'Hill Descent Control', 'Tow Bar', 'Rear Privacy Glass', 'Terrain Select']
export const BIKE_EQUIPMENT = ['ABS', 'Traction Control', 'Ride Modes', 'LED Lighting', 'TFT Display', 'Slipper Clutch', 'Quickshifter', 'Cruise Control', 'Bluetooth Connectivity', 'USB Charging', 'Heated Grips', 'Tail Tidy']
export const TRUCK_EQUIPMENT = ['Air Conditioning', 'Electronic Stability Control', 'Reversing Camera', 'Bluetooth Connectivity', 'Cruise Control', 'Exhaust Brake', 'Driver Airbag', 'Lane Departure Warning', 'Autonomous Emergency Braking', 'Tow Hitch', 'Alloy Tray', 'Pantech Body', 'Tail Lifter', 'Power Windows', 'Central Locking']
export const CARAVAN_EQUIPMENT = ['Queen Bed', 'Ensuite Shower and Toilet', 'Solar Panels', '12V Compressor Fridge', 'Gas Cooktop', 'Microwave', 'Air Conditioning', 'Roll Out Awning', 'External Shower', 'Twin 95L Water Tanks', 'Independent Suspension', 'Electric Brakes', 'Washing Machine', 'Smart TV with Antenna', 'Lithium Battery', 'Diesel Heater', 'Slide Out Kitchen', 'Bunk Beds']
