/**
 * Both feeds over the whole demo stock (tenants-seed: the same generator, seed and locations the demo database is
 * filled from), checked against the platforms' documented required attributes — listed here from their documentation,
 * not imported from the builders, so a builder dropping one fails:
 *   Google Vehicle Ads (Merchant Center "Create a primary feed" for vehicle ads; vehicle_price_type; vehicle_msrp;
 *   vehicle_fulfillment): required for every vehicle, plus mileage for used and vehicle_msrp for new; Australia needs
 *   vehicle_price_type with the drive-away type for new cars.
 *   Meta automotive inventory ads reference: the required vehicle fields, with body_style and state_of_vehicle from
 *   its enums.
 * Every item must carry each with an allowed value; every car left out must be left out for a reason the admin names.
 */
import { feedChannel } from '@/domain/feeds/build'
import { buildGoogleFeed } from '@/domain/feeds/google'
import { META_BODY_STYLES, buildMetaFeed } from '@/domain/feeds/meta'
import { MISSING_WORDS, reasonKey } from '@/domain/feeds/skips'
import { isFeedListable, toFeedVehicle, type FeedLocation, type FeedVehicle } from '@/domain/feeds/vehicle'
import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'
import { resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'

import { DEMO_SEED, Random } from '../../../../tenants-seed/random'
import { TENANTS, type TenantDef } from '../../../../tenants-seed/tenants'
import { generateVehicles } from '../../../../tenants-seed/vehicles'
import { blocks, field } from './fixtures'

const NOW = new Date('2026-11-20T00:00:00Z')

/** Google's required attributes for vehicle ads in Australia, per condition. */
const GOOGLE_DOC = {
  all: [
    'id',
    'title',
    'description',
    'link',
    'link_template',
    'image_link',
    'price',
    'condition',
    'google_product_category',
    'brand',
    'model',
    'year',
    'vin',
    'store_code',
    'vehicle_fulfillment',
    'dealership_name',
    'dealership_address',
    'vehicle_price_type',
  ],
  new: ['vehicle_msrp'],
  used: ['mileage'],
}
/** Google's Australian vehicle_price_type values accepted per condition. */
const GOOGLE_AU_PRICE_TYPE = {
  new: ['drive_away_price', 'estimated_drive_away_price'],
  used: ['drive_away_price', 'excluding_government_charges_price'],
}
/** Meta's required vehicle fields. */
const META_DOC = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage',
  'image',
  'body_style',
  'price',
  'state_of_vehicle',
  'exterior_color',
  'address',
  'latitude',
  'longitude',
]

/** The demo tenant's stock as the feeds see it: generated, indexed, available, at its seeded locations. */
function demoFeedVehicles(def: TenantDef): { vehicles: FeedVehicle[]; locations: FeedLocation[] } {
  const config = resolveSiteConfig(def.data as unknown as TenantOverrides)
  const locations = new Map<string, FeedLocation>()
  let locationId = 0
  for (const d of def.dealerships)
    for (const l of d.locations) {
      const id = String(++locationId)
      locations.set(l.key, {
        id,
        name: l.name,
        storeCode: l.storeCode ?? l.key,
        storeCodeSet: Boolean(l.storeCode),
        street: l.address.street,
        city: l.address.city,
        state: l.address.state,
        postcode: l.address.postcode,
        lat: l.address.lat,
        long: l.address.long,
        phone: l.phone,
        placeId: null,
      })
    }
  const byId = new Map([...locations.values()].map((l) => [l.id, l]))
  const generated = generateVehicles(
    {
      tenant: def.slug,
      rng: new Random(`${DEMO_SEED}:${def.slug}`),
      now: NOW,
      stockPrefix: () => 'DM',
      placed: (key) => {
        const l = locations.get(key)!
        return {
          locationId: Number(l.id),
          locationName: l.name,
          city: l.city!,
          state: l.state!,
          dealershipId: 1,
          dealershipSlug: def.slug,
          dealershipName: def.data.name,
        }
      },
    },
    1,
  )
  const vehicles = generated.flatMap((data, i) => {
    const doc = toSearchDoc({ ...(data as unknown as VehicleRecord), id: i + 1 }, config)
    if (!isFeedListable(doc)) return []
    const images = ((data.images as { url?: unknown }[] | null | undefined) ?? [])
      .map((img) => img.url)
      .filter((u): u is string => typeof u === 'string')
    const location = byId.get(String(data.location)) ?? null
    const extra = {
      vin: data.vin ?? null,
      description: data.dealercomments ?? null,
      locationId: location?.id ?? null,
      imageUrls: images,
    }
    return [toFeedVehicle(doc, extra, location, `https://${def.slug}.example.com.au`)]
  })
  return { vehicles, locations: [...locations.values()] }
}

const tags = (block: string) => new Set([...block.matchAll(/<(?:g:)?([a-z_]+)[ >]/g)].map((m) => m[1]))

