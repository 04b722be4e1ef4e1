import 'server-only'

import { getRouteContext, getSearchPromoTiles } from '@/data/content'
import { askSearch, searchResultsPage } from '@/data/search'
import { getSearchVocabulary } from '@/data/searchVocabulary'
import { siteOrigin, tenantForHost } from '@/data/tenants'
import { isLiveHref } from '@/domain/routes'
import { isLiveAt } from '@/domain/schedule'
import { drawPromoOffsets, pickBrandPromo } from '@/domain/search/promoPlacement'
import { selectionHeading } from '@/domain/search/selection'
import { correctKeyword } from '@/domain/search/spelling'
import { listedStockPhrase } from '@/domain/search/stockFilter'
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'
import {
  buildSearchPath,
  initialSearchState,
  parseLandingPath,
  type ParamError,
  type SearchParamsInput,
} from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import { SEARCH_SHELL_DATA } from '@/lib/edgeContract.mjs'
import { incrementalCacheReady } from '@/lib/nextInternals.mjs'
import type { AskedSearch } from '@/search/assisted'
import { checkSearchParams } from '@/lib/http/jsonBody'
import type { SearchExperienceProps } from '@/modules/search/components/SearchExperience.client'
import { packResultsView, resultsConfig, toResultsView } from '@/modules/search/resultsView'
import { vocabularyFor, type SearchVocabulary } from '@/modules/search/vocabulary'

/**
 * A search address resolved: the tenant, its vocabulary and the query the landing path and parameters make, its text
 * read (askSearch: 'white suv under 35k' → filters). `typed` is the query as the address asked it when its text was
 * read as filters (the page then shows the filters' address), else null.
 */
export interface SearchAddress {
  tenant: TenantSite
  vocabulary: SearchVocabulary
  query: VehicleQuery
  typed: VehicleQuery | null
  understood: AskedSearch['understood']
  errors: ParamError[]
}

/**
 * /search/{segments…}?{params} on a tenant's site → the query it asks for, or null when the landing path names nothing
 * (the page's 404). SRP-20: the landing path's filters and the parameters are the persisted state; a bad parameter is
 * reported (errors) and only its own attribute falls back.
 */
export async function resolveSearchAddress(
  tenant: TenantSite,
  segments: string[],
  params: SearchParamsInput,
): Promise<SearchAddress | null> {
  const vocabulary = await getSearchVocabulary(tenant)
  const landing = parseLandingPath(segments, vocabulary)
  if (!landing) return null
  const { query: typed, errors } = initialSearchState(params, { refinements: landing.refinements })
  const asked = await askSearch(tenant, typed)
  return {
    tenant,
    vocabulary,
    query: asked.query,
    typed: asked.understood ? typed : null,
    understood: asked.understood,
    errors,
  }
}

/** What the document's head says about a search: the heading as the page shows it, a description, the canonical. */
export function searchHead({ tenant, vocabulary, query }: SearchAddress) {
  // The heading with the keyword's make/model spelling corrected (unless exact).
  const correction = query.exact
    ? null
    : correctKeyword(query.query, { makes: vocabulary.makes, models: vocabulary.models, words: vocabulary.bodies })
  const heading = selectionHeading(correction ? { ...query, query: correction.corrected } : query)
  // The canonical address: absolute, on the tenant's own host, without the parameters that only reorder or resize
  // the same results (sort, page size, the exact-spelling switch).
  const canonical = `${siteOrigin(tenant)}${buildSearchPath(
    { ...query, sortBy: DEFAULT_SORT, hitsPerPage: DEFAULT_HITS_PER_PAGE, exact: false },
    vocabulary,
  )}`
  // the stock the site lists ('used cars' on a used-only site), as the 404 page names it
  const stock = listedStockPhrase(tenant.config.stock.filterPreset).toLowerCase()
  return { heading, description: `${heading} at ${tenant.name}: browse our ${stock}.`, canonical }
}

/** The first answer for an address as the results page's client component takes it (its `initial` and vocabulary). */
export async function searchAnswerFor(
  { tenant, vocabulary, query, typed, understood, errors }: SearchAddress,
  now: Date,
) {
  const config = resultsConfig(tenant.config)
  const result = await searchResultsPage(tenant, { query, understood })
  // The client component gets views (cards, facet groups, a few flags), built here; the browser builds the
  // same views from GET /api/search answers. No search documents, no site configuration in the flight payload.
  return {
    config,
    vocabulary: vocabularyFor(query, vocabulary),
    initial: {
      query,
      view: packResultsView(toResultsView(result, query, config, now), query),
      errors,
      ...(typed ? { typed } : {}),
    },
  } satisfies Pick<SearchExperienceProps, 'config' | 'vocabulary' | 'initial'>
}

