import fs from 'node:fs'
import path from 'node:path'

import {
  EMPTY_QUERY,
  buildSearchPath,
  homeSearchRedirect,
  initialSearchState,
  isSearchStateParam,
  normaliseBodyParam,
  parseLandingPath,
  parseSearchParams,
  pluralise,
  queryKey,
  searchPathOf,
  toSearchParams,
  type LandingKnown,
} from '@/domain/search/urlState'
import type { VehicleQuery } from '@/domain/search/types'

function parsed(
  params: ConstructorParameters<typeof URLSearchParams>[0] | Record<string, string | string[] | undefined>,
  defaults?: Partial<VehicleQuery>,
): VehicleQuery {
  const input =
    typeof params === 'string' ? new URLSearchParams(params) : (params as Record<string, string | string[] | undefined>)
  const result = parseSearchParams(input, defaults)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.query
}

function errorsOf(qs: string) {
  const result = parseSearchParams(new URLSearchParams(qs))
  if (result.ok) throw new Error('expected errors')
  return result.errors
}

const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => ({ ...EMPTY_QUERY, ...over })

describe('parseSearchParams', () => {
  it('RTE-01 SRP-23 SRP-24 no parameters: empty query, page 1, 21 per page, custom_rank:desc', () => {
    expect(parsed('')).toEqual({
      query: '',
      refinements: {},
      ranges: {},
      sortBy: 'custom_rank:desc',
      page: 1,
      hitsPerPage: 21,
    })
  })

  it('RTE-07 query, page, sortBy and one parameter per filter attribute', () => {
    expect(
      parsed(
        'query=%20hilux%20&page=2&sortBy=price:asc&hitsPerPage=42&refinementList[make][0]=Toyota&refinementList[make][1]=Ford&range[price]=10000:30000',
      ),
    ).toEqual({
      query: 'hilux',
      refinements: { make: ['Toyota', 'Ford'] },
      ranges: { price: { min: 10000, max: 30000 } },
      sortBy: 'price:asc',
      page: 2,
      hitsPerPage: 42,
    })
  })

  it('RTE-07 percent-encoded brackets (as browsers send them) parse the same', () => {
    expect(parsed('refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bkm%5D=%3A50000')).toMatchObject({
      refinements: { make: ['Toyota'] },
      ranges: { km: { max: 50000 } },
    })
  })

  it('RTE-07 a Next.js searchParams record works, with arrays for repeated keys', () => {
    expect(
      parsed({
        query: 'ranger',
        'refinementList[car_type][0]': 'used',
        'refinementList[body][]': ['SUV', 'Ute'],
        page: undefined,
      }),
    ).toMatchObject({
      query: 'ranger',
      refinements: { car_type: ['used'], body: ['SUV', 'Ute'] },
      page: 1,
    })
  })

  it('RTE-07 refinement values follow their index, are trimmed, emptied out and deduplicated', () => {
    expect(
      parsed(
        'refinementList[make][2]=Kia&refinementList[make][0]=%20Toyota%20&refinementList[make][1]=Toyota&refinementList[make][3]=',
      ).refinements,
    ).toEqual({
      make: ['Toyota', 'Kia'],
    })
    expect(parsed('refinementList[make][10]=B&refinementList[make][9]=A').refinements.make).toEqual(['A', 'B'])
  })

  it('RTE-07 every spec filter attribute is accepted (SRP-14)', () => {
    const attrs = [
      'badge',
      'status',
      'car_type',
      'categories',
      'city',
      'colour',
      'dealership_name',
      'filtered_features',
      'item_type',
      'location_name',
      'make',
      'make_model',
      'model',
      'price_range',
      'body',
      'drive',
      'fuel',
      'transmission',
      'state',
      'tag',
      'weekly_price_range',
      'certified',
      'seats',
    ]
    const qs =
      attrs.map((a) => `refinementList[${a}][0]=x`).join('&') +
      '&range[price]=1:2&range[km]=1:2&range[year]=1:2&range[subscription_price]=1:2&range[seats]=1:2&range[created_at_timestamp]=1:2'
    const query = parsed(qs)
    expect(Object.keys(query.refinements)).toHaveLength(attrs.length)
    expect(Object.keys(query.ranges)).toHaveLength(6)
  })

  it('RTE-07 an unknown refinement attribute is an error naming it', () => {
    const errors = errorsOf('refinementList[engine][0]=V8')
    expect(errors).toEqual([
      {
        param: 'refinementList[engine][0]',
        message: expect.stringContaining('refinementList[engine] is not a filter'),
      },
    ])
    expect(errorsOf('range[doors]=1:2')[0]!.message).toContain('range[doors] is not a range filter')
  })

  it('RTE-07 unrelated parameters (utm_source, fbclid) are ignored', () => {
    expect(parsed('utm_source=fb&fbclid=x&query=ute')).toEqual(q({ query: 'ute' }))
  })

  it('RTE-07 query is trimmed and at most 200 characters', () => {
    expect(parsed(`query=${'a'.repeat(200)}`).query).toHaveLength(200)
    expect(errorsOf(`query=${'a'.repeat(201)}`)).toEqual([
      { param: 'query', message: 'query must be at most 200 characters' },
    ])
  })

  it('RTE-06 page is a whole number from 1 to 1000', () => {
    expect(parsed('page=1000').page).toBe(1000)
    for (const bad of ['0', '1001', '-1', '1.5', 'two', '1e2']) {
      expect(errorsOf(`page=${bad}`)).toEqual([
        { param: 'page', message: 'page must be a whole number from 1 to 1000' },
      ])
    }
    expect(parsed('page=').page).toBe(1)
  })

  it('SRP-23 hitsPerPage is 1 to 100, default 21', () => {
    expect(parsed('hitsPerPage=100').hitsPerPage).toBe(100)
    expect(parsed('hitsPerPage=1').hitsPerPage).toBe(1)
    expect(errorsOf('hitsPerPage=101')[0]).toEqual({
      param: 'hitsPerPage',
      message: 'hitsPerPage must be a whole number from 1 to 100',
    })
    expect(errorsOf('hitsPerPage=0')[0]!.param).toBe('hitsPerPage')
  })

  it('SRP-24 sortBy must be a known sort key; default custom_rank:desc', () => {
    expect(parsed('sortBy=km:asc').sortBy).toBe('km:asc')
    expect(parsed('sortBy=').sortBy).toBe('custom_rank:desc')
    expect(errorsOf('sortBy=colour:asc')[0]).toEqual({
      param: 'sortBy',
      message: expect.stringContaining('sortBy must be one of custom_rank:desc, price:asc'),
    })
  })

  it('RTE-05 range[attr]=min:max with either side empty', () => {
    expect(parsed('range[price]=10000:').ranges).toEqual({ price: { min: 10000 } })
    expect(parsed('range[price]=:30000').ranges).toEqual({ price: { max: 30000 } })
    expect(parsed('range[price]=:').ranges).toEqual({})
    expect(parsed('range[price]=').ranges).toEqual({})
    expect(parsed('range[price]=', { ranges: { price: { min: 5000 } } }).ranges).toEqual({})
    expect(parsed('range[price]=%20-500%20:%20').ranges).toEqual({ price: { min: -500 } })
    expect(parsed('range[year]=2018:2018').ranges).toEqual({ year: { min: 2018, max: 2018 } })
    expect(parsed('range[km]=0.5:1500.25').ranges).toEqual({ km: { min: 0.5, max: 1500.25 } })
  })

  it('RTE-05 a malformed range gets a clear message', () => {
    for (const bad of ['10000', 'abc:def', '1:2:3', '10k:20k', '1,000:2,000', '-']) {
      expect(errorsOf(`range[price]=${bad}`)).toEqual([
        { param: 'range[price]', message: 'range[price] must look like min:max with numbers' },
      ])
    }
  })

  it('RTE-05 min greater than max is an error', () => {
    expect(errorsOf('range[price]=30000:10000')).toEqual([
      { param: 'range[price]', message: 'range[price] min must not be greater than max' },
    ])
  })

  it('RTE-07 at most 50 values per refinement, each at most 100 characters', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `refinementList[model][${i}]=m${i}`).join('&')
    expect(parsed(fifty).refinements.model).toHaveLength(50)
    expect(errorsOf(`${fifty}&refinementList[model][50]=m50`)).toEqual([
      { param: 'refinementList[model]', message: 'refinementList[model] may have at most 50 values' },
    ])
    expect(parsed(`refinementList[tag][0]=${'x'.repeat(100)}`).refinements.tag![0]).toHaveLength(100)
    expect(errorsOf(`refinementList[tag][0]=${'x'.repeat(101)}`)).toEqual([
      { param: 'refinementList[tag]', message: 'refinementList[tag] values must be at most 100 characters' },
    ])
  })

  it('RTE-07 duplicates over 50 raw values that dedupe to 50 or fewer are fine', () => {
    const many = Array.from({ length: 60 }, (_, i) => `refinementList[make][${i}]=Toyota`).join('&')
    expect(parsed(many).refinements.make).toEqual(['Toyota'])
  })

  it('RTE-07 every bad parameter is reported at once', () => {
    expect(
      errorsOf('page=0&sortBy=x&range[price]=9:1&refinementList[nope][0]=1')
        .map((e) => e.param)
        .sort(),
    ).toEqual(['page', 'range[price]', 'refinementList[nope][0]', 'sortBy'])
  })

  it('SRP-20 defaults apply only to attributes the URL does not set', () => {
    const defaults: Partial<VehicleQuery> = {
      refinements: { car_type: ['used'], make: ['Toyota'] },
      ranges: { price: { min: 5000 }, km: { max: 100000 } },
      sortBy: 'price:asc',
      hitsPerPage: 12,
    }
    expect(parsed('refinementList[make][0]=Ford&range[km]=:50000', defaults)).toEqual({
      query: '',
      refinements: { car_type: ['used'], make: ['Ford'] },
      ranges: { price: { min: 5000 }, km: { max: 50000 } },
      sortBy: 'price:asc',
      page: 1,
      hitsPerPage: 12,
    })
    expect(parsed('sortBy=year:desc&hitsPerPage=30', defaults)).toMatchObject({ sortBy: 'year:desc', hitsPerPage: 30 })
  })

  it('SRP-20 a URL that sets an attribute to nothing overrides its default', () => {
    expect(parsed('refinementList[car_type][0]=', { refinements: { car_type: ['used'] } }).refinements).toEqual({})
  })

  it('RTE-07 refinementList[attr] without an index is accepted, after the indexed values', () => {
    expect(parsed('refinementList[make]=Kia&refinementList[make][0]=Ford').refinements.make).toEqual(['Ford', 'Kia'])
  })

  it("RTE-07 plain make=, model=, body= and car_type= (a dealer's or an advert's link) are those refinements", () => {
    expect(parsed('make=Toyota&model=Corolla').refinements).toEqual({ make: ['Toyota'], model: ['Corolla'] })
    expect(parsed('body=SUV&car_type=used&car_type=demo').refinements).toEqual({
      body: ['SUV'],
      car_type: ['used', 'demo'],
    })
    expect(parsed({ make: ['Mazda', 'Kia'], utm_source: 'ad' }).refinements).toEqual({ make: ['Mazda', 'Kia'] })
    // with the InstantSearch form of the same attribute: its indexed values first, then the plain one, once each
    expect(parsed('make=Toyota&refinementList[make][0]=Ford&refinementList[make][1]=Toyota').refinements.make).toEqual([
      'Ford',
      'Toyota',
    ])
    expect(isSearchStateParam('make')).toBe(true)
    expect(errorsOf(`make=${'x'.repeat(101)}`)).toEqual([
      { param: 'refinementList[make]', message: expect.stringContaining('100') },
    ])
    expect(initialSearchState(new URLSearchParams(`model=${'x'.repeat(101)}&make=Toyota`)).query.refinements).toEqual({
      make: ['Toyota'],
    })
  })

  it('RTE-07 a plain make= link is written back in the InstantSearch format', () => {
    const known: LandingKnown = { makes: ['Toyota'], models: { Toyota: ['Corolla'] }, bodies: [], dealerships: [] }
    expect(buildSearchPath(parsed('make=Toyota&model=Corolla&range[price]=:30000'), known)).toBe(
      '/search/toyota/corolla?range%5Bprice%5D=%3A30000',
    )
  })

  it('RTE-07 a scalar given twice uses its first value', () => {
    expect(parsed('query=a&query=b').query).toBe('a')
  })
})

