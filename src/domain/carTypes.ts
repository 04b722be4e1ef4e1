import type { CarType } from './search/types'

/** Car types in the spec's order (SRP-36: new, demo, used) with their display names. */
export const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', demo: 'Demo', used: 'Used' }

export function carTypeLabel(value: string): string {
  return (CAR_TYPE_LABELS as Record<string, string>)[value] ?? value
}

/**
 * The stock a site lists, in words, from the car types its stock filter preset allows (SRP-33, listingCriteria's
 * carTypes; null: all three), e.g. for the 404 page's "Search our stock" card:
 *   null → 'New, demo and used cars'; ['used'] → 'Used cars'; ['demo', 'new'] → 'New and demo cars'
 */
export function stockPhrase(carTypes: readonly CarType[] | null): string {
  const order = Object.keys(CAR_TYPE_LABELS) as CarType[]
  const types = carTypes && carTypes.length > 0 ? order.filter((t) => carTypes.includes(t)) : order
  const words = types.map((t, i) => (i === 0 ? CAR_TYPE_LABELS[t] : CAR_TYPE_LABELS[t].toLowerCase()))
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]
  return `${list} cars`
}
