/**
 * Brands, brand overviews and explore-model pages — the pure rules (spec §1 brands page, §2 routes, §3 Brand;
 * CMS-01, CMS-02, RTE-26, RTE-31). No React, Next or Payload: src/data/brands.ts reads the documents and the
 * search engine, the pages call these.
 *
 *   brandOverviewPath('isuzu-trucks')        → '/isuzu-trucks/overview'
 *   modelSlug('Mazda', 'CX-5')               → 'mazda-cx-5'   (the explore-model page is /mazda-cx-5)
 *   findModel({ Mazda: ['CX-5'] }, 'mazda-cx-5') → { make: 'Mazda', model: 'CX-5', slug: 'mazda-cx-5' }
 */
import { bodyLabel } from '../bodyTypes'
import { formatNumber } from '../numberFormat'
import { isRealPrice } from '../price'
import { slugify } from '../slug'

export const BRAND_CATEGORIES = ['car', 'motorcycle', 'truck', 'group'] as const
export type BrandCategory = (typeof BRAND_CATEGORIES)[number]

/** CMS-01: each category's heading on /brands (and in the Brands block). */
export const BRAND_CATEGORY_TITLES: Record<BrandCategory, string> = {
  car: 'Car brands',
  motorcycle: 'Motorcycle brands',
  truck: 'Truck brands',
  group: 'Group brands',
}

/** A brand as the pages show it (CMS-02: title, slug, logo, banner, description) with its make, when it has one. */
export interface BrandView {
  id: number | string
  title: string
  slug: string
  category: BrandCategory
  logoUrl: string | null
  bannerUrl: string | null
  description: string | null
  /** The make the brand sells ('Isuzu Trucks' → Isuzu); group businesses have none. */
  manufacturer: { id: number | string; name: string; slug: string } | null
}

/** A brand's overview page (RTE-26). */
export function brandOverviewPath(slug: string): string {
  return `/${encodeURIComponent(slug)}/overview`
}

/**
 * CMS-01: the brands grouped by category, in category order (car, motorcycle, truck, group), each group keeping the
 * brands' own order; empty categories left out; `only` keeps just those categories (a Brands block's choice).
 */
export function groupBrands<B extends { category: BrandCategory }>(
  brands: readonly B[],
  only?: readonly BrandCategory[] | null,
): { category: BrandCategory; title: string; brands: B[] }[] {
  const wanted = only && only.length > 0 ? BRAND_CATEGORIES.filter((c) => only.includes(c)) : BRAND_CATEGORIES
  return wanted
    .map((category) => ({
      category,
      title: BRAND_CATEGORY_TITLES[category],
      brands: brands.filter((b) => b.category === category),
    }))
    .filter((g) => g.brands.length > 0)
}

/** Whether a stock make ('Mercedes-Benz') is the make of a brand's manufacturer ('mercedes-benz'). */
export function isBrandMake(brand: Pick<BrandView, 'manufacturer'>, make: string): boolean {
  return brand.manufacturer !== null && slugify(make) === brand.manufacturer.slug
}

/** The stock make a brand sells, as the search engine spells it, or null (no manufacturer, or none in stock). */
export function brandMake(brand: Pick<BrandView, 'manufacturer'>, makesInStock: readonly string[]): string | null {
  return makesInStock.find((make) => isBrandMake(brand, make)) ?? null
}

/** The explore-model page's slug: make and model together, so two makes' models never collide. */
export function modelSlug(make: string, model: string): string {
  return slugify(`${make} ${model}`)
}

/** The explore-model page of a model (RTE-26: /{model-slug}). */
export function modelPath(make: string, model: string): string {
  return `/${modelSlug(make, model)}`
}

export interface ModelRef {
  make: string
  model: string
  slug: string
}

/**
 * The model a slug names among the makes and models the tenant has in stock ({ make: models[] }, the search
 * vocabulary), or null: only models in stock have an explore page (an unknown slug is a 404).
 */
export function findModel(models: Readonly<Record<string, readonly string[]>>, slug: string): ModelRef | null {
  const wanted = slug.toLowerCase()
  for (const [make, names] of Object.entries(models)) {
    for (const model of names) {
      if (modelSlug(make, model) === wanted) return { make, model, slug: wanted }
    }
  }
  return null
}

/** What the overview lists for each model of a make in stock: how many, and the lowest price ('from $x'). */
export interface ModelSummary extends ModelRef {
  count: number
  fromPrice: number | null
  imageUrl: string | null
}

/**
 * The models of a make in stock, most stocked first then by name: model counts from the search facets, each with
 * its cheapest car (price and picture) when one has a price.
 */
