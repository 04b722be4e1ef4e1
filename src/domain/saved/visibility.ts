/**
 * When the favourite and compare buttons show (spec §4 Favourites, SAVE-16..18).
 *
 *   feature off (features.garageEnabled for favourites, features.compare for compare)  → hidden (SAVE-16)
 *   car not in stock                                                                   → hidden (SAVE-17)
 *   stock.saveUsedPricedOnly and (car not used, or price ≤ 0 / none, or no images)      → hidden (SAVE-18)
 *
 * "In stock" here is status in_stock or coming_soon. The buttons live in the detail page's sidebar, which treats
 * coming_soon as in stock (VDP-52), and a card must not offer what its car's page then refuses, so cards and the
 * detail page use this one rule: a coming-soon car can be saved and compared; a sold car (or any other status)
 * cannot.
 */
import { isPlaceholderImage } from '../cardTag'
import type { CarType } from '../search/types'
import { isInStockForSidebar } from '../vehicle/status'

export type SaveFeature = 'favourite' | 'compare'

/** What the rule needs of a car, whichever shape it came in (search hit or detail page vehicle). */
export interface SaveableCar {
  status: string | null | undefined
  carType: CarType | string | null | undefined
  /** The car's own price (not a subscription or offer figure); null when none. */
  price: number | null | undefined
  /** How many real images the car has. */
  imageCount: number
}

export interface SaveConfig {
  features: { garageEnabled: boolean; compare: boolean }
  stock: { saveUsedPricedOnly: boolean }
}

/** SAVE-17 with VDP-52: in_stock and coming_soon count as in stock for saving and comparing. */
export function isSaveableStatus(status: string | null | undefined): boolean {
  return isInStockForSidebar(status)
}

/** SAVE-18: the used-priced-with-images variant. */
export function meetsUsedPricedRule(car: SaveableCar): boolean {
  return (
    car.carType === 'used' &&
    typeof car.price === 'number' &&
    Number.isFinite(car.price) &&
    car.price > 0 &&
    car.imageCount > 0
  )
}

export function showSaveButton(feature: SaveFeature, car: SaveableCar, config: SaveConfig): boolean {
  const on = feature === 'favourite' ? config.features.garageEnabled : config.features.compare
  if (!on) return false
  if (!isSaveableStatus(car.status)) return false
  if (config.stock.saveUsedPricedOnly && !meetsUsedPricedRule(car)) return false
  return true
}

/**
 * A search hit (spec words) as the rule sees it: the raw list price and its photo count, except that a car whose
 * pictures are only the dealer's default placeholder (SRP-47) has no images.
 */
export function saveableFromHit(hit: {
  status: string
  car_type: string
  list_price: number | null
  photos_count: number
  image_urls: string[]
  primary_image_url: string | null
}): SaveableCar {
  const urls = [...new Set([hit.primary_image_url, ...(hit.image_urls ?? [])].filter((u): u is string => Boolean(u)))]
  const real = urls.filter((u) => !isPlaceholderImage(u))
  const imageCount = urls.length > 0 && real.length === 0 ? 0 : Math.max(hit.photos_count ?? 0, real.length)
  return { status: hit.status, carType: hit.car_type, price: hit.list_price, imageCount }
}

/** The detail page's vehicle as the rule sees it. */
export function saveableFromDetail(v: {
  status: string
  carType: string
  price: number | null
  images: { url: string }[]
}): SaveableCar {
  return {
    status: v.status,
    carType: v.carType,
    price: v.price,
    imageCount: v.images.filter((i) => !isPlaceholderImage(i.url)).length,
  }
}