describe('toSearchParams', () => {
  it('RTE-06 SRP-23 SRP-24 the default search writes nothing', () => {
    expect(toSearchParams(EMPTY_QUERY).toString()).toBe('')
  })

  it('RTE-05 RTE-07 canonical order: query, refinementList (sorted values), range, sortBy, hitsPerPage, page', () => {
    const query = q({
      query: 'hilux',
      refinements: { model: ['Ranger', 'HiLux'], make: ['Toyota'] },
      ranges: { km: { max: 50000 }, price: { min: 10000, max: 30000 } },
      sortBy: 'price:asc',
      hitsPerPage: 42,
      page: 3,
    })
    expect([...toSearchParams(query).entries()]).toEqual([
      ['query', 'hilux'],
      ['refinementList[make][0]', 'Toyota'],
      ['refinementList[model][0]', 'HiLux'],
      ['refinementList[model][1]', 'Ranger'],
      ['range[price]', '10000:30000'],
      ['range[km]', ':50000'],
      ['sortBy', 'price:asc'],
      ['hitsPerPage', '42'],
      ['page', '3'],
    ])
  })

  it('RTE-06 page only when not 1', () => {
    expect(toSearchParams(q({ page: 1 })).has('page')).toBe(false)
    expect(toSearchParams(q({ page: 2 })).get('page')).toBe('2')
  })

  it('omit drops attributes a landing path already carries', () => {
    const query = q({ refinements: { make: ['Toyota'], body: ['SUV'] } })
    expect([...toSearchParams(query, { omit: ['make'] }).keys()]).toEqual(['refinementList[body][0]'])
  })

  it('RTE-07 round trip: parse(toSearchParams(q)) gives q back', () => {
    const query = q({
      query: 'ute 4x4',
      refinements: {
        make: ['Ford', 'Toyota'],
        car_type: ['demo', 'used'],
        filtered_features: ['Apple CarPlay & Android Auto'],
      },
      ranges: { price: { min: 0, max: 45000.5 }, year: { min: 2018 } },
      sortBy: 'km:asc',
      page: 7,
      hitsPerPage: 9,
    })
    expect(parsed(toSearchParams(query).toString())).toEqual(query)
  })
})

