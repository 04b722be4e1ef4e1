/**
 * The postgres engine's pure SQL builders (src/search/postgres/sql.ts) against fixtures: the statement text and its
 * parameter values for a given scope and query, as tests/unit/search/typesense/mapping.test.ts does for Typesense.
 * Whether Postgres answers them correctly is the engine contract suite's job (tests/int/searchContract.test.ts runs
 * every case against a brute-force reference); here: which conditions, which order, which values, and that nothing
 * from a query reaches the statement text.
 */
import { FACET_ATTRIBUTES, SORT_KEYS, type SearchDoc, type TenantScope, type VehicleQuery } from '@/domain/search/types'
import {
  BUILD_FACET_CUBE_SQL,
  DEFERRED_PAGE_OFFSET,
  ORDER_BY,
  TABLE,
  buildFacetCubeSql,
  deleteOtherTenantsSql,
  facetIndexBatchSql,
  facetsSql,
  hitsSql,
  indexProbeSql,
  removeSql,
  upsertSql,
} from '@/search/postgres/sql'
import { READ_LIST } from '@/search/columns'
import { tenantScope, vehicleQuery } from '../../../helpers/search'

const NOW = new Date('2026-11-22T12:00:00Z')
const NOW_S = NOW.getTime() / 1000
const DAY = 86_400
const scope = (over: Partial<TenantScope> = {}): TenantScope => tenantScope(NOW, over)
const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery(over)

/** The WHERE of tenant 7 with the default listing rule: parameters $1 tenant, $2 live statuses, $3 sold since. */
const LISTED =
  `("tenant_id" = $1::text) AND ("show_on_dealer_website") AND ` +
  `(("status" = ANY($2::text[]) OR ("status" = 'sold' AND "sold_at_timestamp" >= $3::bigint)))`
const LISTED_VALUES = ['7', ['in_stock', 'coming_soon'], NOW_S - 3 * DAY]

/** The WHERE clause of a hits statement (between WHERE and ORDER BY). */
const whereOf = (text: string) => text.slice(text.indexOf(' WHERE ') + 7, text.indexOf(' ORDER BY '))
const orderOf = (text: string) => text.slice(text.indexOf(' ORDER BY ') + 10, text.indexOf(' LIMIT '))

describe('hitsSql: the listing rule and the tenant scope', () => {
  it('SRP-30 SRP-31 SRP-32 tenant, shown on the website, live or sold within N days, every statement', () => {
    const { text, values } = hitsSql(scope(), q())
    expect(text).toBe(
      `SELECT ${READ_LIST} FROM ${TABLE} WHERE ${LISTED} ORDER BY ${ORDER_BY['custom_rank:desc']} LIMIT $4::int OFFSET $5::int`,
    )
    expect(values).toEqual([...LISTED_VALUES, 21, 0])
    // the array columns come as JSON (parsed natively), the rest as they are
    expect(READ_LIST).toContain('array_to_json("filtered_features") AS "filtered_features"')
    expect(READ_LIST).toContain('"primary_image_url", array_to_json("image_urls") AS "image_urls"')
  })

  it('SRP-31 a linger of 0 days lists no sold car; 10 days moves the window', () => {
    expect(whereOf(hitsSql(scope({ soldLingerDays: 0 }), q()).text)).toBe(
      `("tenant_id" = $1::text) AND ("show_on_dealer_website") AND (("status" = ANY($2::text[])))`,
    )
    expect(hitsSql(scope({ soldLingerDays: 10 }), q()).values[2]).toBe(NOW_S - 10 * DAY)
  })

  it('SRP-33 a preset limits statuses, car types and item types', () => {
    const used = hitsSql(scope({ filterPreset: 1 }), q())
    expect(whereOf(used.text)).toBe(`${LISTED} AND ("car_type" = ANY($4::text[]))`)
    expect(used.values[3]).toEqual(['used'])
    const inStockNewDemo = hitsSql(scope({ filterPreset: 14 }), q())
    expect(whereOf(inStockNewDemo.text)).toBe(
      `("tenant_id" = $1::text) AND ("show_on_dealer_website") AND (("status" = ANY($2::text[]))) AND ("car_type" = ANY($3::text[]))`,
    )
    expect(inStockNewDemo.values.slice(0, 3)).toEqual(['7', ['in_stock'], ['new', 'demo']])
    expect(hitsSql(scope({ filterPreset: 8 }), q()).values[3]).toEqual(['car', 'motorcycle', 'truck'])
    expect(hitsSql(scope({ filterPreset: 99 }), q())).toEqual(hitsSql(scope(), q()))
  })

  it('the query cannot reach the statement text: refinement values, text and ranges are parameters', () => {
    const hostile = "x' OR tenant_id = '8"
    const { text, values } = hitsSql(
      scope(),
      q({ query: hostile, refinements: { make: [hostile], filtered_features: [hostile] } }),
    )
    expect(text).not.toContain(hostile)
    expect(text).not.toContain("'8")
    expect(values).toContain(hostile)
    expect(values).toContainEqual([hostile])
  })
})