describe.each(TENANTS.map((t) => [t.slug, t] as const))('the demo stock of %s in both feeds', (_slug, def) => {
  const { vehicles, locations } = demoFeedVehicles(def)
  const channel = feedChannel(def.data.name, `https://${def.slug}.example.com.au`, {
    features: resolveSiteConfig(def.data as unknown as TenantOverrides).features,
  })

  it('Westside sells online (its buy-online switch, with payments); the others do not', () => {
    expect(channel.sellsOnline).toBe(def.slug === 'westside-used')
  })

  it('every location has its own Business Profile store code (no slug stands in)', () => {
    expect(locations.filter((l) => !l.storeCodeSet).map((l) => l.name)).toEqual([])
    expect(new Set(locations.map((l) => l.storeCode)).size).toBe(locations.length)
  })

  it('every Google item carries each documented required attribute with an allowed value', () => {
    const feed = buildGoogleFeed(channel, vehicles)
    const items = blocks(feed.body, 'item')
    expect(items.length).toBe(feed.items)
    expect(items.length).toBeGreaterThan(20)
    const problems: string[] = []
    for (const item of items) {
      const id = field(item, 'g:id')
      const condition = field(item, 'g:condition') as 'new' | 'used'
      const present = tags(item)
      const wrong = (what: string, ok: boolean) => ok || problems.push(`${id}: ${what}`)
      wrong(`condition ${condition}`, condition === 'new' || condition === 'used')
      for (const name of [...GOOGLE_DOC.all, ...(GOOGLE_DOC[condition] ?? [])]) wrong(`no ${name}`, present.has(name))
      const priceType = field(item, 'g:vehicle_price_type') ?? ''
      wrong(`price type ${priceType}`, GOOGLE_AU_PRICE_TYPE[condition]?.includes(priceType) ?? false)
      wrong('price', /^[1-9]\d*\.\d{2} AUD$/.test(field(item, 'g:price') ?? ''))
      wrong('vin', /^[A-HJ-NPR-Z0-9]{17}$/.test(field(item, 'g:vin') ?? ''))
      wrong('year', /^(19|20)\d{2}$/.test(field(item, 'g:year') ?? ''))
      if (condition === 'used') wrong('mileage', /^\d+ km$/.test(field(item, 'g:mileage') ?? ''))
      wrong(
        'in-store fulfilment with a store code',
        /<g:option>in_store<\/g:option>\s*<g:store_code>[A-Z]+-[A-Z]+-[A-Z0-9]+<\/g:store_code>/.test(item),
      )
      wrong('online fulfilment as the site sells', item.includes('<g:option>online</g:option>') === channel.sellsOnline)
    }
    expect(problems).toEqual([])
  })

  it('every Meta listing carries each documented required field with an allowed value', () => {
    const feed = buildMetaFeed(channel, vehicles)
    const listings = blocks(feed.body, 'listing')
    expect(listings.length).toBe(feed.items)
    const problems: string[] = []
    for (const l of listings) {
      const id = field(l, 'vehicle_id')
      const present = tags(l)
      const wrong = (what: string, ok: boolean) => ok || problems.push(`${id}: ${what}`)
      for (const name of META_DOC) wrong(`no ${name}`, present.has(name))
      wrong('body_style', (META_BODY_STYLES as readonly string[]).includes(field(l, 'body_style') ?? ''))
      wrong('state_of_vehicle', ['NEW', 'USED', 'CPO'].includes(field(l, 'state_of_vehicle') ?? ''))
      wrong('mileage in KM', /<mileage>\s*<value>\d+<\/value>\s*<unit>KM<\/unit>/.test(l))
    }
    expect(problems).toEqual([])
    // a people mover is a MINIVAN, never OTHER
    const movers = vehicles.filter((v) => v.body === 'peopleMover' && !feed.skipped.some((s) => s.id === v.id))
    for (const v of movers) expect(listings.find((l) => field(l, 'vehicle_id') === v.id)).toContain('MINIVAN')
  })

  it('each car left out is left out for a reason the Feeds tab names in words', () => {
    for (const [kind, feed] of [
      ['google', buildGoogleFeed(channel, vehicles)],
      ['meta', buildMetaFeed(channel, vehicles)],
    ] as const) {
      expect(feed.items + feed.skipped.length).toBe(vehicles.length)
      for (const s of feed.skipped) {
        expect(s.reasons.length).toBeGreaterThan(0)
        // every missing attribute has its words declared (not the raw attribute name)
        for (const r of s.reasons)
          if (r.code === 'missing')
            expect([r.attribute, Object.hasOwn(MISSING_WORDS, r.attribute)]).toEqual([r.attribute, true])
      }
      const keys = new Set(feed.skipped.flatMap((s) => s.reasons.map(reasonKey)))
      // the demo's new cars priced excl. govt charges are Google's alone to refuse
      expect(keys.has('price_type:egc:new')).toBe(
        kind === 'google' && vehicles.some((v) => v.condition === 'new' && v.priceType === 'egc' && v.price !== null),
      )
    }
  })
})