describe('queryKey', () => {
  it('SRP-25 the same search gives the same key whatever the value order', () => {
    const a = q({ refinements: { make: ['Toyota', 'Ford'], body: ['SUV'] } })
    const b = q({ refinements: { body: ['SUV'], make: ['Ford', 'Toyota'] } })
    expect(queryKey(a)).toBe(queryKey(b))
  })

  it('SRP-25 query, offset (page), sort and refinement each change the key', () => {
    const base = queryKey(q())
    expect(queryKey(q({ query: 'x' }))).not.toBe(base)
    expect(queryKey(q({ page: 2 }))).not.toBe(base)
    expect(queryKey(q({ hitsPerPage: 42 }))).not.toBe(base)
    expect(queryKey(q({ sortBy: 'price:asc' }))).not.toBe(base)
    expect(queryKey(q({ refinements: { make: ['Toyota'] } }))).not.toBe(base)
    expect(queryKey(q({ ranges: { price: { min: 1 } } }))).not.toBe(base)
    expect(queryKey(q({ ranges: { price: { min: 1 } } }))).not.toBe(queryKey(q({ ranges: { price: { max: 1 } } })))
  })

  it('SRP-25 empty refinement lists and empty ranges do not change the key', () => {
    expect(queryKey(q({ refinements: { make: [] }, ranges: { price: {} } }))).toBe(queryKey(q()))
  })
})

