/**
 * The typesense engine's pure request/response mapping (src/search/typesense/mapping.ts), against fixtures shaped
 * like Typesense's documented multi_search responses: { results: [{ found, out_of, page, search_time_ms, hits:
 * [{ document, highlights, text_match }], facet_counts: [{ field_name, counts: [{ count, highlighted, value }],
 * stats }], request_params }] }. No server runs here (see tests/int/searchContract.test.ts for one).
 */
import { FACET_ATTRIBUTES, SORT_KEYS, type SearchDoc, type TenantScope, type VehicleQuery } from '@/domain/search/types'
import {
  MATCH_NOTHING,
  MAX_FACET_VALUES,
  QUERY_BY,
  SORT_BY,
  filterBy,
  fromMultiSearch,
  idsFilter,
  importFailures,
  quote,
  refinementFilter,
  scopeFilter,
  toChangedSinceSearch,
  toImportLines,
  toMultiSearch,
  toTypesenseDocument,
  type TypesenseMultiSearchResponse,
  type TypesenseSearchParams,
  type TypesenseSearchResponse,
} from '@/search/typesense/mapping'
import { collectionName, vehiclesSchema } from '@/search/typesense/schema'

import { referenceSearch } from '../../../int/helpers/searchFixtures'
import { tenantScope, vehicleQuery } from '../../../helpers/search'

const NOW = new Date('2026-11-22T12:00:00Z')
const NOW_S = NOW.getTime() / 1000
const DAY = 24 * 60 * 60
const scope = (over: Partial<TenantScope> = {}): TenantScope => tenantScope(NOW, over)
const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery(over)

const LISTING = `show_on_dealer_website:=true && (status:=[\`in_stock\`,\`coming_soon\`] || (status:=\`sold\` && sold_at_timestamp:>=${NOW_S - 3 * DAY}))`

const DOC: SearchDoc = {
  id: '101',
  tenant_id: '7',
  slug: '2021-toyota-hilux-sr5-101',
  name: '2021 Toyota HiLux SR5',
  stocknum: 'ST101',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  make_model: 'Toyota HiLux',
  badge: 'SR5',
  series: null,
  colour: 'White',
  km: 35000,
  price: 45990,
  list_price: 45990,
  offer_price: null,
  before_price: null,
  was_price: null,
  price_dropped_at: null,
  subscription_price: null,
  preorder: false,
  price_type: 'drive_away',
  price_range: '$40,000 - $50,000',
  weekly_figure: 189.5,
  quote_rate: 8.99,
  quote_comparison_rate: 9.45,
  weekly_price_range: '$150 - $200',
  car_type: 'used',
  status: 'in_stock',
  item_type: 'car',
  body: 'Ute',
  transmission: 'Automatic',
  fuel: 'Diesel',
  drive: '4WD',
  seats: 5,
  doors: 4,
  city: 'Parramatta',
  state: 'nsw',
  location_name: 'Parramatta',
  dealership_name: 'West Motors',
  dealership_slug: 'west-motors',
  tag: null,
  certified: true,
  reserved: false,
  show_on_dealer_website: true,
  created_at_timestamp: 1_763_000_000,
  sold_at_timestamp: null,
  categories: ['Cars', '4x4'],
  filtered_features: ['Bluetooth', 'Sat Nav'],
  primary_image_url: '/img/101-a.jpg',
  image_urls: ['/img/101-a.jpg', '/img/101-b.jpg'],
  photos_count: 3,
  custom_rank: 31_763_000_000,
}

