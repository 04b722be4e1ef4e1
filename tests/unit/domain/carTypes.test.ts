import { CAR_TYPE_LABELS, carTypeLabel, stockPhrase } from '@/domain/carTypes'
import { listedStockPhrase, listingCriteria } from '@/domain/search/stockFilter'

describe('car type labels', () => {
  it('SRP-36 new, demo, used in that order, with their display names', () => {
    expect(Object.keys(CAR_TYPE_LABELS)).toEqual(['new', 'demo', 'used'])
    expect(['new', 'demo', 'used'].map(carTypeLabel)).toEqual(['New', 'Demo', 'Used'])
  })

  it('an unknown value is shown as stored', () => {
    expect(carTypeLabel('classic')).toBe('classic')
  })
})

describe('the stock a site lists, in words', () => {
  it('follows the stock filter preset: a used-only dealer says used cars, never new or demo', () => {
    expect(stockPhrase(null)).toBe('New, demo and used cars')
    expect(stockPhrase(listingCriteria({ filterPreset: 0, soldLingerDays: 3, now: new Date() }).carTypes)).toBe(
      'New, demo and used cars',
    )
    // the used template's preset (1: used only)
    expect(stockPhrase(listingCriteria({ filterPreset: 1, soldLingerDays: 3, now: new Date() }).carTypes)).toBe(
      'Used cars',
    )
    expect(stockPhrase(['demo', 'new'])).toBe('New and demo cars')
    expect(stockPhrase(['used', 'demo'])).toBe('Demo and used cars')
    expect(stockPhrase([])).toBe('New, demo and used cars')
    // by preset number, as the layout and the search page's description ask
    expect(listedStockPhrase(0)).toBe('New, demo and used cars')
    expect(listedStockPhrase(1)).toBe('Used cars')
    expect(listedStockPhrase(5)).toBe('New and demo cars')
    expect(listedStockPhrase(99)).toBe('New, demo and used cars')
  })
})
