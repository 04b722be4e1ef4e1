/**
 * Every schema.org object the site renders as JSON-LD, built here and nowhere else; pages only serialise what these
 * return (serializeJsonLd). Each object says what its page shows, no more:
 *
 *   vehicle page   Car | Motorcycle | Vehicle (by item type) with an Offer only when the page shows a price, and a
 *                  BreadcrumbList equal to the visible breadcrumbs
 *   location page  AutoDealer: address, geo, phone, opening hours (weekly and holiday), rating and reviews
 *   home page      WebSite and the dealer (AutoDealer) with its locations as departments
 *   blog post      BlogPosting; offer page Offer; brand overview Brand + ItemList; explore-model Product
 *
 * Availability follows what the page says (vehicleAvailability); URLs are absolute on the site's origin.
 * tests/fixtures/schemaorg-vocabulary.json checks every type and property against the schema.org vocabulary.
 */
import { bodyLabel } from '../bodyTypes'
import { absoluteUrl, postPath, type PostView } from '../blog/posts'
import {
  brandOverviewPath,
  type BrandView,
  type ModelOverview,
  type ModelRef,
  type ModelSummary,
} from '../brands/brands'
import { DAY_NAMES, minutesOf, type HoursRow } from '../locations/hours'
import type { SiteLocation, SpecialHours } from '../locations/siteLocation'
import { offerPath, type OfferView } from '../offers/offers'
import type { PriceDisplay } from '../price'
import type { ReviewView } from '../reviews/reviews'
import type { Crumb } from '../vehicle/breadcrumbs'
import { dealerComments } from '../vehicle/dealerComments'
import { locationPageHref } from '../vehicle/layout'
import { engineLitres } from '../vehicle/specs'
import type { VehicleDetail } from '../vehicle/types'

export type JsonLd = Record<string, unknown>

const SCHEMA = 'https://schema.org'
const CONTEXT = { '@context': SCHEMA } as const

/** The JSON for a `<script type="application/ld+json">`: '<' and the JS line separators escaped, so no '</script>'. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Keeps the entries whose value is set: no `"x": null`, `""` or `[]` in the output. */
function present(entries: Record<string, unknown>): JsonLd {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  )
}

// ─── vehicles ────────────────────────────────────────────────────────────────────────────────────────────────────

export type AvailabilityName = 'InStock' | 'Reserved' | 'PreOrder' | 'SoldOut'

/**
 * What the page says about the vehicle, as a schema.org ItemAvailability:
 *   sold                                  → SoldOut  (the page shows the sold notice)
 *   reserved (held by a deposit)          → Reserved (the 'Reserved' tag)
 *   coming soon, or a pre-order           → PreOrder (the 'COMING SOON' tag or 'PREORDER' price: orderable, not here)
 *   in stock                              → InStock
 */
export function vehicleAvailability(v: Pick<VehicleDetail, 'status' | 'reserved' | 'preorder'>): AvailabilityName {
  if (v.status === 'sold') return 'SoldOut'
  if (v.reserved) return 'Reserved'
  if (v.status === 'coming_soon' || v.preorder) return 'PreOrder'
  return 'InStock'
}

/** The schema.org type of an item: Motorcycle, Car, or Vehicle (trucks, caravans and anything else). */
export function vehicleType(itemType: string | null | undefined): 'Car' | 'Motorcycle' | 'Vehicle' {
  if (itemType === 'motorcycle') return 'Motorcycle'
  if (itemType === 'car') return 'Car'
  return 'Vehicle'
}

/**
 * The price an Offer may carry: the page's own shown price, and only a price for the vehicle itself (a sale or
 * reduced price). No price shown ('Enquire for price.', 'PREORDER', sold) or a weekly subscription price → null, and
 * the vehicle has no Offer at all: an Offer without a price is invalid for Google's merchant listings.
 */
export function offerPrice(price: PriceDisplay | null): number | null {
  if (!price || price.amount === null) return null
  return price.kind === 'price' || price.kind === 'offer' ? price.amount : null
}

