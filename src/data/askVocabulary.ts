import 'server-only'

import { postcodePoint } from '@/domain/delivery'
import type { AskVocabulary } from '@/domain/search/understand'
import type { TenantSite } from '@/domain/site'

import { POSTCODES } from './delivery'
import { siteLocations } from './locations'
import { getSearchVocabulary } from './searchVocabulary'

/**
 * What a tenant's shopper's sentence is read against (src/domain/search/understand.ts; docs/architecture/search.md
 * "Asking in your own words"): the makes and models it has in stock, the stored values of the attributes a sentence
 * can name (body, fuel, transmission, drive, colour, location), its visible locations with their coordinates (the
 * locator's), and the bundled postcode table for "near 2750". Only this tenant's.
 */
export async function getAskVocabulary(tenant: TenantSite): Promise<AskVocabulary> {
  const [vocabulary, locations] = await Promise.all([getSearchVocabulary(tenant), siteLocations(tenant.id)])
  return {
    makes: vocabulary.makes,
    models: vocabulary.models,
    values: vocabulary.values,
    locations: locations.map((l) => ({ name: l.name, lat: l.lat, lng: l.lng })),
    postcodePoint: (postcode) => postcodePoint(postcode, POSTCODES),
  }
}
