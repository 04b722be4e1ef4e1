import {
  FAVOURITE_EVENT_ID,
  MAX_COMPARE,
  MAX_VIEWED,
  comparedFromDetail,
  comparedFromHit,
  favouriteAnalyticsEvent,
  favouriteFromDetail,
  favouriteFromHit,
  includesId,
  parseCompared,
  parseFavourites,
  parseViewed,
  recordViewed,
  sameId,
  toCompared,
  toFavourite,
  toggleCompare,
  toggleFavourite,
  viewedFromDetail,
  type ComparedCar,
  type FavouriteCar,
} from '@/domain/saved/lists'
import {
  isSaveableStatus,
  saveableFromDetail,
  saveableFromHit,
  showSaveButton,
  type SaveableCar,
  type SaveConfig,
} from '@/domain/saved/visibility'

const on: SaveConfig = { features: { garageEnabled: true, compare: true }, stock: { saveUsedPricedOnly: false } }
const car = (extra: Partial<SaveableCar> = {}): SaveableCar => ({
  status: 'in_stock',
  carType: 'used',
  price: 24990,
  imageCount: 5,
  ...extra,
})

describe('favourite and compare button visibility', () => {
  it('SAVE-16 hidden when the feature is off (favourites: garageEnabled; compare: compare)', () => {
    const off = { ...on, features: { garageEnabled: false, compare: false } }
    expect(showSaveButton('favourite', car(), off)).toBe(false)
    expect(showSaveButton('compare', car(), off)).toBe(false)
    expect(showSaveButton('favourite', car(), { ...on, features: { garageEnabled: true, compare: false } })).toBe(true)
    expect(showSaveButton('compare', car(), { ...on, features: { garageEnabled: true, compare: false } })).toBe(false)
    expect(showSaveButton('compare', car(), { ...on, features: { garageEnabled: false, compare: true } })).toBe(true)
  })

  it('SAVE-17 VDP-52 hidden when the car is not in stock; coming_soon counts as in stock', () => {
    expect(showSaveButton('favourite', car({ status: 'sold' }), on)).toBe(false)
    expect(showSaveButton('compare', car({ status: 'sold' }), on)).toBe(false)
    expect(showSaveButton('favourite', car({ status: 'withdrawn' }), on)).toBe(false)
    expect(showSaveButton('favourite', car({ status: null }), on)).toBe(false)
    expect(showSaveButton('favourite', car({ status: 'coming_soon' }), on)).toBe(true)
    expect(isSaveableStatus('in_stock')).toBe(true)
  })

  it('SAVE-18 the used-priced variant also hides for new/demo cars, price 0 or less, or no images', () => {
    const variant = { ...on, stock: { saveUsedPricedOnly: true } }
    expect(showSaveButton('favourite', car(), variant)).toBe(true)
    expect(showSaveButton('favourite', car({ carType: 'new' }), variant)).toBe(false)
    expect(showSaveButton('compare', car({ carType: 'demo' }), variant)).toBe(false)
    expect(showSaveButton('favourite', car({ price: 0 }), variant)).toBe(false)
    expect(showSaveButton('favourite', car({ price: -5 }), variant)).toBe(false)
    expect(showSaveButton('favourite', car({ price: null }), variant)).toBe(false)
    expect(showSaveButton('favourite', car({ price: 1 }), variant)).toBe(true)
    expect(showSaveButton('favourite', car({ imageCount: 0 }), variant)).toBe(false)
    // Without the variant the same cars keep their buttons.
    expect(showSaveButton('favourite', car({ carType: 'new', price: 0, imageCount: 0 }), on)).toBe(true)
  })

  it('SAVE-18 SRP-47 a hit whose only pictures are default placeholders has no images', () => {
    const hit = {
      status: 'in_stock',
      car_type: 'used',
      list_price: 9990,
      photos_count: 1,
      primary_image_url: 'https://cdn.example/no-image.jpg',
      image_urls: ['https://cdn.example/no-image.jpg'],
    }
    expect(saveableFromHit(hit).imageCount).toBe(0)
    expect(saveableFromHit({ ...hit, primary_image_url: null, image_urls: [], photos_count: 0 }).imageCount).toBe(0)
    expect(
      saveableFromHit({
        ...hit,
        primary_image_url: '/demo-images/suv-4.jpg',
        image_urls: ['/demo-images/suv-4.jpg'],
        photos_count: 12,
      }),
    ).toEqual({
      status: 'in_stock',
      carType: 'used',
      price: 9990,
      imageCount: 12,
    })
    expect(
      saveableFromDetail({
        status: 'coming_soon',
        carType: 'new',
        price: 50000,
        images: [{ url: '/a.jpg' }, { url: '/placeholder.png' }],
      }),
    ).toEqual({
      status: 'coming_soon',
      carType: 'new',
      price: 50000,
      imageCount: 1,
    })
  })
})