const known: LandingKnown = {
  makes: ['Toyota', 'Mercedes-Benz', 'Ford'],
  models: { toyota: ['HiLux', 'RAV4', 'LandCruiser 300'], 'Mercedes-Benz': ['C-Class'] },
  dealerships: [
    { slug: 'harbour-toyota', name: 'Harbour Toyota' },
    { slug: 'coastal-ford', name: 'Coastal Ford' },
  ],
  bodies: ['SUV', 'Ute', 'People Mover', 'Hatch', 'Cab Chassis'],
}

describe('parseLandingPath', () => {
  it('RTE-02 RTE-03 stock slugs: used-cars, new-cars, demo-cars', () => {
    expect(parseLandingPath(['used-cars'], known)).toEqual({ refinements: { car_type: ['used'] }, title: 'Used Cars' })
    expect(parseLandingPath(['new-cars'], known)).toEqual({ refinements: { car_type: ['new'] }, title: 'New Cars' })
    expect(parseLandingPath(['demo-cars'], known)).toEqual({ refinements: { car_type: ['demo'] }, title: 'Demo Cars' })
  })

  it('RTE-02 new-used-and-demo-cars and new-and-demo-cars', () => {
    expect(parseLandingPath(['new-used-and-demo-cars'], known)).toEqual({
      refinements: { car_type: ['new', 'demo', 'used'] },
      title: 'New, Used & Demo Cars',
    })
    expect(parseLandingPath(['new-and-demo-cars'], known)).toEqual({
      refinements: { car_type: ['new', 'demo'] },
      title: 'New & Demo Cars',
    })
  })

  it('RTE-02 {car_type}-cars only for known car types; case-insensitive', () => {
    expect(parseLandingPath(['Used-Cars'], known)?.refinements).toEqual({ car_type: ['used'] })
    expect(parseLandingPath(['old-cars'], known)).toBeNull()
  })

  it('RTE-04 /search/{dealership_slug} filters by the dealership name', () => {
    expect(parseLandingPath(['harbour-toyota'], known)).toEqual({
      refinements: { dealership_name: ['Harbour Toyota'] },
      title: 'Harbour Toyota',
    })
  })

  it('RTE-04 /search/{make} by slug, case-insensitive', () => {
    expect(parseLandingPath(['toyota'], known)).toEqual({ refinements: { make: ['Toyota'] }, title: 'Toyota' })
    expect(parseLandingPath(['Mercedes-Benz'], known)).toEqual({
      refinements: { make: ['Mercedes-Benz'] },
      title: 'Mercedes-Benz',
    })
  })

  it('RTE-04 /search/{make}/{model} only when the model is known for that make', () => {
    expect(parseLandingPath(['toyota', 'hilux'], known)).toEqual({
      refinements: { make: ['Toyota'], model: ['HiLux'] },
      title: 'Toyota HiLux',
    })
    expect(parseLandingPath(['toyota', 'landcruiser-300'], known)?.title).toBe('Toyota LandCruiser 300')
    expect(parseLandingPath(['mercedes-benz', 'c-class'], known)?.refinements).toEqual({
      make: ['Mercedes-Benz'],
      model: ['C-Class'],
    })
    expect(parseLandingPath(['toyota', 'c-class'], known)).toBeNull()
    expect(parseLandingPath(['ford', 'ranger'], known)).toBeNull()
  })

  it('RTE-04 /search/{simple_body} with a plural title', () => {
    expect(parseLandingPath(['suv'], known)).toEqual({ refinements: { body: ['SUV'] }, title: 'SUVs' })
    expect(parseLandingPath(['people-mover'], known)).toEqual({
      refinements: { body: ['People Mover'] },
      title: 'People Movers',
    })
    expect(parseLandingPath(['hatch'], known)?.title).toBe('Hatches')
    expect(parseLandingPath(['cab-chassis'], known)?.title).toBe('Cab Chassis')
  })

  it('RTE-04 a body type of the product vocabulary without stock today is still a landing page (nothing found), never a 404', () => {
    const empty: LandingKnown = { ...known, bodies: ['SUV'] }
    expect(parseLandingPath(['cab-chassis'], empty)).toEqual({
      refinements: { body: ['cabChassis'] },
      title: 'Cab Chassis',
    })
    expect(parseLandingPath(['light-truck'], empty)?.title).toBe('Light Trucks')
    expect(parseLandingPath(['spaceship'], empty)).toBeNull()
  })

  it('RTE-04 unknown segments, too many segments, or a body with a model → null', () => {
    expect(parseLandingPath(['lamborghini'], known)).toBeNull()
    expect(parseLandingPath(['toyota', 'hilux', 'sr5'], known)).toBeNull()
    expect(parseLandingPath(['suv', 'hilux'], known)).toBeNull()
    expect(parseLandingPath(['used-cars', 'suv'], known)).toBeNull()
    expect(parseLandingPath([''], known)).toBeNull()
  })

  it('RTE-04 no segments is the plain search page', () => {
    expect(parseLandingPath([], known)).toEqual({ refinements: {}, title: 'All Vehicles' })
  })

  it('pluralise', () => {
    expect(pluralise('SUV')).toBe('SUVs')
    expect(pluralise('Ute')).toBe('Utes')
    expect(pluralise('Van')).toBe('Vans')
    expect(pluralise('Bus')).toBe('Bus')
  })
})