/** Everything the results page's client component gets for an address. */
export async function searchPageProps(address: SearchAddress): Promise<SearchExperienceProps> {
  const { tenant } = address
  const now = new Date()
  const [answer, promos, routes] = await Promise.all([
    searchAnswerFor(address, now),
    getSearchPromoTiles(tenant),
    getRouteContext(tenant),
  ])
  // SRP-10: brands configured for it show one code-owned tile at 8 unless a CMS tile takes that slot; like every
  // tile, only when its button leads to a page this tenant serves.
  const brand = pickBrandPromo(tenant.config)
  const brandPromo = brand && isLiveHref(brand.href, routes) ? brand : null
  // SRP-07: random offsets drawn here, once, so the browser places the tiles where the server did. The browser
  // places them at the server's clock (`now` below), so a tile not live now never shows: it stays here (SRP-08),
  // and the live ones travel without their schedule.
  const tiles = drawPromoOffsets(
    promos
      .filter((t) => isLiveHref(t.href, routes) && isLiveAt(now, t.startsAt, t.expiresAt))
      .map(({ startsAt: _starts, expiresAt: _expires, ...tile }) => tile),
  )
  return { ...answer, promos: tiles, brandPromo, now: now.toISOString() }
}

/** The longest landing path a search shell is made for (the edge's whole address is at most 2,000 characters). */
const MAX_PATH = 2000

/** A search shell's data (server/searchShell.mjs), or why there is none. */
export type ShellDataAnswer =
  | {
      ok: true
      data: {
        head: { title: string; description: string; canonical: string }
        state: SearchExperienceProps['initial'] & { vocabulary: SearchVocabulary }
      }
    }
  | { ok: false; status: 400 | 404; error: string }

/**
 * What the edge puts in a search shell for `path?search` on `host`: the address's first answer as the
 * results page's client component takes it, and the head's title, description and canonical, from the same code as
 * the page. 404 when no dealer site answers on the host or the landing path names nothing (the page would be the 404
 * page); 400 for a path that is not a search address or a query string no route can use.
 *   searchShellData('harbour.localhost:3000', '/search/used-cars', 'range[price]=0:30000')
 *   → { ok: true, data: { head: { title: 'Used cars under $30,000 | Harbour Auto Group', … }, state } }
 */
export async function searchShellData(host: string, path: string, search: string): Promise<ShellDataAnswer> {
  const tenant = await tenantForHost(host)
  if (!tenant) return { ok: false, status: 404, error: 'No dealer site answers on this host' }
  const match = /^\/search(?:\/(.*))?$/.exec(path.replace(/\/+$/, ''))
  if (path.length > MAX_PATH || !match) return { ok: false, status: 400, error: 'Not a search address' }
  const params = new URLSearchParams(search)
  const unusable = checkSearchParams(params)
  if (unusable) return { ok: false, status: 400, error: unusable }
  // as the page gets them: parseLandingPath decodes each segment itself
  const address = await resolveSearchAddress(tenant, match[1] ? match[1].split('/') : [], params)
  if (!address) return { ok: false, status: 404, error: 'No such search page' }
  const head = searchHead(address)
  const { vocabulary, initial } = await searchAnswerFor(address, new Date())
  return {
    ok: true,
    data: {
      // the layout's title template ('%s | {tenant name}', src/app/(site)/[host]/layout.tsx)
      head: { title: `${head.heading} | ${tenant.name}`, description: head.description, canonical: head.canonical },
      state: { ...initial, vocabulary },
    },
  }
}

/**
 * Registers searchShellData for the edge's `search-state` IPC question (by the site layout, ../layout.tsx): a
 * shell's data without an HTTP request and Next's handling of it, about half of its cost. The edge's worker finds it
 * as SEARCH_SHELL_DATA (src/lib/edgeContract.mjs; server/upstream.mjs workerIpc answers the edge with it).
 */
export function registerSearchShellData(): void {
  // unstable_cache outside a request needs Next's incremental cache, which Next sets up when the process handles its
  // first request (src/lib/nextInternals.mjs): until then, null (the edge asks GET /api/search/state instead)
  SEARCH_SHELL_DATA.set((input) =>
    incrementalCacheReady()
      ? searchShellData(String(input.host), String(input.path), String(input.search))
      : Promise.resolve(null),
  )
}