const DRIVE_CONFIGURATIONS: [RegExp, string][] = [
  [/\b(awd|all[- ]wheel)/i, 'AllWheelDriveConfiguration'],
  [/\b(4wd|4x4|four[- ]wheel)/i, 'FourWheelDriveConfiguration'],
  [/\b(fwd|front[- ]wheel|front)\b/i, 'FrontWheelDriveConfiguration'],
  [/\b(rwd|rear[- ]wheel|rear)\b/i, 'RearWheelDriveConfiguration'],
]

/** 'AWD' → AllWheelDriveConfiguration, '4X4' → FourWheelDrive…, 'Front Wheel Drive' → FrontWheelDrive…; else the text. */
export function driveWheelConfiguration(drive: string | null | undefined): string | null {
  const text = drive?.trim()
  if (!text) return null
  const found = DRIVE_CONFIGURATIONS.find(([pattern]) => pattern.test(text))
  return found ? `${SCHEMA}/${found[1]}` : text
}

/** The dealer comments as plain text (paragraphs apart by a blank line); null while they are pending. */
export function vehicleDescription(raw: string | null | undefined): string | null {
  const comments = dealerComments(raw)
  return comments.pending ? null : comments.paragraphs.join('\n\n')
}

function engineSpecification(v: VehicleDetail, fuel: string | null): JsonLd | null {
  const litres = engineLitres(v)
  if (litres === null && !fuel) return null
  return present({
    '@type': 'EngineSpecification',
    fuelType: fuel,
    engineDisplacement: litres === null ? null : { '@type': 'QuantitativeValue', value: litres, unitCode: 'LTR' },
  })
}

/** The dealership that sells the vehicle, with its location's address when the vehicle has one. */
function vehicleSeller(v: VehicleDetail, origin: string, siteName: string): JsonLd {
  const l = v.location
  return present({
    '@type': 'AutoDealer',
    name: v.dealershipName ?? siteName,
    url: l?.slug ? absoluteUrl(origin, locationPageHref(l.slug)) : absoluteUrl(origin, '/'),
    telephone: l?.phone ?? v.dealershipPhone,
    address: l
      ? present({
          '@type': 'PostalAddress',
          streetAddress: l.address,
          addressLocality: l.city,
          addressRegion: l.state,
          addressCountry: 'AU',
        })
      : null,
  })
}

export interface VehicleJsonLdInput {
  vehicle: VehicleDetail
  /** The price the page shows (vehiclePageModel's price); null when it shows none (a sold car). */
  price: PriceDisplay | null
  /** e.g. 'https://harbour.localhost:3000' */
  origin: string
  /** The site's name: the seller when the vehicle has no dealership. */
  siteName: string
}

/**
 * The vehicle page's main entity, with Google's recommended vehicle-listing properties where the vehicle has them.
 * The fields are the ones the page shows (transmission, fuel and drive as in Key Information).
 */
export function vehicleJsonLd({ vehicle: v, price, origin, siteName }: VehicleJsonLdInput): JsonLd {
  const url = absoluteUrl(origin, `/cars/${encodeURIComponent(v.slug)}`)
  const condition = `${SCHEMA}/${v.carType === 'new' ? 'NewCondition' : 'UsedCondition'}`
  const fuel = v.simpleFuel ?? v.fuel
  const amount = offerPrice(price)
  const year = v.year ? String(v.year) : null
  return present({
    ...CONTEXT,
    '@type': vehicleType(v.itemType),
    name: v.name,
    url,
    description: vehicleDescription(v.dealerComments),
    image: v.images.map((i) => absoluteUrl(origin, i.url)),
    brand: v.make ? { '@type': 'Brand', name: v.make } : null,
    model: v.model,
    vehicleModelDate: year,
    vehicleConfiguration: v.badge,
    vehicleIdentificationNumber: v.vin,
    sku: v.stocknum,
    bodyType: v.simpleBody ? bodyLabel(v.simpleBody) : null,
    fuelType: fuel,
    vehicleEngine: engineSpecification(v, fuel),
    vehicleTransmission: v.simpleTransmission ?? v.trans,
    driveWheelConfiguration: driveWheelConfiguration(v.simpleDrive ?? v.drive),
    color: v.colour,
    vehicleInteriorColor: v.interiorColour,
    numberOfDoors: v.doors && v.doors > 0 ? v.doors : null,
    vehicleSeatingCapacity: v.seats && v.seats > 0 ? v.seats : null,
    mileageFromOdometer:
      typeof v.km === 'number' ? { '@type': 'QuantitativeValue', value: v.km, unitCode: 'KMT' } : null,
    itemCondition: condition,
    offers:
      amount === null
        ? null
        : {
            '@type': 'Offer',
            url,
            price: amount,
            priceCurrency: 'AUD',
            availability: `${SCHEMA}/${vehicleAvailability(v)}`,
            itemCondition: condition,
            seller: vehicleSeller(v, origin, siteName),
          },
  })
}

