import {
  DEFAULT_DEPOSIT_TEXT,
  depositText,
  isTestDriveOnly,
  reserveAmountText,
  reserveButtonLabel,
  vehicleButtons,
  type ButtonConfig,
  type ButtonVehicle,
} from '@/domain/vehicle/buttons'

const car: ButtonVehicle = {
  id: '42',
  slug: '2022-mazda-cx-5-h1234',
  status: 'in_stock',
  tag: null,
  reserved: false,
  file: null,
}
const all: ButtonConfig = {
  reserve: true,
  reserveAmount: 500,
  buyOnline: true,
  checkoutPath: 'checkout',
  tradeIn: true,
}
const kinds = (v: ButtonVehicle, c: ButtonConfig) => vehicleButtons(v, c).map((b) => b.kind)

describe('button visibility', () => {
  it('VDP-51 an in-stock car with every feature on shows Reserve, Buy Online, Trade-in and Get Finance', () => {
    expect(kinds(car, all)).toEqual(['reserve', 'buyOnline', 'tradeIn', 'finance'])
  })

  it('VDP-54 a sold car or any other status shows no buttons', () => {
    expect(vehicleButtons({ ...car, status: 'sold' }, all)).toEqual([])
    expect(vehicleButtons({ ...car, status: 'withdrawn' }, all)).toEqual([])
  })

  it('VDP-52 a coming-soon car keeps its buttons', () => {
    expect(kinds({ ...car, status: 'coming_soon' }, all)).toEqual(['reserve', 'buyOnline', 'tradeIn', 'finance'])
  })

  it('RES-01 RES-08 Reserve and Buy Online only when the tenant enables them', () => {
    expect(kinds(car, { ...all, reserve: false })).not.toContain('reserve')
    expect(kinds(car, { ...all, buyOnline: false })).not.toContain('buyOnline')
  })

  it("RES-02 a 'Test Drive Only' item cannot be reserved or bought online", () => {
    expect(isTestDriveOnly('Test Drive Only')).toBe(true)
    expect(isTestDriveOnly(' test drive only ')).toBe(true)
    expect(isTestDriveOnly('runout sale')).toBe(false)
    expect(kinds({ ...car, tag: 'Test Drive Only' }, all)).toEqual(['tradeIn', 'finance'])
  })

  it('a car already reserved cannot be reserved again', () => {
    expect(kinds({ ...car, reserved: true }, all)).toEqual(['tradeIn', 'finance'])
  })

  it('reserve and buy online go to the checkout path the tenant uses', () => {
    const [reserve] = vehicleButtons(car, all)
    expect(reserve!.href).toBe('/cars/2022-mazda-cx-5-h1234/checkout')
    expect(vehicleButtons(car, { ...all, checkoutPath: 'buy-online' })[0]!.href).toBe(
      '/cars/2022-mazda-cx-5-h1234/buy-online',
    )
  })

  it('VDP-59 Trade-in only when trade-in is enabled', () => {
    expect(kinds(car, { ...all, tradeIn: false })).not.toContain('tradeIn')
    expect(vehicleButtons(car, all).find((b) => b.kind === 'tradeIn')!.href).toBe('/cars/trade-in?car_id=42')
  })

  it('VDP-60 History report only when the car has a file, opened in a new tab', () => {
    expect(kinds(car, all)).not.toContain('historyReport')
    const report = vehicleButtons({ ...car, file: 'https://reports.example.au/abc.pdf' }, all).find(
      (b) => b.kind === 'historyReport',
    )
    expect(report).toEqual({
      kind: 'historyReport',
      label: 'History Report',
      href: 'https://reports.example.au/abc.pdf',
      external: true,
    })
    expect(kinds({ ...car, file: 'javascript:alert(1)' }, all)).not.toContain('historyReport')
  })

  it('Get Finance uses the link the caller builds and can be left out', () => {
    expect(vehicleButtons(car, all, '/finance?car_id=42#finance-form').at(-1)!.href).toBe(
      '/finance?car_id=42#finance-form',
    )
    expect(kinds(car, all).at(-1)).toBe('finance')
    expect(vehicleButtons(car, all, null).map((b) => b.kind)).not.toContain('finance')
  })
})

describe('reserve label', () => {
  it("RES-03 an amount of null, empty or '$0' is omitted from the label", () => {
    for (const amount of [null, undefined, '', ' ', '$0', 0, '0', -5]) {
      expect(reserveAmountText(amount)).toBeNull()
      expect(reserveButtonLabel(amount)).toBe('Reserve Online')
    }
  })

  it('RES-03 a positive amount is shown in dollars', () => {
    expect(reserveButtonLabel(500)).toBe('Reserve for $500')
    expect(reserveButtonLabel('$1,000')).toBe('Reserve for $1,000')
    expect(reserveButtonLabel('250')).toBe('Reserve for $250')
  })

  it('RES-04 with no amount the deposit text is $200', () => {
    expect(DEFAULT_DEPOSIT_TEXT).toBe('$200')
    expect(depositText(null)).toBe('$200')
    expect(depositText('$0')).toBe('$200')
    expect(depositText(750)).toBe('$750')
  })
})