const fav = (id: string | number, extra: Partial<FavouriteCar> = {}) => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
  ...extra,
})

describe('favourites', () => {
  it('SAVE-13 a favourite is stored with id, name, slug, make, model, primary_image_url', () => {
    const hit = {
      id: 7,
      name: '2021 Toyota HiLux SR5',
      slug: '2021-toyota-hilux-7',
      make: 'Toyota',
      model: 'HiLux',
      primary_image_url: '/a.jpg',
      price: 1,
      km: 3,
    }
    const stored = favouriteFromHit(hit)
    expect(stored).toEqual({
      id: '7',
      name: '2021 Toyota HiLux SR5',
      slug: '2021-toyota-hilux-7',
      make: 'Toyota',
      model: 'HiLux',
      primary_image_url: '/a.jpg',
    })
    expect(Object.keys(stored).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug'])
    expect(
      favouriteFromDetail({ id: '7', name: 'n', slug: 's', make: null, model: null, primaryImageUrl: null }),
    ).toEqual({
      id: '7',
      name: 'n',
      slug: 's',
      make: null,
      model: null,
      primary_image_url: null,
    })
  })

  it('SAVE-14 the button toggles add/remove, ids compared as strings', () => {
    const first = toggleFavourite([], fav(42))
    expect(first.action).toBe('added')
    expect(first.list.map((f) => f.id)).toEqual(['42'])
    const second = toggleFavourite(first.list, fav('42'))
    expect(second.action).toBe('removed')
    expect(second.list).toEqual([])
    expect(sameId(42, '42')).toBe(true)
    expect(sameId('42', ' 42')).toBe(false)
    expect(sameId(null, 'null')).toBe(false)
    expect(includesId([{ id: '5' }], 5)).toBe(true)
  })

  it('SAVE-14 toggling keeps the other favourites in order and does not mutate the list', () => {
    const list = [fav(1), fav(2), fav(3)].map((f) => toggleFavourite([], f).list[0]!)
    const frozen = Object.freeze([...list])
    const out = toggleFavourite(frozen, fav(2))
    expect(out.list.map((f) => f.id)).toEqual(['1', '3'])
    expect(frozen).toHaveLength(3)
    expect(toggleFavourite(out.list, fav(9)).list.map((f) => f.id)).toEqual(['1', '3', '9'])
  })

  it('SAVE-14 an entry without an id, name or slug is not stored', () => {
    expect(toggleFavourite([], { name: 'x', slug: 'x' }).action).toBe('invalid')
    expect(toggleFavourite([], fav('', {})).action).toBe('invalid')
    expect(toggleFavourite([], { ...fav(1), slug: '' }).action).toBe('invalid')
  })

  it('SAVE-15 LEAD-49 adding fires analytics event id 39', () => {
    expect(FAVOURITE_EVENT_ID).toBe(39)
    expect(favouriteAnalyticsEvent()).toEqual({ event: 'analytics', eventId: 39 })
  })

  it('SAVE-13 stored favourites are read back defensively: bad JSON, bad entries and duplicate ids are dropped', () => {
    expect(parseFavourites('not json')).toEqual([])
    expect(parseFavourites('{"id":1}')).toEqual([])
    expect(parseFavourites(null)).toEqual([])
    const raw = JSON.stringify([
      fav(1),
      { id: 2 },
      fav('1'),
      fav(3, { make: '  ', primary_image_url: undefined as unknown as null }),
      'x',
    ])
    const parsed = parseFavourites(raw)
    expect(parsed.map((f) => f.id)).toEqual(['1', '3'])
    expect(parsed[1]).toEqual({
      id: '3',
      name: 'Car 3',
      slug: 'car-3',
      make: null,
      model: 'HiLux',
      primary_image_url: null,
    })
  })
})

const cmp = (id: number): ComparedCar => ({
  ...comparedFromHit(
    {
      id,
      name: `Car ${id}`,
      slug: `car-${id}`,
      make: 'Mazda',
      model: 'CX-5',
      primary_image_url: null,
      year: 2020,
      km: 40000,
      body: 'SUV',
      transmission: 'Automatic',
      fuel: 'Petrol',
    },
    '$29,990',
  ),
})

describe('compare', () => {
  it('SAVE-19 anyone can compare up to 3 cars; a fourth is refused, not swapped in', () => {
    let list: ComparedCar[] = []
    for (const id of [1, 2, 3]) {
      const out = toggleCompare(list, cmp(id))
      expect(out.action).toBe('added')
      list = out.list
    }
    expect(MAX_COMPARE).toBe(3)
    const fourth = toggleCompare(list, cmp(4))
    expect(fourth.action).toBe('full')
    expect(fourth.list.map((c) => c.id)).toEqual(['1', '2', '3'])
    const removed = toggleCompare(list, { ...cmp(2), id: 2 as unknown as string })
    expect(removed.action).toBe('removed')
    expect(toggleCompare(removed.list, cmp(4)).list.map((c) => c.id)).toEqual(['1', '3', '4'])
  })

  it('SAVE-19 a compared car keeps what the side-by-side view shows', () => {
    expect(cmp(1)).toEqual({
      id: '1',
      name: 'Car 1',
      slug: 'car-1',
      make: 'Mazda',
      model: 'CX-5',
      primary_image_url: null,
      year: 2020,
      km: 40000,
      price_text: '$29,990',
      simple_body: 'SUV',
      transmission: 'Automatic',
      fuel: 'Petrol',
    })
    expect(parseCompared(JSON.stringify([cmp(1), cmp(2), cmp(3), cmp(4)])).map((c) => c.id)).toEqual(['1', '2', '3'])
    const detail = {
      id: '1',
      name: 'Car 1',
      slug: 'car-1',
      make: 'Mazda',
      model: 'CX-5',
      primaryImageUrl: null,
      year: 2020,
      km: 40000,
    }
    expect(
      comparedFromDetail(
        { ...detail, simpleBody: 'SUV', simpleTransmission: 'Automatic', simpleFuel: 'Petrol' },
        '$29,990',
      ),
    ).toEqual(cmp(1))
  })
})

describe('viewed cars', () => {
  const viewed = (id: number) => ({
    id: String(id),
    stocknum: `S${id}`,
    make: 'Ford',
    model: 'Ranger',
    body: 'Dual Cab Pick Up',
    simple_body: 'Ute',
  })

  it('SAVE-20 a viewed car is stored with id, stocknum, make, model, body, simple_body', () => {
    const out = recordViewed([], viewed(1))
    expect(out).toEqual([viewed(1)])
    expect(Object.keys(out[0]!).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum'])
    expect(
      viewedFromDetail({
        id: '9',
        stocknum: 'A1',
        make: 'Kia',
        model: 'Sportage',
        manufacturerBody: 'Wagon',
        bodyconfiguration: null,
        simpleBody: 'SUV',
      }),
    ).toEqual({ id: '9', stocknum: 'A1', make: 'Kia', model: 'Sportage', body: 'Wagon', simple_body: 'SUV' })
  })

  it('SAVE-20 the latest view moves to the front without duplicates, at most 20 kept', () => {
    let list = recordViewed([], viewed(1))
    list = recordViewed(list, viewed(2))
    list = recordViewed(list, { ...viewed(1), id: 1 })
    expect(list.map((v) => v.id)).toEqual(['1', '2'])
    for (let i = 3; i <= 30; i++) list = recordViewed(list, viewed(i))
    expect(list).toHaveLength(MAX_VIEWED)
    expect(list[0]!.id).toBe('30')
    expect(parseViewed(JSON.stringify(list))).toEqual(list)
    expect(recordViewed(list, { stocknum: 'x' })).toEqual(list)
  })
})

describe('stored entries are checked without zod (no zod in the browser for pages without a form)', () => {
  const good = { id: ' 42 ', name: 'Car', slug: 'car', make: ' Toyota ', model: '', primary_image_url: null }

  test('SAVE-14 ids are trimmed strings; other keys are dropped; blanks become null', () => {
    expect(toFavourite({ ...good, extra: 'x' })).toEqual({
      id: '42',
      name: 'Car',
      slug: 'car',
      make: 'Toyota',
      model: null,
      primary_image_url: null,
    })
    expect(toFavourite({ ...good, id: 7 })?.id).toBe('7')
  })

  test('SAVE-13 an entry of the wrong shape is refused rather than coerced', () => {
    for (const bad of [
      null,
      [],
      'car',
      { ...good, id: '   ' },
      { ...good, id: Number.NaN },
      { ...good, id: 'x'.repeat(101) },
      { ...good, slug: '' },
      { ...good, name: 5 },
      { ...good, make: 5 },
    ])
      expect(toFavourite(bad)).toBeNull()
    expect(toCompared({ ...good, year: '2020' })).toBeNull()
    expect(toCompared({ ...good, year: Number.POSITIVE_INFINITY })).toBeNull()
    expect(toCompared({ ...good, year: 2020 })?.year).toBe(2020)
  })
})