// ─── breadcrumbs ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A BreadcrumbList of the crumbs a page shows: the same names in the same order, each linked crumb's URL made
 * absolute, and the current page (the crumb without a link) at `pageUrl`.
 */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string, pageUrl: string): JsonLd {
  return {
    ...CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: c.href ? absoluteUrl(origin, c.href) : absoluteUrl(origin, pageUrl),
    })),
  }
}

// ─── dealers and locations ───────────────────────────────────────────────────────────────────────────────────────

const hhmm = (t: string) => t.trim().padStart(5, '0')

/** One entry per open day of the week, Monday first; closed days and rows without both times are left out. */
export function openingHoursSpecification(rows: readonly HoursRow[]): JsonLd[] {
  return rows
    .filter((r) => r.status !== 'Closed' && minutesOf(r.open) !== null && minutesOf(r.close) !== null)
    .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
    .map((r) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `${SCHEMA}/${DAY_NAMES[r.weekday]}`,
      opens: hhmm(r.open!),
      closes: hhmm(r.close!),
    }))
}

/**
 * Holiday hours (LOC-11) for one date each: its hours when open that day, 00:00–00:00 when closed (schema.org's
 * and Google's way to say closed all day). A day marked open without both times is left out.
 */
export function specialOpeningHoursSpecification(days: readonly SpecialHours[]): JsonLd[] {
  return days.flatMap((d) => {
    const closed = d.status === 'Closed'
    if (!closed && (minutesOf(d.open) === null || minutesOf(d.close) === null)) return []
    return [
      present({
        '@type': 'OpeningHoursSpecification',
        name: d.label,
        validFrom: d.date,
        validThrough: d.date,
        opens: closed ? '00:00' : hhmm(d.open!),
        closes: closed ? '00:00' : hhmm(d.close!),
      }),
    ]
  })
}

export type DealerLocation = Pick<
  SiteLocation,
  | 'slug'
  | 'name'
  | 'street'
  | 'city'
  | 'state'
  | 'postcode'
  | 'phones'
  | 'lat'
  | 'lng'
  | 'imageUrl'
  | 'hours'
  | 'specialHours'
  | 'averageRating'
  | 'reviewCount'
  | 'placeUrl'
  | 'dealerLicence'
>

const postalAddress = (l: DealerLocation): JsonLd =>
  present({
    '@type': 'PostalAddress',
    streetAddress: l.street,
    addressLocality: l.city,
    addressRegion: l.state,
    postalCode: l.postcode,
    addressCountry: 'AU',
  })

/**
 * A location's address, geo point, phone, hours, map link and motor dealer licence (an `identifier`, the licence as a
 * PropertyValue: schema.org has no licence property for an organisation), as AutoDealer properties.
 */