describe('buildSearchPath', () => {
  /** Readable form: brackets, colons and spaces (written as '+') decoded. */
  const build = (refinements: VehicleQuery['refinements'], over: Partial<VehicleQuery> = {}) =>
    decodeURIComponent(buildSearchPath(q({ refinements, ...over }), known).replace(/\+/g, ' '))

  it('RTE-04 one dealership and nothing else path-worthy → /search/{dealership_slug}', () => {
    expect(build({ dealership_name: ['Harbour Toyota'] })).toBe('/search/harbour-toyota')
    expect(build({ dealership_name: ['Harbour Toyota'], colour: ['Red'] })).toBe(
      '/search/harbour-toyota?refinementList[colour][0]=Red',
    )
  })

  it('RTE-04 a dealership with a make goes under the make; two dealerships stay in the query string', () => {
    expect(build({ dealership_name: ['Harbour Toyota'], make: ['Toyota'] })).toBe(
      '/search/toyota?refinementList[dealership_name][0]=Harbour Toyota',
    )
    expect(build({ dealership_name: ['Harbour Toyota', 'Coastal Ford'] })).toBe(
      '/search?refinementList[dealership_name][0]=Coastal Ford&refinementList[dealership_name][1]=Harbour Toyota',
    )
  })

  it('RTE-04 /search/{make}/{model} for one known make and one of its known models', () => {
    expect(build({ make: ['Toyota'], model: ['HiLux'] })).toBe('/search/toyota/hilux')
    expect(build({ make: ['Mercedes-Benz'], model: ['C-Class'] })).toBe('/search/mercedes-benz/c-class')
  })

  it('RTE-04 /search/{make} with one make; an unknown or second model stays in the query string', () => {
    expect(build({ make: ['Toyota'] })).toBe('/search/toyota')
    expect(build({ make: ['Toyota'], model: ['Yaris Cross'] })).toBe(
      '/search/toyota?refinementList[model][0]=Yaris Cross',
    )
    expect(build({ make: ['Toyota'], model: ['HiLux', 'RAV4'] })).toBe(
      '/search/toyota?refinementList[model][0]=HiLux&refinementList[model][1]=RAV4',
    )
  })

  it('RTE-04 two makes or an unknown make → no make path', () => {
    expect(build({ make: ['Toyota', 'Ford'] })).toBe(
      '/search?refinementList[make][0]=Ford&refinementList[make][1]=Toyota',
    )
    expect(build({ make: ['Lada'] })).toBe('/search?refinementList[make][0]=Lada')
  })

  it('RTE-04 /search/{simple_body} when no make leads', () => {
    expect(build({ body: ['SUV'] })).toBe('/search/suv')
    expect(build({ body: ['People Mover'], car_type: ['used'] })).toBe(
      '/search/people-mover?refinementList[car_type][0]=used',
    )
    expect(build({ body: ['SUV'], make: ['Ford'] })).toBe('/search/ford?refinementList[body][0]=SUV')
  })

  it('RTE-02 car types forming a landing → /search/used-cars, /search/new-and-demo-cars, /search/new-used-and-demo-cars', () => {
    expect(build({ car_type: ['used'] })).toBe('/search/used-cars')
    expect(build({ car_type: ['demo', 'new'] })).toBe('/search/new-and-demo-cars')
    expect(build({ car_type: ['used', 'new', 'demo'] })).toBe('/search/new-used-and-demo-cars')
    expect(build({ car_type: ['used', 'demo'] })).toBe(
      '/search?refinementList[car_type][0]=demo&refinementList[car_type][1]=used',
    )
  })

  it('RTE-05 RTE-06 the query string holds refinementList, range[price]=min:max, and page only when not 1', () => {
    expect(
      build({ make: ['Toyota'], colour: ['White'] }, { ranges: { price: { min: 10000, max: 30000 } }, page: 2 }),
    ).toBe('/search/toyota?refinementList[colour][0]=White&range[price]=10000:30000&page=2')
    expect(build({ make: ['Toyota'] }, { page: 1, ranges: { price: { max: 30000 } } })).toBe(
      '/search/toyota?range[price]=:30000',
    )
  })

  it('RTE-04 nothing selected → /search', () => {
    expect(build({})).toBe('/search')
    expect(build({}, { query: 'hilux', sortBy: 'price:asc' })).toBe('/search?query=hilux&sortBy=price:asc')
  })

  it('RTE-04 RTE-05 round trip: the landing path plus query string give the same search back', () => {
    const cases: VehicleQuery[] = [
      q({
        refinements: { make: ['Toyota'], model: ['HiLux'], colour: ['Red'] },
        ranges: { price: { min: 1, max: 2 } },
        page: 4,
      }),
      q({ refinements: { dealership_name: ['Coastal Ford'] } }),
      q({ refinements: { body: ['People Mover'], car_type: ['used'] }, query: 'seven seats' }),
      q({ refinements: { car_type: ['new', 'demo'] }, sortBy: 'price:desc' }),
      q({ refinements: { make: ['Toyota', 'Ford'] } }),
    ]
    for (const query of cases) {
      const url = new URL(buildSearchPath(query, known), 'http://x')
      const landing = parseLandingPath(url.pathname.split('/').filter(Boolean).slice(1), known)
      expect(landing).not.toBeNull()
      const back = parsed(url.searchParams.toString())
      const refinements = { ...back.refinements, ...landing!.refinements }
      const norm = (r: VehicleQuery['refinements']) =>
        Object.fromEntries(
          Object.entries(r)
            .map(([k, v]) => [k, [...v!].sort()])
            .sort(),
        )
      expect(norm(refinements)).toEqual(norm(query.refinements))
      expect({ ...back, refinements: {} }).toEqual({ ...query, refinements: {} })
    }
  })
})

