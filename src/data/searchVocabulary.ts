import 'server-only'

import { unstable_cache } from 'next/cache'

import type { VehicleQuery } from '@/domain/search/types'
import { EMPTY_QUERY } from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import { tenantTag, vehiclesTag, vocabularyMakeTag, vocabularyTag } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { payloadClient } from './payload'
import { searchStockUnnoted } from './search'

export interface SearchVocabulary {
  makes: string[]
  models: Record<string, string[]>
  dealerships: { slug: string; name: string }[]
  bodies: string[]
  /** The values in stock of the attributes a sentence can name (src/domain/search/understand.ts), as stored. */
  values: Record<(typeof SENTENCE_ATTRIBUTES)[number], string[]>
}

/** The attributes whose stored values a shopper's sentence is matched to. */
const SENTENCE_ATTRIBUTES = ['body', 'fuel', 'transmission', 'drive', 'colour', 'location_name'] as const

const EVERYTHING: VehicleQuery = { ...EMPTY_QUERY, hitsPerPage: 1 }

/** The makes, models, bodies and dealerships a tenant has in stock: what landing routes like /search/toyota/hilux can name. */
export function getSearchVocabulary(tenant: TenantSite): Promise<SearchVocabulary> {
  recordRenderDeps(vocabularyTags(tenant))
  return loadVocabulary(tenant)
}

/**
 * The models in stock of one make (a car page's breadcrumbs link to their landing pages). The render notes only that
 * make's part of the vocabulary, so another make's sale leaves its page cached (src/lib/cacheTags.ts
 * vocabularyMakeTag).
 */
export async function getMakeModels(tenant: TenantSite, make: string): Promise<string[]> {
  recordRenderDeps([vehiclesTag(tenant.id), vocabularyMakeTag(tenant.id, make)])
  return (await loadVocabulary(tenant)).models[make] ?? []
}

const vocabularyTags = (tenant: TenantSite) => [
  vehiclesTag(tenant.id),
  vocabularyTag(tenant.id),
  tenantTag(tenant.id, 'dealerships'),
]

/** The vocabulary, cached under its tags (expired by any of them); notes nothing of the render's reads. */
function loadVocabulary(tenant: TenantSite): Promise<SearchVocabulary> {
  const tags = vocabularyTags(tenant)
  return unstable_cache(
    async (): Promise<SearchVocabulary> => {
      const [result, payload] = await Promise.all([searchStockUnnoted(tenant, EVERYTHING), payloadClient()])
      const makes = Object.keys(result.facets.make ?? {}).sort()
      const models: Record<string, string[]> = {}
      for (const makeModel of Object.keys(result.facets.make_model ?? {})) {
        const make = makes.find((m) => makeModel.startsWith(`${m} `))
        if (make) (models[make] ??= []).push(makeModel.slice(make.length + 1))
      }
      const dealerships = await payload.find({
        collection: 'dealerships',
        where: { tenant: { equals: tenant.id } },
        depth: 0,
        limit: 200,
        overrideAccess: true,
      })
      return {
        makes,
        models,
        dealerships: dealerships.docs.map((d) => ({ slug: d.slug, name: d.name })),
        bodies: Object.keys(result.facets.body ?? {}).sort(),
        values: Object.fromEntries(
          SENTENCE_ATTRIBUTES.map((attr) => [attr, Object.keys(result.facets[attr] ?? {}).sort()]),
        ) as SearchVocabulary['values'],
      }
    },
    ['search-vocabulary', String(tenant.id)],
    { tags, revalidate: 600 },
  )()
}