describe('schema', () => {
  it('one collection for every tenant, named per environment, default sorting by custom_rank', () => {
    expect(collectionName('production', undefined)).toBe('vehicles')
    expect(collectionName('test', undefined)).toBe('vehicles_test')
    expect(collectionName('test', 'vehicles_ci')).toBe('vehicles_ci')
    const schema = vehiclesSchema('vehicles')
    expect(schema.default_sorting_field).toBe('custom_rank')
    const field = (name: string) => schema.fields.find((f) => f.name === name)
    expect(field('tenant_id')).toEqual({ name: 'tenant_id', type: 'string' })
    expect(field('custom_rank')).toEqual({ name: 'custom_rank', type: 'int64' })
    expect(field('id')).toBeUndefined()
    expect(field('id_sort')).toMatchObject({ type: 'string', sort: true })
    expect(field('categories')).toMatchObject({ type: 'string[]', facet: true, optional: true })
    expect(field('list_price')).toMatchObject({ type: 'float', optional: true })
    expect(field('year')).toMatchObject({ type: 'int32', facet: true, optional: true })
    expect(field('certified')).toMatchObject({ type: 'bool', facet: true })
    expect(field('image_urls')).toMatchObject({ index: false, optional: true })
    for (const attr of FACET_ATTRIBUTES) expect([attr, field(attr)?.facet]).toEqual([attr, true])
    for (const name of QUERY_BY.split(',')) expect([name, field(name)?.type]).toEqual([name, 'string'])
  })

  it('free text covers what a card shows and a shopper types (white ute, used 4wd), as the postgres search_vector does', () => {
    expect(QUERY_BY.split(',')).toEqual([
      'name',
      'make',
      'model',
      'badge',
      'colour',
      'stocknum',
      'body',
      'transmission',
      'fuel',
      'drive',
      'car_type',
      'location_name',
    ])
  })
})

describe('filter_by: tenant scope and listing rule', () => {
  it('SRP-30 SRP-31 tenant, show_on_dealer_website and (live statuses or sold within N days) open every filter', () => {
    expect(scopeFilter(scope()).join(' && ')).toBe(`tenant_id:=\`7\` && ${LISTING}`)
    expect(filterBy(scope(), q())).toBe(`tenant_id:=\`7\` && ${LISTING}`)
    expect(scopeFilter(scope({ soldLingerDays: 10 }))[2]).toBe(
      `(status:=[\`in_stock\`,\`coming_soon\`] || (status:=\`sold\` && sold_at_timestamp:>=${NOW_S - 10 * DAY}))`,
    )
  })

  it('SRP-31 a linger of 0 days lists no sold car', () => {
    expect(scopeFilter(scope({ soldLingerDays: 0 }))[2]).toBe('status:=[`in_stock`,`coming_soon`]')
  })

  it('SRP-32 show_on_dealer_website:=true is always there, whatever the query asks', () => {
    const f = filterBy(scope(), q({ refinements: { status: ['sold'] }, query: 'SA1013' }))
    expect(f.startsWith(`tenant_id:=\`7\` && show_on_dealer_website:=true && `)).toBe(true)
  })

  it('SRP-33 presets limit car types, statuses and item types', () => {
    expect(scopeFilter(scope({ filterPreset: 1 })).slice(3)).toEqual(['car_type:=[`used`]'])
    expect(scopeFilter(scope({ filterPreset: 2 }))[2]).toBe('status:=[`in_stock`]')
    expect(scopeFilter(scope({ filterPreset: 14 })).slice(2)).toEqual([
      'status:=[`in_stock`]',
      'car_type:=[`new`,`demo`]',
    ])
    expect(scopeFilter(scope({ filterPreset: 8 })).slice(3)).toEqual(['item_type:=[`car`,`motorcycle`,`truck`]'])
    expect(scopeFilter(scope({ filterPreset: 99 }))).toEqual(scopeFilter(scope()))
  })

  it('the query cannot name another tenant: its refinements only add conditions after the scope', () => {
    const f = filterBy(scope(), q({ refinements: { make: ['x` || tenant_id:=`8'] } }))
    expect(f).toBe(`tenant_id:=\`7\` && ${LISTING} && ${MATCH_NOTHING}`)
  })
})