describe('normaliseBodyParam', () => {
  it("RTE-09 spaces become hyphens, ampersands are removed, lowercase: 'People & Mover' → 'people-mover'", () => {
    expect(normaliseBodyParam('People & Mover')).toBe('people-mover')
    expect(normaliseBodyParam('Cab Chassis')).toBe('cab-chassis')
    expect(normaliseBodyParam('SUV')).toBe('suv')
  })

  it('RTE-09 repeated and edge hyphens collapse; other characters are kept', () => {
    expect(normaliseBodyParam('  Light   Truck ')).toBe('light-truck')
    expect(normaliseBodyParam('& Van &')).toBe('van')
    expect(normaliseBodyParam('4x4')).toBe('4x4')
    expect(normaliseBodyParam('peopleMover')).toBe('peoplemover')
  })
})

describe('initialSearchState', () => {
  const sp = (qs: string) => new URLSearchParams(qs)
  const used = { refinements: { car_type: ['used'] } }

  it("SRP-20 'Filter state starts from persisted attributes': the landing path's filters and the URL's", () => {
    expect(initialSearchState(sp('refinementList[make][0]=Toyota&range[price]=:30000&page=2'), used)).toEqual({
      query: q({ refinements: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { max: 30000 } }, page: 2 }),
      errors: [],
    })
  })

  it("SRP-20 'defaults apply only to attributes with no persisted value'", () => {
    const defaults: Partial<VehicleQuery> = {
      refinements: { car_type: ['new'], make: ['Kia'] },
      sortBy: 'price:asc',
      ranges: { km: { max: 1000 } },
    }
    // car_type is persisted by the path, make and km by the URL: only the sort comes from the defaults.
    const { query } = initialSearchState(sp('refinementList[make][0]=Ford&range[km]=:50000'), used, defaults)
    expect(query.refinements).toEqual({ car_type: ['used'], make: ['Ford'] })
    expect(query.ranges).toEqual({ km: { max: 50000 } })
    expect(query.sortBy).toBe('price:asc')
    // Nothing persisted: every default applies.
    expect(initialSearchState(sp(''), {}, defaults).query).toEqual(q(defaults))
    // No defaults, nothing persisted: the plain search (RTE-01's empty state of /search).
    expect(initialSearchState(sp('utm_source=x')).query).toEqual(EMPTY_QUERY)
  })

  it('SRP-20 the URL is the later persisted value: it wins over the landing path for the same attribute, even when empty', () => {
    expect(
      initialSearchState(sp('refinementList[car_type][0]=new&refinementList[car_type][1]=used'), used).query.refinements
        .car_type,
    ).toEqual(['new', 'used'])
    expect(initialSearchState(sp('refinementList[car_type][0]='), used).query.refinements).toEqual({})
  })

  it('SRP-20 a bad parameter falls back alone; the rest of the persisted state still applies', () => {
    const { query, errors } = initialSearchState(
      sp(
        'refinementList[make][0]=Mazda&page=zero&range[price]=abc&refinementList[nope][0]=x&sortBy=cheapest&query=cx-5',
      ),
      used,
      { sortBy: 'year:desc' },
    )
    expect(query).toEqual(
      q({ query: 'cx-5', refinements: { car_type: ['used'], make: ['Mazda'] }, sortBy: 'year:desc' }),
    )
    expect(errors.map((e) => e.param).sort()).toEqual(['page', 'range[price]', 'refinementList[nope][0]', 'sortBy'])
  })

  it('SRP-20 a bad value for a landing attribute falls back to the landing value', () => {
    const long = 'x'.repeat(101)
    const { query, errors } = initialSearchState(sp(`refinementList[car_type][0]=${long}`), used)
    expect(query.refinements.car_type).toEqual(['used'])
    expect(errors).toHaveLength(1)
  })

  it('SRP-20 later changes keep the persisted landing filter unless removed (the next URL carries it)', () => {
    const known: LandingKnown = { makes: ['Toyota'], models: { Toyota: ['HiLux'] }, dealerships: [], bodies: ['SUV'] }
    const start = initialSearchState(sp(''), used).query
    const withMake = buildSearchPath({ ...start, refinements: { ...start.refinements, make: ['Toyota'] } }, known)
    expect(withMake).toBe('/search/toyota?refinementList%5Bcar_type%5D%5B0%5D=used')
    const url = new URL(withMake, 'http://x')
    const landing = parseLandingPath(url.pathname.split('/').filter(Boolean).slice(1), known)!
    expect(initialSearchState(url.searchParams, landing).query.refinements).toEqual({
      car_type: ['used'],
      make: ['Toyota'],
    })
    const removed = buildSearchPath({ ...start, refinements: { ...start.refinements, car_type: [] } }, known)
    expect(removed).toBe('/search')
  })
})

