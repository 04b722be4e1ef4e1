import {
  BRAND_PROMO_KINDS,
  BRAND_PROMO_POSITION,
  BRAND_PROMOS,
  brandPromoCandidates,
  drawPromoOffsets,
  isPromoEligible,
  pickBrandPromo,
  placePromoTiles,
  type PromoSlot,
} from '@/domain/search/promoPlacement'

const now = new Date('2026-11-22T12:00:00Z')
const hits = (n: number) => Array.from({ length: n }, (_, i) => `h${i + 1}`)
const tile = (id: string, positions: number[], extra: Partial<PromoSlot> = {}): PromoSlot => ({
  id,
  positions,
  randomShuffle: false,
  carTypes: [],
  ...extra,
})
/** The grid as ids: hits by name, tiles as [id]. */
const grid = (items: ReturnType<typeof placePromoTiles<string, PromoSlot>>) =>
  items.map((i) => (i.kind === 'hit' ? i.hit : `[${i.tile.id}]`))
const opts = { carTypes: [], now }

describe('placePromoTiles', () => {
  it('SRP-06 a tile at position 5 is the 5th item of the grid', () => {
    expect(grid(placePromoTiles(hits(8), [tile('A', [5])], opts))).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      '[A]',
      'h5',
      'h6',
      'h7',
      'h8',
    ])
  })

  // SRP-06 adapted: a tile never shows twice on a page, so of positions 5 and 10 only the first is used.
  it('SRP-06 a tile with positions 5 and 10 shows once, at 5 (never the same tile twice on a page)', () => {
    const out = grid(placePromoTiles(hits(12), [tile('A', [5, 10])], opts))
    expect(out.indexOf('[A]')).toBe(4)
    expect(out.filter((x) => x === '[A]')).toHaveLength(1)
    expect(out.filter((x) => !x.startsWith('['))).toEqual(hits(12))
    expect(out).toHaveLength(13)
  })

  it('SRP-06 two tiles with the same title and link are one tile: the second is not shown', () => {
    const a = { ...tile('A', [2]), title: 'Finance', href: '/finance' }
    const b = { ...tile('B', [8]), title: 'Finance', href: '/finance' }
    expect(grid(placePromoTiles(hits(10), [a, b], opts)).filter((x) => x.startsWith('['))).toEqual(['[A]'])
  })

  it('SRP-06 at most one tile per row at 1, 2 and 3 columns, whatever the positions and shuffles', () => {
    let seed = 7
    const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (let run = 0; run < 200; run++) {
      const tiles = Array.from({ length: 4 }, (_, i) =>
        tile(`T${i}`, [1 + Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 24)], { randomShuffle: rnd() < 0.5 }),
      )
      const out = grid(placePromoTiles(hits(21), tiles, { ...opts, random: rnd }))
      const slots = out.flatMap((x, i) => (x.startsWith('[') ? [i] : []))
      expect(new Set(out.filter((x) => x.startsWith('['))).size).toBe(slots.length)
      for (const columns of [1, 2, 3]) {
        const rows = slots.map((i) => Math.floor(i / columns))
        expect(new Set(rows).size).toBe(rows.length)
      }
    }
  })

  it('SRP-06 position sets 8 and 17 for two tiles; hits keep their order', () => {
    const out = grid(placePromoTiles(hits(21), [tile('A', [8]), tile('B', [17])], opts))
    expect(out[7]).toBe('[A]')
    expect(out[16]).toBe('[B]')
    expect(out.filter((x) => !x.startsWith('['))).toEqual(hits(21))
  })

  it('SRP-07 random shuffle adds an offset of 0–2 (random injected)', () => {
    const at = (r: number) =>
      grid(placePromoTiles(hits(10), [tile('A', [6], { randomShuffle: true })], { ...opts, random: () => r })).indexOf(
        '[A]',
      ) + 1
    expect(at(0)).toBe(6)
    expect(at(0.34)).toBe(7)
    expect(at(0.67)).toBe(8)
    expect(at(0.999999)).toBe(8)
  })

  it('SRP-07 without random shuffle the position is exact even with a random source', () => {
    expect(grid(placePromoTiles(hits(10), [tile('A', [6])], { ...opts, random: () => 0.9 })).indexOf('[A]')).toBe(5)
  })

  it('SRP-08 a tile shows only between its start and expiry times', () => {
    const before = tile('A', [2], { startsAt: '2026-11-23T00:00:00Z' })
    const after = tile('B', [2], { expiresAt: '2026-11-22T12:00:00Z' })
    const live = tile('C', [2], { startsAt: '2026-11-01T00:00:00Z', expiresAt: '2026-12-01T00:00:00Z' })
    expect(grid(placePromoTiles(hits(3), [before, after, live], opts))).toEqual(['h1', '[C]', 'h2', 'h3'])
  })

  it('SRP-09 a tile shows only for its listed car types', () => {
    const used = tile('U', [2], { carTypes: ['used'] })
    const newDemo = tile('N', [3], { carTypes: ['new', 'demo'] })
    const all = tile('X', [4], { carTypes: [] })
    // (tiles keep three slots apart, so X moves from 4 to the next slot out of U's or N's row)
    expect(grid(placePromoTiles(hits(5), [used, newDemo, all], { ...opts, carTypes: ['used'] }))).toEqual([
      'h1',
      '[U]',
      'h2',
      'h3',
      '[X]',
      'h4',
      'h5',
    ])
    expect(grid(placePromoTiles(hits(5), [used, newDemo, all], { ...opts, carTypes: ['demo'] }))).toEqual([
      'h1',
      'h2',
      '[N]',
      'h3',
      'h4',
      '[X]',
      'h5',
    ])
    // results for all car types: every tile, one per row
    expect(grid(placePromoTiles(hits(5), [used, newDemo, all], opts))).toEqual([
      'h1',
      '[U]',
      'h2',
      'h3',
      '[N]',
      'h4',
      'h5',
      '[X]',
    ])
    // SRP-09 tightened: results filtered to any car type the tile does not list hide it.
    expect(isPromoEligible(used, { carTypes: ['new', 'used'], now })).toBe(false)
    expect(isPromoEligible(newDemo, { carTypes: ['used'], now })).toBe(false)
    expect(isPromoEligible(newDemo, { carTypes: ['new', 'demo'], now })).toBe(true)
  })

  it('SRP-06 two tiles never share a slot or a row: the later one moves to the first slot three past', () => {
    const out = grid(placePromoTiles(hits(10), [tile('A', [5]), tile('B', [5])], opts))
    expect(out.slice(3, 9)).toEqual(['h4', '[A]', 'h5', 'h6', '[B]', 'h7'])
  })

  it('SRP-07 a shuffled tile landing on another tile’s slot moves on too', () => {
    const out = grid(
      placePromoTiles(hits(10), [tile('A', [7]), tile('B', [5], { randomShuffle: true })], {
        ...opts,
        random: () => 0.99,
      }),
    )
    expect(out.indexOf('[A]')).toBe(6)
    expect(out.indexOf('[B]')).toBe(9)
  })

  it('SRP-06 positions beyond the hits’ end are dropped; a tile right after the last hit stays', () => {
    expect(grid(placePromoTiles(hits(4), [tile('A', [5]), tile('B', [8])], opts))).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      '[A]',
    ])
    expect(grid(placePromoTiles(hits(3), [tile('A', [5])], opts))).toEqual(['h1', 'h2', 'h3'])
  })

  it('SRP-02 no hits, no tiles (the empty state shows)', () => {
    expect(placePromoTiles([], [tile('A', [1])], opts)).toEqual([])
  })

  it('SRP-06 invalid positions (0, negative, fractions) and duplicates are ignored', () => {
    expect(grid(placePromoTiles(hits(3), [tile('A', [0, -1, 1.5, 2, 2])], opts))).toEqual(['h1', '[A]', 'h2', 'h3'])
  })

  it('SRP-06 a tile at position 1 comes first', () => {
    expect(grid(placePromoTiles(hits(2), [tile('A', [1])], opts))).toEqual(['[A]', 'h1', 'h2'])
  })
})

