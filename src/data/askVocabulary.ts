import 'server-only'

import { unstable_cache } from 'next/cache'

import { postcodePoint } from '@/domain/delivery'
import type { AskVocabulary } from '@/domain/search/understand'
import type { TenantSite } from '@/domain/site'
import { tenantTag } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { POSTCODES } from './geo/postcodes'
import { siteLocations } from './locations'
import { getSearchVocabulary } from './searchVocabulary'

/**
 * A tenant's visible locations and where they are, cached until a location of the tenant changes (every search that
 * has text reads them).
 */
function locatedPlaces(tenant: TenantSite): Promise<NonNullable<AskVocabulary['locations']>> {
  const tags = [tenantTag(tenant.id, 'locations')]
  recordRenderDeps(tags)
  return unstable_cache(
    async () => (await siteLocations(tenant.id)).map((l) => ({ name: l.name, lat: l.lat, lng: l.lng })),
    ['ask-locations', String(tenant.id)],
    { tags, revalidate: 3600 },
  )()
}

/**
 * What a tenant's shopper's sentence is read against (src/domain/search/understand.ts; docs/architecture/search.md
 * "Asking in your own words"): the makes and models it has in stock, the stored values of the attributes a sentence
 * can name (body, fuel, transmission, drive, colour, location), its visible locations with their coordinates (the
 * locator's), and the bundled postcode table for "near 2750". Only this tenant's.
 */
export async function getAskVocabulary(tenant: TenantSite): Promise<AskVocabulary> {
  const [vocabulary, locations] = await Promise.all([getSearchVocabulary(tenant), locatedPlaces(tenant)])
  return {
    makes: vocabulary.makes,
    models: vocabulary.models,
    values: vocabulary.values,
    locations,
    postcodePoint: (postcode) => postcodePoint(postcode, POSTCODES),
  }
}
