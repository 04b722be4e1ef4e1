/**
 * What the search box suggests as the shopper types: recent searches first, then the tenant's makes, models and
 * bodies completing the words being typed, each the box's whole new text.
 */
import { RECENT_KEPT, rememberSearch } from '@/domain/search/recentSearches'
import { MAX_SUGGESTIONS, suggest, type SuggestWords } from '@/domain/search/suggest'

const words: SuggestWords = {
  makes: ['Toyota', 'Mazda', 'Land Rover', 'Tesla'],
  models: { Toyota: ['HiLux', 'Corolla', 'LandCruiser'], Mazda: ['CX-5', 'BT-50'], 'Land Rover': ['Defender'] },
  bodies: ['SUV', 'Ute', 'People Mover'],
}

describe('suggest', () => {
  it('completes the word being typed, keeping the words before it', () => {
    expect(suggest('white to', words, [])).toEqual([
      { kind: 'make', text: 'white Toyota', label: 'Toyota' },
      { kind: 'model', text: 'white Toyota HiLux', label: 'Toyota HiLux' },
      { kind: 'model', text: 'white Toyota Corolla', label: 'Toyota Corolla' },
      { kind: 'model', text: 'white Toyota LandCruiser', label: 'Toyota LandCruiser' },
    ])
  })

  it('finds a model by its own name and by its letters ("cx5" → CX-5)', () => {
    expect(suggest('hilu', words, []).map((s) => s.text)).toEqual(['Toyota HiLux'])
    expect(suggest('cx5', words, []).map((s) => s.text)).toEqual(['Mazda CX-5'])
  })

  it('completes a name of two words typed as two ("land ro" → Land Rover)', () => {
    expect(suggest('land ro', words, []).map((s) => s.label)).toEqual(['Land Rover', 'Land Rover Defender'])
  })

  it('suggests body types ("peo" → People Mover)', () => {
    expect(suggest('7 seat peo', words, [])).toEqual([
      { kind: 'body', text: '7 seat People Mover', label: 'People Mover' },
    ])
  })

  it('an empty box offers the recent searches; typing keeps those that contain it, first', () => {
    const recent = ['suv under 30k', 'toyota hilux', 'red ute']
    expect(suggest('', words, recent).map((s) => s.text)).toEqual(recent)
    expect(suggest('ut', words, recent).map((s) => [s.kind, s.text])).toEqual([
      ['recent', 'red ute'],
      ['body', 'Ute'],
    ])
  })

  it('lists at most MAX_SUGGESTIONS, and nothing for words nothing completes', () => {
    const many: SuggestWords = { makes: Array.from({ length: 20 }, (_, i) => `Make${i}`), models: {}, bodies: [] }
    expect(suggest('mak', many, [])).toHaveLength(MAX_SUGGESTIONS)
    expect(suggest('zzz', words, [])).toEqual([])
  })
})

describe('rememberSearch', () => {
  it('puts the newest first, once, and keeps RECENT_KEPT', () => {
    expect(rememberSearch(['a', 'b', 'c'], ' B ')).toEqual(['B', 'a', 'c'])
    expect(rememberSearch(['1', '2', '3', '4', '5'], '6')).toHaveLength(RECENT_KEPT)
    expect(rememberSearch(['a'], '  ')).toEqual(['a'])
  })
})