describe('SRP-10 random brand promo at position 8', () => {
  const brand: PromoSlot = tile('BRAND', [BRAND_PROMO_POSITION])
  const reserved = { position: BRAND_PROMO_POSITION, tile: brand }
  const cfg = (extra: { randomBrandPromos?: boolean; tradeIn?: boolean; excludedSite?: boolean } = {}) => ({
    stock: { randomBrandPromos: extra.randomBrandPromos ?? true },
    features: { tradeIn: extra.tradeIn ?? true },
    finance: { excludedSite: extra.excludedSite ?? false },
  })

  it('SRP-10 the brand tile is the 8th item when no CMS tile takes 8', () => {
    const out = grid(placePromoTiles(hits(21), [tile('A', [5])], { ...opts, reserved }))
    expect(out[4]).toBe('[A]')
    expect(out[7]).toBe('[BRAND]')
    expect(out.filter((x) => !x.startsWith('['))).toEqual(hits(21))
  })

  it('SRP-10 SRP-06 a CMS tile at 8 wins: no brand tile at all', () => {
    const out = grid(placePromoTiles(hits(21), [tile('A', [8, 17])], { ...opts, reserved }))
    expect(out[7]).toBe('[A]')
    expect(out).not.toContain('[BRAND]')
  })

  it('SRP-10 SRP-07 a shuffled CMS tile that lands on 8 wins too; one that lands elsewhere leaves 8 to the brand', () => {
    const shuffled = [tile('A', [6], { randomShuffle: true })]
    expect(grid(placePromoTiles(hits(21), shuffled, { ...opts, reserved, random: () => 0.9 }))[7]).toBe('[A]')
    const early = [tile('A', [4], { randomShuffle: true })]
    const out = grid(placePromoTiles(hits(21), early, { ...opts, reserved, random: () => 0 }))
    expect(out[3]).toBe('[A]')
    expect(out[7]).toBe('[BRAND]')
    // A CMS tile that lands in the brand tile's row (at 6) keeps its slot and the brand tile gives way.
    const near = grid(placePromoTiles(hits(21), shuffled, { ...opts, reserved, random: () => 0 }))
    expect(near[5]).toBe('[A]')
    expect(near).not.toContain('[BRAND]')
  })

  it('SRP-10 SRP-06 the brand tile never moves a CMS tile: a CMS tile at 10 stays 10th, at 11 both show', () => {
    const out = grid(placePromoTiles(hits(21), [tile('A', [10])], { ...opts, reserved }))
    expect(out[9]).toBe('[A]')
    expect(out).not.toContain('[BRAND]')
    const apart = grid(placePromoTiles(hits(21), [tile('A', [11])], { ...opts, reserved }))
    expect(apart[7]).toBe('[BRAND]')
    expect(apart[10]).toBe('[A]')
  })

  it('SRP-10 SRP-06 short results: after 7 hits the tile still follows; with 6 hits it is dropped; no hits, no tile', () => {
    expect(grid(placePromoTiles(hits(7), [], { ...opts, reserved }))).toEqual([...hits(7), '[BRAND]'])
    expect(grid(placePromoTiles(hits(6), [], { ...opts, reserved }))).toEqual(hits(6))
    expect(placePromoTiles([], [], { ...opts, reserved })).toEqual([])
  })

  it('SRP-10 picks one of warranty, video call, trade-in, freight, finance at random (random injected)', () => {
    expect(BRAND_PROMO_KINDS).toEqual(['warranty', 'video_call', 'trade_in', 'freight', 'finance'])
    const picked = [0, 0.2, 0.4, 0.6, 0.99].map((r) => pickBrandPromo(cfg(), () => r)?.kind)
    expect(picked).toEqual(['warranty', 'video_call', 'trade_in', 'freight', 'finance'])
    expect(pickBrandPromo(cfg(), () => 1)?.kind).toBe('finance')
    expect(pickBrandPromo(cfg(), () => Number.NaN)?.kind).toBe('warranty')
    for (const kind of BRAND_PROMO_KINDS) {
      const t = BRAND_PROMOS[kind]
      expect(t.title).not.toBe('')
      expect(t.description).not.toBe('')
      expect(t.href.startsWith('/')).toBe(true)
      expect(t.positions).toEqual([8])
    }
  })

  it('SRP-10 only on brands configured for it; trade-in and finance tiles only where the site offers them', () => {
    expect(pickBrandPromo(cfg({ randomBrandPromos: false }), () => 0)).toBeNull()
    expect(brandPromoCandidates(cfg({ tradeIn: false, excludedSite: true })).map((t) => t.kind)).toEqual([
      'warranty',
      'video_call',
      'freight',
    ])
    expect(pickBrandPromo(cfg({ tradeIn: false, excludedSite: true }), () => 0.99)?.kind).toBe('freight')
  })
})

describe('drawPromoOffsets', () => {
  it('SRP-07 draws each shuffled tile’s 0–2 offset once, so placing again (in the browser) gives the same slots', () => {
    const draws = [0.9, 0.1]
    const drawn = drawPromoOffsets([tile('a', [5, 12], { randomShuffle: true }), tile('b', [8])], () => draws.shift()!)
    expect(drawn.map((t) => [t.id, t.positions, t.randomShuffle])).toEqual([
      ['a', [7, 12], false],
      ['b', [8], false],
    ])
    const once = grid(placePromoTiles(hits(20), drawn, { ...opts, random: () => 0.99 }))
    expect(grid(placePromoTiles(hits(20), drawn, { ...opts, random: () => 0 }))).toEqual(once)
    expect(once.indexOf('[a]')).toBe(6)
  })
})
