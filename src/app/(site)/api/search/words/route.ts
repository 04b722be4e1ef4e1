import { getSearchVocabulary } from '@/data/searchVocabulary'
import { bodyLabel } from '@/domain/bodyTypes'
import type { SuggestWords } from '@/domain/search/suggest'
import { json } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'

/**
 * GET /api/search/words on a tenant's host: what the search box completes words with (src/domain/search/suggest.ts),
 * the makes, models and body types of this tenant's stock and nothing else:
 *   → 200 { makes: ['Hyundai', 'Toyota'], models: { Toyota: ['Corolla', 'HiLux'] }, bodies: ['SUV', 'Ute'] }
 * No parameters (any are ignored). Unknown or platform host → 404. Kept by the browser for five minutes: the box
 * asks once a page, on the first focus.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const vocabulary = await getSearchVocabulary(site.tenant)
  const words: SuggestWords = {
    makes: vocabulary.makes,
    models: vocabulary.models,
    bodies: [...new Set(vocabulary.bodies.map(bodyLabel))],
  }
  return json(words, 200, { 'Cache-Control': 'private, max-age=300' })
}
