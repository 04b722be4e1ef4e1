import { ARRAY_ATTRIBUTES, isArrayAttribute, valueKind } from '@/domain/search/attributes'
import { FACET_ATTRIBUTES, REFINEMENT_ATTRIBUTES } from '@/domain/search/types'

describe('search attributes', () => {
  it('categories and filtered_features hold several values; both are facets and refinements', () => {
    expect(ARRAY_ATTRIBUTES).toEqual(['categories', 'filtered_features'])
    for (const attr of ARRAY_ATTRIBUTES) {
      expect(FACET_ATTRIBUTES).toContain(attr)
      expect(REFINEMENT_ATTRIBUTES).toContain(attr)
      expect(isArrayAttribute(attr)).toBe(true)
    }
    expect(isArrayAttribute('make')).toBe(false)
  })

  it('year and seats are numbers, certified a boolean, the rest text', () => {
    expect(['year', 'seats', 'certified', 'categories', 'make', 'price_range'].map(valueKind)).toEqual([
      'number',
      'number',
      'boolean',
      'array',
      'text',
      'text',
    ])
  })
})