function locationProperties(l: DealerLocation, origin: string): JsonLd {
  return present({
    telephone: l.phones[0] ?? null,
    image: l.imageUrl ? absoluteUrl(origin, l.imageUrl) : null,
    address: postalAddress(l),
    geo:
      typeof l.lat === 'number' && typeof l.lng === 'number'
        ? { '@type': 'GeoCoordinates', latitude: l.lat, longitude: l.lng }
        : null,
    hasMap: l.placeUrl,
    identifier: l.dealerLicence
      ? { '@type': 'PropertyValue', propertyID: 'Motor dealer licence', value: l.dealerLicence }
      : null,
    openingHoursSpecification: openingHoursSpecification(l.hours),
    specialOpeningHoursSpecification: specialOpeningHoursSpecification(l.specialHours),
  })
}

export interface LocationJsonLdInput {
  location: DealerLocation
  origin: string
  /** Whether the page shows the stars (the tenant's minimum rating): the AggregateRating only then. */
  showRating: boolean
  /** The review cards the page shows. */
  reviews: readonly Pick<ReviewView, 'customerName' | 'text' | 'rating' | 'reviewDate'>[]
  /** The site's logo. */
  logoUrl?: string | null
}

/** A location's page: the AutoDealer at that address, with the rating and reviews the page shows. */
export function locationJsonLd({ location: l, origin, showRating, reviews, logoUrl }: LocationJsonLdInput): JsonLd {
  const rated = showRating && typeof l.averageRating === 'number' && l.averageRating > 0 && (l.reviewCount ?? 0) > 0
  return present({
    ...CONTEXT,
    '@type': 'AutoDealer',
    name: l.name,
    url: absoluteUrl(origin, locationPageHref(l.slug)),
    logo: logoUrl ? absoluteUrl(origin, logoUrl) : null,
    ...locationProperties(l, origin),
    aggregateRating: rated
      ? { '@type': 'AggregateRating', ratingValue: Math.round(l.averageRating! * 10) / 10, reviewCount: l.reviewCount }
      : null,
    review: showRating ? reviews.map(reviewJsonLd) : [],
  })
}

export function reviewJsonLd(r: Pick<ReviewView, 'customerName' | 'text' | 'rating' | 'reviewDate'>): JsonLd {
  return present({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.customerName },
    datePublished: r.reviewDate.slice(0, 10),
    reviewBody: r.text || null,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  })
}

export interface DealerJsonLdInput {
  name: string
  origin: string
  logoUrl: string | null
  /** The dealer's visible locations, primary first. */
  locations: readonly DealerLocation[]
}

/**
 * The home page: the WebSite and the dealer. A dealer with one location is that AutoDealer (its address, hours and
 * licence); a group lists each location as a department: an AutoDealer with its name, page, phone and address. Each
 * department's hours, holiday hours, geo point and licence are on its own page (locationJsonLd), where Google reads a
 * location's details; repeating them for every location would double the home page's weight (the flight payload
 * carries the JSON-LD a second time).
 */
export function dealerJsonLd({ name, origin, logoUrl, locations }: DealerJsonLdInput): JsonLd[] {
  const url = absoluteUrl(origin, '/')
  const logo = logoUrl ? absoluteUrl(origin, logoUrl) : null
  const only = locations.length === 1 ? locations[0]! : null
  const website = { ...CONTEXT, '@type': 'WebSite', name, url, inLanguage: 'en-AU' }
  const dealer = present({
    ...CONTEXT,
    '@type': 'AutoDealer',
    name,
    url,
    logo,
    ...(only ? locationProperties(only, origin) : {}),
    department: only
      ? []
      : locations.map((l) =>
          present({
            '@type': 'AutoDealer',
            name: l.name,
            url: absoluteUrl(origin, locationPageHref(l.slug)),
            telephone: l.phones[0] ?? null,
            address: postalAddress(l),
          }),
        ),
  })
  return [website, dealer]
}

// ─── content ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface BlogPostingInput {
  post: Pick<
    PostView,
    'title' | 'slug' | 'publishedAt' | 'updatedAt' | 'author' | 'excerpt' | 'imageUrl' | 'categories'
  > & {
    description?: string | null
  }
  /** The tenant's site origin, 'https://harbourauto.com.au'. */
  origin: string
  /** The dealer's name (publisher, and author when the post names none). */
  publisherName: string
  publisherLogoUrl?: string | null
}

