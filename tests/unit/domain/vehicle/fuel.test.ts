import {
  formatFuelCost,
  fuelCost,
  fuelEconomy,
  FUEL_DEFAULTS,
  isElectricFuel,
  parseFuelInput,
} from '@/domain/vehicle/fuel'

describe('fuel calculator', () => {
  it("FUE-01 strips 'kms', '$' and commas before calculating", () => {
    expect(parseFuelInput('250 kms')).toBe(250)
    expect(parseFuelInput('1,250kms')).toBe(1250)
    expect(parseFuelInput('$1.70')).toBe(1.7)
    expect(parseFuelInput('$2,000.5')).toBe(2000.5)
    expect(parseFuelInput('')).toBeNaN()
    expect(parseFuelInput('abc')).toBeNaN()
    expect(parseFuelInput(3)).toBe(3)
  })

  it('FUE-02 FUE-03 FUE-04 defaults: 1.70 $/L, 250 km a week, 10 L/100km', () => {
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, kmsPerWeek: 250, economy: 10 })
    expect(fuelEconomy({})).toBe(10)
    expect(fuelEconomy(null)).toBe(10)
    expect(fuelEconomy({ fuelconsumptioncombined: null })).toBe(10)
    expect(fuelEconomy({ fuelconsumptioncombined: 'null' })).toBe(10)
    expect(fuelEconomy({ fuelconsumptioncombined: 0 })).toBe(10)
    expect(fuelEconomy({ fuelconsumptioncombined: 7.6 })).toBe(7.6)
    expect(fuelEconomy({ fuelconsumptioncombined: '8.2' })).toBe(8.2)
    expect(fuelEconomy({ fuelconsumptioncombined: '6.1L/100km' })).toBe(6.1)
  })

  it('FUE-05 FUE-06 result = distance/100 × economy × price, to 2 decimals', () => {
    expect(fuelCost(250, 10, 1.7)).toBeCloseTo(42.5, 10)
    expect(formatFuelCost(fuelCost('250 kms', 10, '$1.70')!)).toBe('42.50')
    expect(formatFuelCost(fuelCost('250', 8.2, '1.70')!)).toBe('34.85')
    expect(formatFuelCost(fuelCost('333', 7.3, '1.899')!)).toBe('46.16')
    expect(formatFuelCost(fuelCost('10,000 kms', 10, '$2')!)).toBe('2,000.00')
    expect(fuelCost('', 10, 1.7)).toBeNull()
    expect(fuelCost('-5', 10, 1.7)).toBeNull()
  })

  it('FUE-07 hidden for electric fuel types; hybrids keep it', () => {
    expect(isElectricFuel('Electric')).toBe(true)
    expect(isElectricFuel(null, 'Electric Motor')).toBe(true)
    expect(isElectricFuel('EV')).toBe(true)
    expect(isElectricFuel('Hybrid')).toBe(false)
    expect(isElectricFuel('Petrol - Electric Hybrid')).toBe(false)
    expect(isElectricFuel('Petrol', 'Unleaded Petrol')).toBe(false)
    expect(isElectricFuel(null, undefined)).toBe(false)
  })
})
