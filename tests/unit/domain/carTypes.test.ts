import { CAR_TYPE_LABELS, carTypeLabel } from '@/domain/carTypes'

describe('car type labels', () => {
  it('SRP-36 new, demo, used in that order, with their display names', () => {
    expect(Object.keys(CAR_TYPE_LABELS)).toEqual(['new', 'demo', 'used'])
    expect(['new', 'demo', 'used'].map(carTypeLabel)).toEqual(['New', 'Demo', 'Used'])
  })

  it('an unknown value is shown as stored', () => {
    expect(carTypeLabel('classic')).toBe('classic')
  })
})