export function modelSummaries(
  make: string,
  counts: Readonly<Record<string, number>>,
  cheapest: Readonly<Record<string, { price: number | null; imageUrl: string | null } | undefined>>,
): ModelSummary[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([model, count]) => ({
      make,
      model,
      slug: modelSlug(make, model),
      count,
      fromPrice: positive(cheapest[model]?.price),
      imageUrl: cheapest[model]?.imageUrl ?? null,
    }))
    .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model))
}

/** A real price (PRC: above the $10 placeholder threshold), else null. */
function positive(n: number | null | undefined): number | null {
  return isRealPrice(n) ? n : null
}

/** The stock fields an explore page summarises (a SearchDoc fits). */
export interface ModelStock {
  badge: string | null
  body: string | null
  car_type: 'new' | 'demo' | 'used'
  price: number | null
  year: number | null
}

export interface VariantSummary {
  /** The badge ('GT SP', 'Maxx Sport'); cars without one are 'Other variants'. */
  name: string
  count: number
  fromPrice: number | null
}

export interface ModelOverview {
  count: number
  /** Lowest and highest shown price of the cars with one; null when none has a price. */
  priceRange: { min: number; max: number } | null
  /** Body types as labelled on the site, most common first ('SUV', 'Ute'). */
  bodies: string[]
  /** New, demo, used: the kinds in stock, in that order. */
  carTypes: ('new' | 'demo' | 'used')[]
  years: { min: number; max: number } | null
  variants: VariantSummary[]
}

const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const

/** The explore page's figures for a model's cars in stock: price range, body types, years and variants by badge. */
export function modelOverview(stock: readonly ModelStock[]): ModelOverview {
  const prices = stock.map((s) => positive(s.price)).filter((p): p is number => p !== null)
  const years = stock.map((s) => s.year).filter((y): y is number => typeof y === 'number' && y > 0)
  const bodyCounts = new Map<string, number>()
  const variants = new Map<string, VariantSummary>()
  for (const s of stock) {
    if (s.body) bodyCounts.set(bodyLabel(s.body), (bodyCounts.get(bodyLabel(s.body)) ?? 0) + 1)
    const name = s.badge?.trim() || 'Other variants'
    const v = variants.get(name) ?? { name, count: 0, fromPrice: null }
    const price = positive(s.price)
    variants.set(name, {
      name,
      count: v.count + 1,
      fromPrice: price === null ? v.fromPrice : v.fromPrice === null ? price : Math.min(v.fromPrice, price),
    })
  }
  return {
    count: stock.length,
    priceRange: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    bodies: [...bodyCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([body]) => body),
    carTypes: CAR_TYPE_ORDER.filter((t) => stock.some((s) => s.car_type === t)),
    years: years.length > 0 ? { min: Math.min(...years), max: Math.max(...years) } : null,
    variants: [...variants.values()].sort(
      (a, b) =>
        (a.name === 'Other variants' ? 1 : 0) - (b.name === 'Other variants' ? 1 : 0) ||
        (a.fromPrice ?? Infinity) - (b.fromPrice ?? Infinity) ||
        a.name.localeCompare(b.name),
    ),
  }
}

/** Whether an offer is for this make (and model, when given): by the offer's manufacturer and model slugs. */
export function offerMatches(
  offer: { manufacturer?: { slug: string } | null; model?: { name?: string | null; slug?: string | null } | null },
  make: { slug: string },
  model?: { model: string; slug: string } | null,
): boolean {
  if (!offer.manufacturer || offer.manufacturer.slug !== make.slug) return false
  if (!model) return true
  const offerModel = offer.model
  if (!offerModel) return false
  const slug = offerModel.slug ? slugify(offerModel.slug) : offerModel.name ? slugify(offerModel.name) : null
  return slug !== null && (slug === slugify(model.model) || slug === model.slug)
}

/** The results landing page of a make's stock: '/search/mazda' (RTE-02). */
export function makeSearchPath(make: string): string {
  return `/search/${slugify(make)}`
}

/** The results landing page of a model's stock: '/search/mazda/cx-5' (RTE-04). */
export function modelSearchPath(make: string, model: string): string {
  return `/search/${slugify(make)}/${slugify(model)}`
}

/** '/special-offers?manufacturer=mazda' (the offers list filtered to a make). */
export function makeOffersPath(makeSlug: string): string {
  return `/special-offers?manufacturer=${encodeURIComponent(makeSlug)}`
}

/** "1 car", "12 cars" (in stock). */
export function carsCount(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'car' : 'cars'}`
}