/** A post page: BlogPosting with ISO dates, the author (else the dealer), the dealer as publisher, absolute URLs. */
export function blogPostingJsonLd({ post, origin, publisherName, publisherLogoUrl }: BlogPostingInput): JsonLd {
  const url = absoluteUrl(origin, postPath(post.slug))
  const publisher = present({
    '@type': 'Organization',
    name: publisherName,
    url: absoluteUrl(origin, '/'),
    logo: publisherLogoUrl ? { '@type': 'ImageObject', url: absoluteUrl(origin, publisherLogoUrl) } : null,
  })
  const internal = post.categories.filter((c) => !c.externalUrl).map((c) => c.title)
  return present({
    ...CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description?.trim() || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: post.imageUrl ? [absoluteUrl(origin, post.imageUrl)] : null,
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: publisherName },
    publisher,
    articleSection: internal,
    inLanguage: 'en-AU',
  })
}

/** An offer page: the manufacturer's offer, its dates and the model it is for (a Car). */
export function offerJsonLd(offer: OfferView, origin: string, sellerName: string): JsonLd {
  const model = offer.model?.name
  return present({
    ...CONTEXT,
    '@type': 'Offer',
    name: offer.name,
    url: absoluteUrl(origin, offerPath(offer)),
    category: offer.category,
    seller: { '@type': 'AutoDealer', name: sellerName, url: absoluteUrl(origin, '/') },
    description: offer.description ? offer.description.replace(/\s+/g, ' ').trim() : null,
    image: offer.imageUrl ? absoluteUrl(origin, offer.imageUrl) : null,
    validFrom: offer.startsAt,
    validThrough: offer.endsAt,
    itemOffered: model
      ? present({
          '@type': 'Car',
          name: [offer.manufacturer?.name, model].filter(Boolean).join(' '),
          brand: offer.manufacturer?.name ? { '@type': 'Brand', name: offer.manufacturer.name } : null,
          model,
        })
      : null,
  })
}

/** A brand overview: the Brand, and the ItemList of its models in stock when there are any. */
export function brandJsonLd(
  brand: Pick<BrandView, 'title' | 'slug' | 'logoUrl' | 'description'>,
  models: readonly Pick<ModelSummary, 'make' | 'model' | 'slug'>[],
  origin: string,
): JsonLd[] {
  const brandLd = present({
    ...CONTEXT,
    '@type': 'Brand',
    name: brand.title,
    url: absoluteUrl(origin, brandOverviewPath(brand.slug)),
    logo: brand.logoUrl ? absoluteUrl(origin, brand.logoUrl) : null,
    description: brand.description,
  })
  if (models.length === 0) return [brandLd]
  return [
    brandLd,
    {
      ...CONTEXT,
      '@type': 'ItemList',
      name: `${brand.title} models in stock`,
      itemListElement: models.map((m, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: `${m.make} ${m.model}`,
        url: absoluteUrl(origin, `/${m.slug}`),
      })),
    },
  ]
}

/** An explore-model page: a Product with an AggregateOffer over the cars in stock (AUD). */
export function modelJsonLd(
  ref: ModelRef,
  overview: Pick<ModelOverview, 'count' | 'priceRange'>,
  origin: string,
  imageUrl: string | null,
): JsonLd {
  return present({
    ...CONTEXT,
    '@type': 'Product',
    name: `${ref.make} ${ref.model}`,
    brand: { '@type': 'Brand', name: ref.make },
    url: absoluteUrl(origin, `/${ref.slug}`),
    image: imageUrl ? absoluteUrl(origin, imageUrl) : null,
    offers: overview.priceRange
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'AUD',
          lowPrice: overview.priceRange.min,
          highPrice: overview.priceRange.max,
          offerCount: overview.count,
          availability: `${SCHEMA}/InStock`,
        }
      : null,
  })
}