describe('hitsSql: refinements, ranges, text', () => {
  it('SRP-14 a refinement is any of its values; different attributes all apply, in REFINEMENT_ATTRIBUTES order', () => {
    const { text, values } = hitsSql(scope(), q({ refinements: { body: ['SUV', 'Ute'], make: ['Toyota'] } }))
    expect(whereOf(text)).toBe(`${LISTED} AND ("make" = ANY($4::text[])) AND ("body" = ANY($5::text[]))`)
    expect(values.slice(3, 5)).toEqual([['Toyota'], ['SUV', 'Ute']])
  })

  it('SRP-14 array attributes match any element; numbers and booleans compare as their text', () => {
    const { text, values } = hitsSql(
      scope(),
      q({ refinements: { categories: ['4x4'], filtered_features: ['Tow Bar'], certified: ['true'], seats: ['5'] } }),
    )
    expect(whereOf(text)).toBe(
      `${LISTED} AND ("categories" && $4::text[]) AND ("filtered_features" && $5::text[]) AND ` +
        `("certified"::text = ANY($6::text[])) AND ("seats"::text = ANY($7::text[]))`,
    )
    expect(values.slice(3, 7)).toEqual([['4x4'], ['Tow Bar'], ['true'], ['5']])
  })

  it('an attribute refined with no values is no refinement', () => {
    expect(hitsSql(scope(), q({ refinements: { make: [] } }))).toEqual(hitsSql(scope(), q()))
  })

  it('ranges are inclusive on either side; price ranges the shown price; an open or NaN range adds nothing', () => {
    const { text, values } = hitsSql(
      scope(),
      q({ ranges: { price: { min: 10000, max: 30000.5 }, year: { min: 2017 }, km: {}, seats: { max: Number.NaN } } }),
    )
    expect(whereOf(text)).toBe(
      `${LISTED} AND ("price" >= $4::numeric) AND ("price" <= $5::numeric) AND ("year" >= $6::numeric)`,
    )
    expect(values.slice(3, 6)).toEqual([10000, 30000.5, 2017])
  })

  it('SRP-28 price ascending adds a shown price > 0 only for tenants configured for it', () => {
    expect(whereOf(hitsSql(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' })).text)).toBe(
      `${LISTED} AND ("price" > 0)`,
    )
    expect(hitsSql(scope(), q({ sortBy: 'price:asc' })).text).not.toContain('"price" > 0')
    expect(hitsSql(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:desc' })).text).not.toContain(
      '"price" > 0',
    )
  })

  it('plain words: every word a prefix of a lexeme, or the stock number contains the text', () => {
    const { text, values } = hitsSql(scope(), q({ query: '  White UTE ' }))
    expect(whereOf(text)).toBe(
      `${LISTED} AND (("search_vector" @@ to_tsquery('simple', $4::text) OR "stocknum" ILIKE $5::text))`,
    )
    expect(values.slice(3, 5)).toEqual(['white:* & ute:*', '%White UTE%'])
  })

  it('quotes, minus signs and "or" add web search syntax; % and _ in the stock number match are literal', () => {
    const { text, values } = hitsSql(scope(), q({ query: '"hilux" -sr5 100%_' }))
    expect(whereOf(text)).toBe(
      `${LISTED} AND (("search_vector" @@ websearch_to_tsquery('simple', $4::text) OR ` +
        `"search_vector" @@ to_tsquery('simple', $5::text) OR "stocknum" ILIKE $6::text))`,
    )
    expect(values.slice(3, 6)).toEqual(['"hilux" -sr5 100%_', 'hilux:* & sr5:* & 100:*', '%"hilux" -sr5 100\\%\\_%'])
  })

  it('text as a filter keeps the text indexes out of the plan (IS TRUE), same values', () => {
    const plain = hitsSql(scope(), q({ query: 'hilux' }))
    const filter = hitsSql(scope(), q({ query: 'hilux' }), { textAsFilter: true })
    expect(whereOf(filter.text)).toBe(
      `${LISTED} AND ((("search_vector" @@ to_tsquery('simple', $4::text) OR "stocknum" ILIKE $5::text) IS TRUE))`,
    )
    expect(filter.values).toEqual(plain.values)
  })

  it('SRP-22 SRP-23 page and hitsPerPage become LIMIT and OFFSET', () => {
    expect(hitsSql(scope(), q({ page: 3, hitsPerPage: 24 })).values.slice(-2)).toEqual([24, 48])
  })

  it('a deep page reads the skipped rows as ids only, then its own rows whole, in the same order', () => {
    const shallow = hitsSql(scope(), q({ page: 10, hitsPerPage: 21 }))
    expect(shallow.values.at(-1)).toBeLessThan(DEFERRED_PAGE_OFFSET)
    expect(shallow.text).not.toContain('JOIN')
    const deep = hitsSql(scope(), q({ page: 100, hitsPerPage: 21 }))
    const order = ORDER_BY['custom_rank:desc']
    expect(deep.text).toBe(
      `SELECT ${READ_LIST} FROM ${TABLE} JOIN (SELECT "id" FROM ${TABLE} WHERE ${LISTED} ORDER BY ${order} ` +
        `LIMIT $4::int OFFSET $5::int) AS "page" USING ("id") ORDER BY ${order}`,
    )
    expect(deep.values).toEqual([...LISTED_VALUES, 21, 99 * 21])
  })
})

describe('hitsSql: SRP-24 sort orders', () => {
  it('each key: nulls last, ties by rank then id (as the typesense engine)', () => {
    expect(ORDER_BY).toEqual({
      'custom_rank:desc': '"custom_rank" DESC, "created_at_timestamp" DESC, "id"',
      'price:asc': '"price" ASC NULLS LAST, "custom_rank" DESC, "id"',
      'price:desc': '"price" DESC NULLS LAST, "custom_rank" DESC, "id"',
      'year:desc': '"year" DESC NULLS LAST, "custom_rank" DESC, "id"',
      'year:asc': '"year" ASC NULLS LAST, "custom_rank" DESC, "id"',
      'km:asc': '"km" ASC NULLS LAST, "custom_rank" DESC, "id"',
      'km:desc': '"km" DESC NULLS LAST, "custom_rank" DESC, "id"',
      'created_at:desc': '"created_at_timestamp" DESC, "id"',
    })
    for (const key of SORT_KEYS) expect(orderOf(hitsSql(scope(), q({ sortBy: key })).text)).toBe(ORDER_BY[key])
  })

  it('SRP-39 preferred locations lead the default order only, as one normalised parameter', () => {
    const preferred = scope({ preferredLocations: ['Burswood', ' Rockingham ', '', 'Burswood'] })
    const { text, values } = hitsSql(preferred, q())
    expect(orderOf(text)).toBe(
      `array_position($4::text[], "location_name") ASC NULLS LAST, ${ORDER_BY['custom_rank:desc']}`,
    )
    expect(values[3]).toEqual(['Burswood', 'Rockingham'])
    expect(orderOf(hitsSql(preferred, q({ sortBy: 'price:asc' })).text)).toBe(ORDER_BY['price:asc'])
    expect(hitsSql(scope({ preferredLocations: [] }), q())).toEqual(hitsSql(scope(), q()))
  })
})

describe('facetsSql: the count and disjunctive facets', () => {
  it('no text, no range, at most one refinement: the facet cube, guarded by its built version', () => {
    const plain = facetsSql(scope(), q())
    expect(plain.cube).toBe(true)
    expect(plain.text).toContain(
      'state AS (SELECT 1 FROM "search_facet_state" WHERE "tenant_id" = $6::text AND "built_version" = "version")',
    )
    expect(plain.text).toContain(`SELECT '#built'::text, NULL::text, count(*) FROM state`)
    // The window's first day is counted live: sold_at in [soldSince, the next whole day).
    const soldSince = NOW_S - 3 * DAY
    const openingDay = Math.floor(soldSince / DAY)
    expect(plain.values).toEqual([
      ...LISTED_VALUES,
      soldSince,
      (openingDay + 1) * DAY,
      '7',
      ['in_stock', 'coming_soon'],
      openingDay,
    ])
    expect(facetsSql(scope(), q({ refinements: { make: ['Toyota'] } })).cube).toBe(true)
    expect(facetsSql(scope(), q({ sortBy: 'price:desc', page: 4 })).cube).toBe(true)
  })

  it('a refinement of a cube split (car type, status, item type) reads every facet from the cube', () => {
    const used = facetsSql(scope(), q({ refinements: { car_type: ['used'] } }))
    expect(used.cube).toBe(true)
    expect(used.text).toContain(`SELECT "a", "v", sum("n")::bigint FROM cube WHERE "a" <> '' AND "car_type" = ANY(`)
    const make = facetsSql(scope(), q({ refinements: { make: ['Toyota'] } }))
    expect(make.text).toContain(`SELECT "a", "v", sum("n")::bigint FROM cube WHERE "a" = 'make' GROUP BY "a", "v"`)
  })

  it('SRP-28 the cube keeps only priced rows for a positive-only price sort', () => {
    const { text } = facetsSql(scope({ priceSortPositiveOnly: true }), q({ sortBy: 'price:asc' }))
    expect(text).toContain('AND ("priced"))')
  })

  it('text, a range or two refinements: counted live, one flag per refinement, rows failing two left out', () => {
    for (const query of [
      q({ query: 'hilux' }),
      q({ ranges: { km: { max: 1 } } }),
      q({ refinements: { make: ['Toyota'], body: ['SUV'] } }),
    ])
      expect(facetsSql(scope(), query).cube).toBe(false)
    expect(facetsSql(scope(), q(), { cube: false }).cube).toBe(false)

    const { text, values } = facetsSql(scope(), q({ refinements: { make: ['Toyota'], body: ['SUV'] } }))
    expect(text.split('\n')[0]).toBe(
      `WITH base AS MATERIALIZED (SELECT ${[...new Set(FACET_ATTRIBUTES.map((a) => `"${a}"`))].join(', ')}, ` +
        `coalesce(("make" = ANY($4::text[])), false) AS "r0", coalesce(("body" = ANY($5::text[])), false) AS "r1" ` +
        `FROM ${TABLE} WHERE ${LISTED} AND ((("body" = ANY($5::text[]))) OR (("make" = ANY($4::text[])))))`,
    )
    expect(values).toEqual([...LISTED_VALUES, ['Toyota'], ['SUV']])
    // Disjunctive: make is counted over the rows passing body's refinement, body over make's.
    expect(text).toContain(`SELECT 'make'::text, "make", count(*) FROM base WHERE ("r1") GROUP BY "make"`)
    expect(text).toContain(`SELECT 'body'::text, "body", count(*) FROM base WHERE ("r0") GROUP BY "body"`)
    // Every other scalar facet and the total in one GROUPING SETS pass over the rows passing both.
    expect(text).toContain(`FROM base WHERE ("r0") AND ("r1") GROUP BY GROUPING SETS ((), ("car_type"), ("model")`)
    // Array facets by unnesting.
    expect(text).toContain(
      `SELECT 'categories'::text, v, count(*) FROM (SELECT unnest("categories") AS v FROM base WHERE ("r0") AND ("r1")) AS x GROUP BY v`,
    )
  })

  it('numbers and booleans are counted as their text', () => {
    const { text } = facetsSql(scope(), q(), { cube: false })
    expect(text).toContain(`COALESCE("car_type", "make", "model", "make_model", "body", "price_range"`)
    expect(text).toContain(`"year"::text`)
    expect(text).toContain(`"seats"::text`)
    expect(text).toContain(`"certified"::text`)
    expect(text).not.toContain(`"categories"::text`)
  })
})

describe('indexProbeSql: what the in-memory facet index needs', () => {
  it('no text or plain words: the version only (the index matches the words itself)', () => {
    const version = `SELECT coalesce((SELECT "version" FROM "search_facet_state" WHERE "tenant_id" = $1::text), 0) AS "version"`
    expect(indexProbeSql(scope(), q())).toEqual({ text: version, values: ['7'] })
    expect(indexProbeSql(scope(), q({ query: 'white ute', refinements: { make: ['Toyota'] } }))).toEqual({
      text: version,
      values: ['7'],
    })
  })

  it('web search syntax: also the ids of the base rows (listing rule, ranges, text), without refinements', () => {
    const { text, values } = indexProbeSql(
      scope(),
      q({ query: '"hilux" -sr5', refinements: { make: ['Toyota'] }, ranges: { year: { min: 2020 } } }),
    )
    expect(text).toContain(`AS "version", ARRAY(SELECT "id" FROM ${TABLE} WHERE ("tenant_id" = $2::text)`)
    expect(text).toContain(`("year" >= $5::numeric)`)
    expect(text).not.toContain('"make"')
    expect(values).toEqual([
      '7',
      '7',
      ['in_stock', 'coming_soon'],
      NOW_S - 3 * DAY,
      2020,
      '"hilux" -sr5',
      'hilux:* & sr5:*',
      '%"hilux" -sr5%',
    ])
  })
})

describe('maintenance statements', () => {
  it('the facet cube is rebuilt for one tenant and marked built only at the version it read', () => {
    expect(buildFacetCubeSql('7')).toEqual({ text: BUILD_FACET_CUBE_SQL, values: ['7'] })
    expect(BUILD_FACET_CUBE_SQL).toContain(`DELETE FROM "search_facet_counts" WHERE "tenant_id" = $1::text`)
    expect(BUILD_FACET_CUBE_SQL).toContain(`WHERE "search_facet_state"."version" = EXCLUDED."version"`)
  })

  it('the facet index reads a tenant in id-keyed batches, arrays joined by the unit separator', () => {
    const { text, values } = facetIndexBatchSql('7', '120', 2500)
    expect(text).toContain(`array_to_string("categories", E'\\x1f') AS "categories"`)
    expect(text).toContain(`array_to_string(tsvector_to_array("search_vector"), ' ') AS "lexemes"`)
    expect(text).toContain(
      `WHERE "tenant_id" = $1::text AND ($2::text IS NULL OR "id" > $2::text) ORDER BY "id" LIMIT 2500`,
    )
    expect(values).toEqual(['7', '120'])
  })

  it('writes: upsert sends the rows as one JSON parameter; deletes take ids as text', () => {
    const doc = { id: 5, tenant_id: '7', name: 'Car', year: 2020.6, categories: ['Cars'] } as unknown as SearchDoc
    const { text, values } = upsertSql([doc])
    expect(text).toContain(
      `ON CONFLICT ("id") DO UPDATE SET "tenant_id" = EXCLUDED."tenant_id", "slug" = EXCLUDED."slug"`,
    )
    const rows = JSON.parse(values[0] as string) as Record<string, unknown>[]
    expect(rows[0]).toMatchObject({ id: 5, tenant_id: '7', year: 2021, categories: ['Cars'], certified: false })
    expect(removeSql(['1', '2']).values).toEqual([['1', '2']])
    expect(deleteOtherTenantsSql(['7', '8'])).toEqual({
      text: `DELETE FROM ${TABLE} WHERE NOT ("tenant_id" = ANY($1::text[])) RETURNING "tenant_id"`,
      values: [['7', '8']],
    })
  })
})