describe('RTE-01 the home page', () => {
  it('RTE-01 / with no query parameters is not a search state: the home page renders', () => {
    expect(homeSearchRedirect(new URLSearchParams(''))).toBeNull()
    expect(homeSearchRedirect({})).toBeNull()
  })

  it('RTE-01 parameters that are not search state (utm_source, fbclid, gclid) keep the home page', () => {
    expect(homeSearchRedirect(new URLSearchParams('utm_source=google&fbclid=abc'))).toBeNull()
    expect(homeSearchRedirect({ gclid: 'x', utm_campaign: ['a', 'b'] })).toBeNull()
  })

  it('RTE-01 RTE-07 / with search parameters goes to /search with the whole query string', () => {
    expect(homeSearchRedirect(new URLSearchParams('refinementList[make][0]=Toyota&utm_source=x'))).toBe(
      '/search?refinementList%5Bmake%5D%5B0%5D=Toyota&utm_source=x',
    )
    expect(homeSearchRedirect({ query: 'ute', page: '2' })).toBe('/search?query=ute&page=2')
    expect(homeSearchRedirect({ 'range[price]': ':30000' })).toBe('/search?range%5Bprice%5D=%3A30000')
    expect(homeSearchRedirect({ sortBy: 'price:asc' })).toBe('/search?sortBy=price%3Aasc')
  })

  it('RTE-07 which parameters are search state', () => {
    for (const key of [
      'query',
      'page',
      'sortBy',
      'hitsPerPage',
      'refinementList[make][0]',
      'refinementList[make]',
      'range[km]',
    ]) {
      expect(isSearchStateParam(key)).toBe(true)
    }
    for (const key of ['utm_source', 'fbclid', 'refinementList', 'range', 'Query'])
      expect(isSearchStateParam(key)).toBe(false)
  })
})

describe('exact ("Search instead for …" turns spelling correction off)', () => {
  it('exact=1 round-trips with a keyword and is dropped without one', () => {
    const parsed = parseSearchParams(new URLSearchParams('query=hilxu&exact=1'))
    expect(parsed.ok && parsed.query.exact).toBe(true)
    if (!parsed.ok) return
    expect(toSearchParams(parsed.query).toString()).toBe('query=hilxu&exact=1')
    expect(queryKey(parsed.query)).not.toBe(queryKey({ ...parsed.query, exact: false }))
    expect(toSearchParams({ ...parsed.query, query: '' }).toString()).toBe('')
    expect(parseSearchParams(new URLSearchParams('exact=maybe')).ok).toBe(false)
  })
})