describe('filter_by: refinements, ranges and escaping', () => {
  it('SRP-14 a refinement is any of its values, backtick-quoted; refinements of different attributes all apply', () => {
    expect(refinementFilter('make', ['Toyota', 'Land Rover'])).toBe('make:=[`Toyota`,`Land Rover`]')
    const f = filterBy(scope(), q({ refinements: { make: ['Toyota'], body: ['SUV', 'Ute'] } }))
    expect(f).toBe(`tenant_id:=\`7\` && ${LISTING} && make:=[\`Toyota\`] && body:=[\`SUV\`,\`Ute\`]`)
  })

  it('values with commas, spaces, colons, brackets, && and || stay inside one backtick-quoted value', () => {
    expect(refinementFilter('filtered_features', ['Seats: heated, front', 'A && B || (C)', '[x]'])).toBe(
      'filtered_features:=[`Seats: heated, front`,`A && B || (C)`,`[x]`]',
    )
    expect(quote('a`b')).toBeNull()
    expect(refinementFilter('make', ['a`b'])).toBe(MATCH_NOTHING)
    expect(refinementFilter('make', ['a`b', 'Kia'])).toBe('make:=[`Kia`]')
  })

  it('numbers and booleans are unquoted; values of the wrong shape match nothing (as in postgres)', () => {
    expect(refinementFilter('seats', ['5', '7'])).toBe('seats:=[5,7]')
    expect(refinementFilter('seats', ['05', 'five'])).toBe(MATCH_NOTHING)
    expect(refinementFilter('certified', ['true'])).toBe('certified:=[true]')
    expect(refinementFilter('certified', ['maybe'])).toBe(MATCH_NOTHING)
  })

  it('SRP-15 ranges are inclusive numbers on either side; price ranges the shown price', () => {
    const f = filterBy(
      scope(),
      q({ ranges: { price: { min: 10000, max: 30000.5 }, year: { min: 2017 }, km: { max: 80000 }, seats: {} } }),
    )
    expect(f).toBe(`tenant_id:=\`7\` && ${LISTING} && price:>=10000 && price:<=30000.5 && year:>=2017 && km:<=80000`)
    expect(filterBy(scope(), q({ ranges: { price: { min: Number.NaN } } }))).toBe(`tenant_id:=\`7\` && ${LISTING}`)
  })

  it('SRP-28 price ascending adds price:>0 only for tenants with the flag', () => {
    expect(filterBy(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' }))).toBe(
      `tenant_id:=\`7\` && ${LISTING} && price:>0`,
    )
    expect(filterBy(scope(), q({ sortBy: 'price:asc' }))).not.toContain('price:>0')
    expect(filterBy(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:desc' }))).not.toContain('price:>0')
  })

  it('delete by ids quotes each id', () => {
    expect(idsFilter(['1', '22'])).toBe('id:=[`1`,`22`]')
    expect(idsFilter([])).toBe(MATCH_NOTHING)
  })
})

describe('SRP-24 sort_by', () => {
  it.each(SORT_KEYS.map((k) => [k]))('%s maps to at most 3 fields ending in the id tie-break', (key) => {
    const sort = SORT_BY[key]
    expect(sort.split(',').length).toBeLessThanOrEqual(3)
    expect(sort.endsWith('id_sort:asc')).toBe(true)
    expect(toMultiSearch(scope(), q({ sortBy: key }), 'vehicles').searches[0]!.sort_by).toBe(sort)
  })

  it('each key: nulls last, ties by rank then id (as the postgres engine)', () => {
    expect(SORT_BY).toEqual({
      'custom_rank:desc': 'custom_rank:desc,created_at_timestamp:desc,id_sort:asc',
      'price:asc': 'price(missing_values: last):asc,custom_rank:desc,id_sort:asc',
      'price:desc': 'price(missing_values: last):desc,custom_rank:desc,id_sort:asc',
      'year:desc': 'year(missing_values: last):desc,custom_rank:desc,id_sort:asc',
      'year:asc': 'year(missing_values: last):asc,custom_rank:desc,id_sort:asc',
      'km:asc': 'km(missing_values: last):asc,custom_rank:desc,id_sort:asc',
      'km:desc': 'km(missing_values: last):desc,custom_rank:desc,id_sort:asc',
      'created_at:desc': 'created_at_timestamp:desc,id_sort:asc',
    })
  })
})

describe('toMultiSearch', () => {
  it('SRP-22 SRP-23 no refinement: one search, every facet, page and per_page from the query', () => {
    const { searches } = toMultiSearch(scope(), q({ page: 3, hitsPerPage: 24 }), 'vehicles')
    expect(searches).toHaveLength(1)
    expect(searches[0]).toEqual({
      collection: 'vehicles',
      q: '*',
      query_by: QUERY_BY,
      prefix: true,
      num_typos: 0,
      typo_tokens_threshold: 0,
      drop_tokens_threshold: 0,
      filter_by: `tenant_id:=\`7\` && ${LISTING}`,
      sort_by: SORT_BY['custom_rank:desc'],
      page: 3,
      per_page: 24,
      facet_by: FACET_ATTRIBUTES.join(','),
      max_facet_values: MAX_FACET_VALUES,
    })
  })

  it('free text goes to q, trimmed', () => {
    expect(toMultiSearch(scope(), q({ query: '  hilux sr5 ' }), 'vehicles').searches[0]!.q).toBe('hilux sr5')
  })

  it('SRP-14 disjunctive facets: one facet-only search per refined attribute, without its own refinement', () => {
    const query = q({
      refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'] },
      ranges: { year: { min: 2018 } },
      query: 'auto',
    })
    const { searches } = toMultiSearch(scope(), query, 'vehicles')
    expect(searches).toHaveLength(3)
    const [main, make, body] = searches as [TypesenseSearchParams, TypesenseSearchParams, TypesenseSearchParams]
    const base = `tenant_id:=\`7\` && ${LISTING} && year:>=2018`
    expect(main.filter_by).toBe(`${base} && make:=[\`Toyota\`,\`Mazda\`] && body:=[\`SUV\`]`)
    expect(main.facet_by?.split(',')).toEqual(FACET_ATTRIBUTES.filter((a) => a !== 'make' && a !== 'body'))
    // REFINEMENT_ATTRIBUTES order: make before body.
    expect(make).toMatchObject({
      filter_by: `${base} && body:=[\`SUV\`]`,
      facet_by: 'make',
      per_page: 0,
      q: 'auto',
      max_facet_values: MAX_FACET_VALUES,
    })
    expect(body).toMatchObject({
      filter_by: `${base} && make:=[\`Toyota\`,\`Mazda\`]`,
      facet_by: 'body',
      per_page: 0,
      q: 'auto',
    })
    expect(make.sort_by).toBeUndefined()
  })

  it('an empty value list is no refinement', () => {
    expect(toMultiSearch(scope(), q({ refinements: { make: [] } }), 'vehicles').searches).toHaveLength(1)
  })

  it('SRP-28 the positive-price flag narrows the disjunctive searches too', () => {
    const { searches } = toMultiSearch(
      scope({ priceSortPositiveOnly: true }),
      q({ sortBy: 'price:asc', refinements: { make: ['Kia'] } }),
      'vehicles',
    )
    expect(searches.every((s) => s.filter_by.includes('price:>0'))).toBe(true)
  })
})

// ── Responses ────────────────────────────────────────────────────────────────────────────────────────────────────

const stored = (doc: SearchDoc) => toTypesenseDocument(doc)
const facet = (field_name: string, counts: [string, number][]) => ({
  field_name,
  sampled: false,
  stats: { total_values: counts.length },
  counts: counts.map(([value, count]) => ({ count, highlighted: value, value })),
})
const result = (over: Partial<TypesenseSearchResponse>): TypesenseSearchResponse => ({
  found: 0,
  out_of: 500,
  page: 1,
  search_time_ms: 1,
  hits: [],
  facet_counts: [],
  request_params: { collection_name: 'vehicles', per_page: 21, q: '*' },
  ...over,
})

describe('fromMultiSearch', () => {
  const query = q({ refinements: { make: ['Toyota'], certified: ['true'] } })
  const response: TypesenseMultiSearchResponse = {
    results: [
      result({
        found: 43,
        search_time_ms: 3,
        hits: [
          { document: stored(DOC), highlights: [], text_match: 578730123365187700 },
          {
            document: stored({
              ...DOC,
              id: '102',
              year: null,
              list_price: null,
              price: null,
              categories: [],
              colour: null,
            }),
            highlights: [],
          },
        ],
        facet_counts: [
          facet('year', [
            ['2021', 20],
            ['2019', 23],
          ]),
          facet('body', [
            ['Ute', 40],
            ['SUV', 3],
          ]),
          facet('tag', []),
          facet('seats', [
            ['5', 43],
            ['7', 0],
          ]),
        ],
      }),
      result({
        found: 60,
        search_time_ms: 2,
        facet_counts: [
          facet('make', [
            ['Toyota', 43],
            ['Mazda', 17],
          ]),
        ],
      }),
      result({
        found: 50,
        search_time_ms: 1,
        facet_counts: [
          facet('certified', [
            ['true', 43],
            ['false', 7],
          ]),
        ],
      }),
    ],
  }

  it('SRP-15 SRP-23 hits back to SearchDocs, count from found, pages at hitsPerPage, ms summed', () => {
    const r = fromMultiSearch(response, query)
    expect(r.count).toBe(43)
    expect(r.pages).toBe(3)
    expect(r.page).toBe(1)
    expect(r.hitsPerPage).toBe(21)
    expect(r.ms).toBe(6)
    expect(r.hits[0]).toEqual(DOC)
    expect(r.hits[1]).toMatchObject({
      id: '102',
      year: null,
      list_price: null,
      price: null,
      categories: [],
      colour: null,
    })
    expect(Object.keys(r.hits[1]!).sort()).toEqual(Object.keys(DOC).sort())
  })

  it('SRP-14 facets: the main search’s, merged with each refined attribute’s own search; zero counts and empty facets dropped', () => {
    const r = fromMultiSearch(response, query)
    expect(r.facets).toEqual({
      year: { '2021': 20, '2019': 23 },
      body: { Ute: 40, SUV: 3 },
      seats: { '5': 43 },
      make: { Toyota: 43, Mazda: 17 },
      certified: { true: 43, false: 7 },
    })
  })

  it('a sub-search only supplies its own attribute', () => {
    const r = fromMultiSearch(
      {
        results: [
          result({ found: 1, facet_counts: [] }),
          result({ facet_counts: [facet('make', [['Kia', 1]]), facet('body', [['Van', 9]])] }),
        ],
      },
      q({ refinements: { make: ['Kia'] } }),
    )
    expect(r.facets).toEqual({ make: { Kia: 1 } })
  })

  it('SRP-22 past the last page: no hits, same count', () => {
    const r = fromMultiSearch({ results: [result({ found: 43, page: 9 })] }, q({ page: 9 }))
    expect(r).toMatchObject({ hits: [], count: 43, pages: 3, page: 9 })
  })

  it('nothing found: zero pages, no facets', () => {
    expect(fromMultiSearch({ results: [result({})] }, q())).toEqual({
      hits: [],
      count: 0,
      facets: {},
      pages: 0,
      page: 1,
      hitsPerPage: 21,
      ms: 1,
    })
  })

  it('an error result (Typesense answers { code, error } per search) throws', () => {
    expect(() =>
      fromMultiSearch(
        { results: [{ code: 400, error: 'Could not find a filter field named `nope` in the schema.' }] },
        q(),
      ),
    ).toThrow(/nope/)
    expect(() => fromMultiSearch({ results: [] }, q())).toThrow()
  })
})

describe('toImportLines', () => {
  it('one JSON document a line; nulls left out; id a string; id_sort added', () => {
    const lines = toImportLines([DOC, { ...DOC, id: '102', year: null, km: 1234.6 }]).split('\n')
    expect(lines).toHaveLength(2)
    const first = JSON.parse(lines[0]!)
    expect(first).toMatchObject({
      id: '101',
      id_sort: '101',
      tenant_id: '7',
      year: 2021,
      certified: true,
      categories: ['Cars', '4x4'],
    })
    expect('series' in first).toBe(false)
    expect('offer_price' in first).toBe(false)
    const second = JSON.parse(lines[1]!)
    expect('year' in second).toBe(false)
    expect(second.km).toBe(1234.6)
    expect(toImportLines([])).toBe('')
  })

  it('round trip: an imported document comes back as the same SearchDoc', () => {
    const r = fromMultiSearch(
      { results: [result({ found: 1, hits: [{ document: JSON.parse(toImportLines([DOC])) }] })] },
      q(),
    )
    expect(r.hits).toEqual([DOC])
  })
})

// ── A miniature Typesense: filter_by / sort_by / facet_by / paging as documented, over fixture documents ─────────────
// Checks that the requests toMultiSearch builds, answered the way Typesense documents them, give the same answers as
// the engine-independent reference model (tests/int/helpers/searchFixtures.ts). Free text is not modelled.

type Stored = Record<string, unknown>

function parseFilter(src: string): (d: Stored) => boolean {
  let i = 0
  const ws = () => {
    while (src[i] === ' ') i++
  }
  const item = (): string => {
    ws()
    if (src[i] === '`') {
      const end = src.indexOf('`', i + 1)
      const v = src.slice(i + 1, end)
      i = end + 1
      return v
    }
    const m = /^[^,\]\s)&|]+/.exec(src.slice(i))!
    i += m[0].length
    return m[0]
  }
  const term = (): ((d: Stored) => boolean) => {
    ws()
    if (src[i] === '(') {
      i++
      const inner = expr()
      ws()
      i++ // ')'
      return inner
    }
    const field = /^[a-z_]+/.exec(src.slice(i))![0]
    i += field.length + 1 // ':'
    const op = /^(>=|<=|!=|=|>|<)/.exec(src.slice(i))![0]
    i += op.length
    ws()
    let values: string[]
    if (src[i] === '[') {
      i++
      values = [item()]
      ws()
      while (src[i] === ',') {
        i++
        values.push(item())
        ws()
      }
      i++ // ']'
    } else values = [item()]
    return (d) => {
      const raw = d[field]
      const vs = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw]
      if (op === '=') return vs.some((v) => values.includes(String(v)))
      if (op === '!=') return !vs.some((v) => values.includes(String(v)))
      const n = Number(values[0])
      return vs.some((v) =>
        op === '>=' ? Number(v) >= n : op === '<=' ? Number(v) <= n : op === '>' ? Number(v) > n : Number(v) < n,
      )
    }
  }
  const and = (): ((d: Stored) => boolean) => {
    const parts = [term()]
    ws()
    while (src.startsWith('&&', i)) {
      i += 2
      parts.push(term())
      ws()
    }
    return (d) => parts.every((p) => p(d))
  }
  const expr = (): ((d: Stored) => boolean) => {
    const parts = [and()]
    ws()
    while (src.startsWith('||', i)) {
      i += 2
      parts.push(and())
      ws()
    }
    return (d) => parts.some((p) => p(d))
  }
  const f = expr()
  ws()
  if (i !== src.length) throw new Error(`unparsed filter_by tail: ${src.slice(i)}`)
  return f
}

