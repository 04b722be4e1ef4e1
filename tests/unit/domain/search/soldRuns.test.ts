import { collapseSoldRuns } from '@/domain/search/soldRuns'

const h = (id: string, status: string) => ({ id, status })
const ids = (hits: { id: string }[]) => hits.map((x) => x.id)

describe('collapseSoldRuns', () => {
  it('SRP-16 when all hits are sold, all of them are shown', () => {
    const hits = [h('a', 'sold'), h('b', 'sold'), h('c', 'sold')]
    expect(ids(collapseSoldRuns(hits))).toEqual(['a', 'b', 'c'])
  })

  it('SRP-17 otherwise only the first of each consecutive run of sold hits is kept', () => {
    const hits = [
      h('a', 'in_stock'),
      h('b', 'sold'),
      h('c', 'sold'),
      h('d', 'sold'),
      h('e', 'coming_soon'),
      h('f', 'sold'),
      h('g', 'sold'),
    ]
    expect(ids(collapseSoldRuns(hits))).toEqual(['a', 'b', 'e', 'f'])
  })

  it('SRP-17 a run at the start keeps its first hit; single sold hits stay', () => {
    const hits = [h('a', 'sold'), h('b', 'sold'), h('c', 'in_stock'), h('d', 'sold'), h('e', 'in_stock')]
    expect(ids(collapseSoldRuns(hits))).toEqual(['a', 'c', 'd', 'e'])
  })

  it('SRP-17 no sold hits: unchanged; empty: empty; the input is not mutated', () => {
    const hits = [h('a', 'in_stock'), h('b', 'coming_soon')]
    expect(ids(collapseSoldRuns(hits))).toEqual(['a', 'b'])
    expect(collapseSoldRuns([])).toEqual([])
    const mixed = [h('a', 'sold'), h('b', 'sold'), h('c', 'in_stock')]
    const out = collapseSoldRuns(mixed)
    expect(mixed).toHaveLength(3)
    expect(out).not.toBe(mixed)
  })

  it('SRP-16 a single sold hit on its own is shown', () => {
    expect(ids(collapseSoldRuns([h('a', 'sold')]))).toEqual(['a'])
  })
})
