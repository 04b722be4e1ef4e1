import { COMING_SOON_TAG } from '@/domain/cardTag'
import { isInStock, isInStockForSidebar, itemNoun, soldMessage, statusTag } from '@/domain/vehicle/status'

describe('vehicle status', () => {
  it('VDP-52 the sidebar treats coming_soon as in stock; the strict rule does not', () => {
    expect(isInStockForSidebar('in_stock')).toBe(true)
    expect(isInStockForSidebar('coming_soon')).toBe(true)
    expect(isInStockForSidebar('sold')).toBe(false)
    expect(isInStockForSidebar('withdrawn')).toBe(false)
    expect(isInStock('coming_soon')).toBe(false)
  })

  it('coming_soon gives a COMING SOON tag', () => {
    expect(statusTag('coming_soon')).toBe(COMING_SOON_TAG)
    expect(COMING_SOON_TAG).toBe('COMING SOON')
    expect(statusTag('in_stock')).toBeNull()
  })

  it('VDP-53 ERR-20 the sold message names a car or a motorcycle', () => {
    expect(soldMessage('car')).toEqual({
      title: 'Unfortunately this car recently sold.',
      text: "But don't worry, we can help you find a similar car!",
      prompt: 'Like this and want something similar?',
      button: 'Find Me Something Similar',
    })
    expect(soldMessage('motorcycle').title).toBe('Unfortunately this motorcycle recently sold.')
    expect(soldMessage('motorcycle').text).toBe("But don't worry, we can help you find a similar motorcycle!")
    expect(itemNoun('caravan')).toBe('car')
  })
})