function sorter(sortBy: string): (a: Stored, b: Stored) => number {
  const keys = sortBy.split(',').map((s) => {
    const m = /^([a-z_]+)(\(missing_values: last\))?:(asc|desc)$/.exec(s)!
    return { field: m[1]!, dir: m[3] === 'asc' ? 1 : -1 }
  })
  return (a, b) => {
    for (const { field, dir } of keys) {
      const x = a[field] as number | string | undefined
      const y = b[field] as number | string | undefined
      if (x === y) continue
      if (x === undefined) return 1
      if (y === undefined) return -1
      return (x < y ? -1 : 1) * dir
    }
    return 0
  }
}

function miniTypesense(
  stored: Stored[],
  searches: ReturnType<typeof toMultiSearch>['searches'],
): TypesenseMultiSearchResponse {
  return {
    results: searches.map((s) => {
      expect(s.q).toBe('*')
      const found = stored.filter(parseFilter(s.filter_by))
      const ordered = s.sort_by ? [...found].sort(sorter(s.sort_by)) : found
      const start = (s.page - 1) * s.per_page
      const facet_counts = (s.facet_by ? s.facet_by.split(',') : []).map((field) => {
        const counts = new Map<string, number>()
        for (const d of found) {
          const raw = d[field]
          for (const v of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
            counts.set(String(v), (counts.get(String(v)) ?? 0) + 1)
        }
        return facet(field, [...counts.entries()].slice(0, s.max_facet_values ?? 10))
      })
      return result({
        found: found.length,
        hits: ordered.slice(start, start + s.per_page).map((document) => ({ document })),
        facet_counts,
      })
    }),
  }
}

describe('requests answered by a miniature Typesense equal the reference model', () => {
  const docs: SearchDoc[] = Array.from({ length: 60 }, (_, i) => ({
    ...DOC,
    id: String(200 + i),
    tenant_id: i % 7 === 6 ? '8' : '7',
    make: ['Toyota', 'Mazda', 'Land Rover, UK', 'Ford'][i % 4]!,
    body: [null, 'SUV', 'Ute', 'Hatch', 'SUV'][i % 5]!,
    year: i % 11 === 0 ? null : 2012 + (i % 9),
    km: i % 13 === 0 ? null : 1000 * ((i * 37) % 90),
    price: i % 10 === 0 ? null : i % 10 === 1 ? 0 : 5000 + ((i * 7919) % 50000),
    car_type: (['new', 'demo', 'used'] as const)[i % 3]!,
    status: i % 8 === 5 ? 'sold' : i % 6 === 2 ? 'coming_soon' : 'in_stock',
    sold_at_timestamp: i % 8 === 5 ? NOW_S - (i % 5) * DAY - 60 : null,
    item_type: i % 9 === 4 ? 'caravan' : 'car',
    show_on_dealer_website: i % 17 !== 3,
    certified: i % 4 === 0,
    seats: [5, 7, 2, null][i % 4]!,
    categories: i % 3 === 0 ? ['Cars'] : ['Cars', 'Hybrid'],
    filtered_features: ['Bluetooth', 'Sat Nav, 8"', 'A && B'].filter((_, k) => (i >> k) & 1),
    created_at_timestamp: 1_700_000_000 + ((i * 104729) % 5000) * 60,
    custom_rank: (i % 8 === 5 ? 1 : i % 6 === 2 ? 2 : 3) * 1e10 + (i % 5) * 1000,
  }))
  const stored = docs.map(toTypesenseDocument)
  const cases: [string, Partial<TenantScope>, Partial<VehicleQuery>][] = [
    ['everything', {}, {}],
    ...SORT_KEYS.map((sortBy): [string, Partial<TenantScope>, Partial<VehicleQuery>] => [sortBy, {}, { sortBy }]),
    ['paging', {}, { sortBy: 'km:desc', hitsPerPage: 4, page: 3 }],
    ['refinements with commas', {}, { refinements: { make: ['Land Rover, UK', 'Ford'], body: ['SUV'] } }],
    [
      'arrays, booleans, numbers',
      {},
      { refinements: { filtered_features: ['Sat Nav, 8"', 'A && B'], certified: ['false'], seats: ['5', '2'] } },
    ],
    [
      'ranges',
      {},
      { ranges: { price: { min: 8000, max: 40000 }, year: { min: 2015 } }, refinements: { car_type: ['used', 'new'] } },
    ],
    ['linger 2 days, preset 5', { soldLingerDays: 2, filterPreset: 5 }, {}],
    ['linger 0, preset 8', { soldLingerDays: 0, filterPreset: 8 }, { refinements: { item_type: ['car', 'caravan'] } }],
    [
      'positive price ascending',
      { priceSortPositiveOnly: true },
      { sortBy: 'price:asc', refinements: { make: ['Mazda', 'Toyota'] } },
    ],
  ]

  it.each(cases)('SRP-14 SRP-22 SRP-24 SRP-28 SRP-30 SRP-31 SRP-33 %s', (_label, scopeOver, queryOver) => {
    const s = scope(scopeOver)
    const query = q({ hitsPerPage: 100, ...queryOver })
    const r = fromMultiSearch(miniTypesense(stored, toMultiSearch(s, query, 'vehicles').searches), query)
    const expected = referenceSearch(docs, s, query)
    expect({ ids: r.hits.map((h) => h.id), count: r.count, pages: r.pages, facets: r.facets }).toEqual(expected)
  })
})

describe('sort_by with preferred locations', () => {
  const westside = scope({ preferredLocations: ['Burswood', 'Rockingham', 'Geraldton', 'Dianella'] })

  it('SRP-39 the default sort puts the preferred locations first, in order, within three sort fields', () => {
    const sortBy = toMultiSearch(westside, q()).searches[0]!.sort_by!
    expect(sortBy).toBe(
      '_eval([(location_name:=`Burswood`):4,(location_name:=`Rockingham`):3,(location_name:=`Geraldton`):2,(location_name:=`Dianella`):1]):desc,custom_rank:desc,id_sort:asc',
    )
    expect(sortBy.split(/,(?![^[]*\])/).length).toBe(3)
  })

  it('SRP-39 other sorts, and sites without preferred locations, keep their own sort', () => {
    expect(toMultiSearch(westside, q({ sortBy: 'price:asc' })).searches[0]!.sort_by).toBe(SORT_BY['price:asc'])
    expect(toMultiSearch(scope(), q()).searches[0]!.sort_by).toBe(SORT_BY['custom_rank:desc'])
    expect(toMultiSearch(scope({ preferredLocations: [' ', ''] }), q()).searches[0]!.sort_by).toBe(
      SORT_BY['custom_rank:desc'],
    )
  })
})

describe('importFailures', () => {
  it('finds the failed lines of a JSONL import answer (the client does not throw for them)', () => {
    const answer = [
      '{"success":true}',
      '{"success":false,"error":"Field `year` must be an int32.","document":"{\\"id\\":\\"2\\"}"}',
      '',
      '{"success":true}',
      'not json',
    ].join('\n')
    expect(importFailures(answer)).toEqual([
      { line: 2, error: 'Field `year` must be an int32.' },
      { line: 5, error: 'unreadable answer line: not json' },
    ])
    expect(importFailures('{"success":true}\n{"success":true}')).toEqual([])
  })
})

describe("toChangedSinceSearch (the alert job's read)", () => {
  it("the search's filters and words, not sold, listed or dropped in price since; newest listing first; no facets", () => {
    const query = q({
      query: 'hilux',
      refinements: { make: ['Toyota'] },
      ranges: { price: { max: 30000 } },
      sortBy: 'price:asc',
    })
    const { searches } = toChangedSinceSearch(scope(), query, NOW_S - DAY + 0.7, 200, 'vehicles_test')
    expect(searches).toHaveLength(1)
    const [one] = searches
    expect(one).toMatchObject({ collection: 'vehicles_test', q: 'hilux', query_by: QUERY_BY, page: 1, per_page: 200 })
    expect(one!.filter_by).toBe(
      `${filterBy(scope(), query)} && status:!=sold && (created_at_timestamp:>=${NOW_S - DAY} || price_dropped_at:>=${NOW_S - DAY})`,
    )
    expect(one!.sort_by).toBe('created_at_timestamp:desc,id_sort:asc')
    expect(one!.facet_by).toBeUndefined()
  })

  it("asks for at most Typesense's largest page", () => {
    expect(toChangedSinceSearch(scope(), q(), 0, 10_000).searches[0]!.per_page).toBe(250)
  })
})