describe('hand-written parser (no zod in the browser; the cases the zod schemas covered)', () => {
  it('RTE-07 whole numbers are trimmed, digits only, safe integers within bounds', () => {
    expect(parsed('page=%202%20&hitsPerPage=%2010').page).toBe(2)
    expect(parsed('page=%202%20&hitsPerPage=%2010').hitsPerPage).toBe(10)
    for (const bad of ['0', '-1', '1.5', '1e2', '0x10', '99999999999999999999', 'abc']) {
      expect(errorsOf(`page=${bad}`)).toEqual([
        { param: 'page', message: 'page must be a whole number from 1 to 1000' },
      ])
    }
  })

  it('SRP-24 sortBy is matched exactly (no trimming, no case folding)', () => {
    expect(parsed('sortBy=price:asc').sortBy).toBe('price:asc')
    expect(parseSearchParams(new URLSearchParams('sortBy=%20price:asc')).ok).toBe(false)
    expect(parseSearchParams(new URLSearchParams('sortBy=PRICE:ASC')).ok).toBe(false)
  })

  it('exact accepts 1/true/0/false only', () => {
    expect(parsed('query=x&exact=true').exact).toBe(true)
    expect(parsed('query=x&exact=0').exact).toBeUndefined()
    expect(parsed('query=x&exact=false').exact).toBeUndefined()
    expect(errorsOf('exact=yes')).toEqual([{ param: 'exact', message: 'exact must be 1 or 0' }])
  })

  it('RTE-07 refinement values are trimmed, de-duplicated and empty ones dropped before the limits apply', () => {
    expect(
      parsed('refinementList[make][0]=%20Toyota%20&refinementList[make][1]=Toyota&refinementList[make][2]=').refinements
        .make,
    ).toEqual(['Toyota'])
    const fifty = Array.from({ length: 51 }, (_, i) => `refinementList[model][${i}]=${i % 50}`).join('&')
    expect(parsed(fifty).refinements.model).toHaveLength(50)
  })

  it('RTE-07 ranges: open ends, decimals, trimmed parts', () => {
    expect(parsed('range[price]=%2010000%20:').ranges.price).toEqual({ min: 10000 })
    expect(parsed('range[price]=:.5').ranges.price).toEqual({ max: 0.5 })
    expect(parsed('range[price]=:').ranges.price).toBeUndefined()
    expect(parseSearchParams(new URLSearchParams('range[price]=1:2:3')).ok).toBe(false)
  })

  it('the module imports no zod (it is bundled into the search controls)', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'src/domain/search/urlState.ts'), 'utf8')
    expect(source).not.toMatch(/from 'zod'/)
  })
})

describe('the results cache after the filter state is initialised', () => {
  /** What the page and the browser's Back button both do: the address → the initial filter state. */
  const stateAt = (address: string) => {
    const [pathname, search = ''] = address.split('?')
    const landing = parseLandingPath(
      pathname!
        .replace(/^\/search\/?/, '')
        .split('/')
        .filter(Boolean),
      known,
    )
    if (!landing) throw new Error(`not a search path: ${address}`)
    const { query, errors } = initialSearchState(new URLSearchParams(search), { refinements: landing.refinements })
    expect(errors).toEqual([])
    return query
  }

  // SearchExperience keys React Query by queryKey(state) and seeds that key with the server's answer (initialData):
  // a state initialised from the address the browser returns to (Back, Forward) must give the same key, so the
  // results cached for it are shown again without a request.
  it('SRP-21 the initialised state and the state rebuilt from its own address share one cache key', () => {
    for (const address of [
      '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota&sortBy=price%3Aasc',
      '/search/toyota/hilux?range%5Bprice%5D=10000%3A40000&page=2',
      '/search?query=ute&refinementList%5Bbody%5D%5B0%5D=Ute&refinementList%5Bbody%5D%5B1%5D=SUV',
    ]) {
      const initial = stateAt(address)
      const back = stateAt(buildSearchPath(initial, known))
      expect(queryKey(back)).toBe(queryKey(initial))
    }
    expect(stateAt('/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota').refinements).toMatchObject({
      car_type: ['used'],
      make: ['Toyota'],
    })
  })
})

describe('searchPathOf', () => {
  it('RTE-05 RTE-07 the results of some refinements in the URL state format (Find me something similar)', () => {
    const path = searchPathOf({ make: ['Toyota'], model: ['Corolla'] })
    expect(decodeURIComponent(path)).toBe('/search?refinementList[make][0]=Toyota&refinementList[model][0]=Corolla')
    expect(parsed(new URL(path, 'http://x').searchParams).refinements).toEqual({ make: ['Toyota'], model: ['Corolla'] })
    expect(searchPathOf({})).toBe('/search')
  })
})
