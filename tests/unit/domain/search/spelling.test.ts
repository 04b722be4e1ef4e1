import { correctKeyword, editDistance, typoAllowance, type SpellingVocabulary } from '@/domain/search/spelling'

const vocabulary: SpellingVocabulary = {
  makes: ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Mitsubishi'],
  models: {
    Toyota: ['HiLux', 'RAV4', 'Corolla', 'LandCruiser'],
    Mazda: ['CX-5', 'CX-30', 'BT-50', 'Mazda3'],
    Ford: ['Ranger'],
    Hyundai: ['i30', 'Kona', 'Tucson'],
    Mitsubishi: ['Triton'],
  },
  words: ['Ute', 'SUV', 'Hatch'],
}
const fix = (text: string) => correctKeyword(text, vocabulary)?.corrected ?? null

describe('correctKeyword (typo tolerance for make and model names)', () => {
  it('fixes one-letter slips in make and model names', () => {
    expect(fix('hilxu')).toBe('HiLux')
    expect(fix('toyta')).toBe('Toyota')
    expect(fix('toyta hilxu')).toBe('Toyota HiLux')
    expect(fix('rangr')).toBe('Ranger')
    expect(fix('mitsubishy triton')).toBe('Mitsubishi triton')
    expect(fix('landcruser')).toBe('LandCruiser')
  })

  it('reads names without their spaces and hyphens: "mazda cx5", "cx 5" → CX-5', () => {
    expect(fix('mazda cx5')).toBe('mazda CX-5')
    expect(fix('cx 5')).toBe('CX-5')
    expect(fix('CX-5')).toBeNull()
    expect(fix('bt50 ute')).toBe('BT-50 ute')
  })

  it('exact matches always win and other words stay as typed', () => {
    expect(fix('hilux')).toBeNull()
    expect(fix('HiLux SR5')).toBeNull()
    expect(fix('kona')).toBeNull()
    expect(fix('ute')).toBeNull()
    expect(fix('white diesel')).toBeNull()
    expect(fix('12345')).toBeNull()
    expect(fix('suv')).toBeNull()
    // too short to guess at
    expect(fix('frd')).toBeNull()
    expect(correctKeyword('', vocabulary)).toBeNull()
    expect(correctKeyword('hilxu', { makes: [], models: {} })).toBeNull()
  })

  it('reports the original and the corrected keyword', () => {
    expect(correctKeyword('  hilxu  ', vocabulary)).toEqual({ original: 'hilxu', corrected: 'HiLux' })
  })
})

describe('editDistance / typoAllowance', () => {
  it('counts an adjacent transposition as one edit', () => {
    expect(editDistance('hilxu', 'hilux')).toBe(1)
    expect(editDistance('toyta', 'toyota')).toBe(1)
    expect(editDistance('abc', 'abc')).toBe(0)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
  it('allows more edits in longer words', () => {
    expect([3, 4, 6, 7, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2])
  })
})
