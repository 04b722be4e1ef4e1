/**
 * The car a buy-online journey is for, as the journey shows it: the vehicle page's own figures (vehiclePageModel: the
 * shown price, its type, the one finance quote and its credit disclosure), so the total and the weekly repayment read
 * exactly as on /cars/{slug}; and whether the car may be bought online at all (journeyBlock over the Buy Online
 * button's car rules).
 */
import type { CreditDisclosure } from '../finance/creditAdvert'
import type { TenantSite } from '../site'
import { purchaseBlock } from '../vehicle/buttons'
import { vehiclePageModel } from '../vehicle/pageModel'
import type { VehicleDetail } from '../vehicle/types'
import { journeyBlock, type JourneyBlock, type SummaryCar } from './journey'

export interface JourneyCar {
  slug: string
  name: string
  image: { url: string; alt: string } | null
  summary: SummaryCar
  priceText: string | null
  /** The vehicle page's credit disclosure of the car's quote (RateDisclosure), or null. */
  disclosure: CreditDisclosure | null
  /** Why the journey is closed for this car, or null when it is open. */
  block: JourneyBlock | null
}

export function journeyCar(
  site: Pick<TenantSite, 'name' | 'config'>,
  v: VehicleDetail,
  paymentProvider: string | null,
  now: Date,
): JourneyCar {
  const page = vehiclePageModel(site, v, now)
  const amount = page.price?.amount ?? null
  const quote = page.carQuote
  const street = v.location?.address ?? null
  const city = v.location?.city ?? null
  // an address that already names its city is not followed by it again
  const address = street && city && !street.includes(city) ? `${street}, ${city}` : street || city
  const image = v.images[0]?.url ?? v.primaryImageUrl
  return {
    slug: v.slug,
    name: v.name,
    image: image ? { url: image, alt: v.name } : null,
    summary: {
      name: v.name,
      price: amount ?? 0,
      priceTypeLabel: page.priceTypeLabel,
      location: v.location ? { name: v.location.name, address } : null,
      finance: quote ? { weekly: quote.weekly, rate: quote.rate, comparisonRate: quote.comparisonRate } : null,
    },
    priceText: page.price?.text ?? null,
    disclosure: page.disclosure,
    block: journeyBlock({
      buyOnline: site.config.features.buyOnline,
      paymentProvider,
      purchase: purchaseBlock(v),
      priceAmount: amount,
    }),
  }
}
