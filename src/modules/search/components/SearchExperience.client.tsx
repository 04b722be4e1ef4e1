'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { QueryProvider } from '@/components/ui/QueryProvider.client'
import { displayCount, sumFacet } from '@/domain/search/facets'
import type { PromoSlot } from '@/domain/search/promoPlacement'
import { KM_SLIDER, PRICE_SLIDER, yearSlider } from '@/domain/search/range'
import type { CarType, SearchResult, VehicleQuery } from '@/domain/search/types'
import {
  buildSearchPath,
  initialSearchState,
  parseLandingPath,
  queryKey,
  toSearchParams,
  type ParamError,
} from '@/domain/search/urlState'
import type { PromoTile, TenantSite } from '@/domain/site'
import { TRACKING_EVENTS } from '@/domain/tracking'
import { pushAnalytics } from '@/lib/analytics.client'
import { CompareTray } from '@/modules/saved/components/CompareTray.client'

import { facetGroups } from '../facetGroups'

import { ResultsGrid } from './ResultsGrid'
import {
  FacetList,
  FilterDrawer,
  KeywordSearch,
  RangeFilter,
  SearchContext,
  SortSelect,
  type SearchVocabulary,
} from './SearchControls.client'

/** What GET /api/search answers (the fields the page uses). */
type Answer = Pick<SearchResult, 'hits' | 'count' | 'facets' | 'pages'>

export interface SearchExperienceProps {
  tenant: TenantSite
  vocabulary: SearchVocabulary
  initial: { query: VehicleQuery; result: Answer; title: string; errors: ParamError[] }
  /** The first answer's ResultsGrid, rendered on the server. */
  initialGrid: ReactNode
  /** CMS tiles with any random offset already drawn on the server (so server and browser place them alike). */
  promos: (PromoTile & PromoSlot)[]
  brandPromo: (PromoTile & PromoSlot) | null
  /** The server's clock for card tags (new arrival), as ISO text. */
  now: string
}

/** The search state of the address bar: /search/{landing…}?{InstantSearch parameters}. Null when not a search path. */
function stateFromLocation(
  vocabulary: SearchVocabulary,
): { query: VehicleQuery; title: string; errors: ParamError[] } | null {
  const match = /^\/search(?:\/(.*))?$/.exec(window.location.pathname.replace(/\/+$/, ''))
  if (!match) return null
  const landing = parseLandingPath(match[1] ? match[1].split('/') : [], vocabulary)
  if (!landing) return null
  const { query, errors } = initialSearchState(new URLSearchParams(window.location.search), {
    refinements: landing.refinements,
  })
  return { query, title: landing.title, errors }
}

async function fetchResults(query: VehicleQuery, signal: AbortSignal): Promise<Answer> {
  const res = await fetch(`/api/search?${toSearchParams(query).toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`Search failed (${res.status})`)
  return (await res.json()) as Answer
}

/**
 * The results page after its server render: every change (filter, range, sort, text, page) becomes a new address
 * (history.pushState, so Back and Forward step through searches) and a React Query request to GET /api/search;
 * while it loads, and if it fails, the results already shown stay (SRP-18, SRP-19), with aria-busy and a notice.
 * The first render is the server's answer (initialData): the page is complete HTML before any script runs.
 */
export function SearchExperience(props: SearchExperienceProps) {
  return (
    <QueryProvider>
      <Experience {...props} />
    </QueryProvider>
  )
}

function Experience({
  tenant,
  vocabulary,
  initial,
  initialGrid,
  promos,
  brandPromo,
  now: nowIso,
}: SearchExperienceProps) {
  const [state, setState] = useState({ query: initial.query, title: initial.title, errors: initial.errors })
  const { query } = state
  const initialKey = queryKey(initial.query)

  const navigate = useCallback(
    (next: VehicleQuery) => {
      const landing = parseLandingPath(buildSearchPath(next, vocabulary).split('?')[0]!.split('/').slice(2), vocabulary)
      setState({ query: next, title: landing?.title ?? 'All Vehicles', errors: [] })
      window.history.pushState(null, '', buildSearchPath(next, vocabulary))
    },
    [vocabulary],
  )

  // LEAD-59: a search page view is analytics event 49, once per page load.
  useEffect(() => pushAnalytics(TRACKING_EVENTS.searchPageView), [])

  // Back and Forward: the address is the state.
  useEffect(() => {
    const onPop = () => {
      const fromUrl = stateFromLocation(vocabulary)
      if (fromUrl) setState(fromUrl)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [vocabulary])

  // The document title starts with the landing title (the layout adds the site name): keep it in step.
  const titleShown = useRef(initial.title)
  useEffect(() => {
    if (titleShown.current === state.title) return
    document.title = document.title.startsWith(titleShown.current)
      ? state.title + document.title.slice(titleShown.current.length)
      : state.title
    titleShown.current = state.title
  }, [state.title])

  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: ['search', queryKey(query)],
    queryFn: ({ signal }) => fetchResults(query, signal),
    initialData: queryKey(query) === initialKey ? initial.result : undefined,
    placeholderData: keepPreviousData,
    retry: 1,
  })
  // The last answer that arrived: kept on screen while the next loads or after it fails (React Query drops the
  // previous data once the new query errors). Adjusted during render, so it is never a render behind.
  const [lastGood, setLastGood] = useState<Answer>(initial.result)
  if (data && data !== lastGood) setLastGood(data)
  const result = data ?? lastGood

  const now = new Date(nowIso)
  // SRP-34: counts above 1999 show the tenant's configured stock count, else the summed car-type facet counts.
  const shown = displayCount(result.count, {
    configuredStockCount: tenant.config.stock.stockCount,
    facetSum: sumFacet(result.facets.car_type),
  })
  // The server's cards while its answer is the one shown (they need no hydration); the browser's after.
  const showingInitial = result === initial.result
  const groups = facetGroups(result.facets, query.refinements)
  const pending = isFetching && !isError
  const goTo = (page: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
    e.preventDefault()
    navigate({ ...query, page })
    document.getElementById('result-count')?.scrollIntoView({ block: 'start' })
  }
  const filters = (
    <>
      <RangeFilter attribute="price" label="Price" bounds={PRICE_SLIDER} unit="dollars" />
      <RangeFilter attribute="year" label="Year" bounds={yearSlider(now)} unit="year" />
      <RangeFilter attribute="km" label="Kilometres" bounds={KM_SLIDER} unit="km" />
      {groups.map((g) => (
        <FacetList key={g.attribute} group={g} />
      ))}
    </>
  )
  const pageCount = result.pages

  return (
    <SearchContext.Provider value={{ query, navigate, pending, idPrefix: 'f' }}>
      <div className={pending ? 'search search--pending' : 'search'} aria-busy={pending}>
        <div className="container section">
          <h1 className="page-title">{state.title}</h1>
          <KeywordSearch key={query.query} />
          {state.errors.length > 0 ? (
            <div className="notice" role="alert">
              Some search settings in the address were ignored: {state.errors.map((e) => e.message).join('; ')}
            </div>
          ) : null}
          {isError ? (
            <div className="notice" role="alert" data-testid="search-error">
              The results could not be updated; the previous results are shown.{' '}
              <button type="button" className="button" onClick={() => void refetch()}>
                Try again
              </button>
            </div>
          ) : null}
          <div className="search__layout">
            <aside className="search__filters" aria-label="Filters">
              <h2 className="visually-hidden">Filters</h2>
              {filters}
            </aside>
            <section className="search__results" aria-labelledby="result-count">
              <div className="search__toolbar">
                <FilterDrawer>{filters}</FilterDrawer>
                <h2 id="result-count" className="search__count" data-testid="result-count" aria-live="polite">
                  {shown.toLocaleString('en-AU')} {shown === 1 ? 'vehicle' : 'vehicles'}
                </h2>
                <SortSelect />
              </div>
              {showingInitial ? (
                initialGrid
              ) : (
                <ResultsGrid
                  hits={result.hits}
                  tenant={tenant}
                  promos={promos}
                  brandPromo={brandPromo}
                  carTypes={(query.refinements.car_type ?? []) as CarType[]}
                  now={now}
                />
              )}
              {pageCount > 1 ? (
                <nav className="pagination" aria-label="Pages">
                  <ul role="list">
                    {query.page > 1 ? (
                      <li>
                        <a
                          href={buildSearchPath({ ...query, page: query.page - 1 }, vocabulary)}
                          rel="prev"
                          onClick={goTo(query.page - 1)}
                        >
                          Previous<span className="visually-hidden"> page</span>
                        </a>
                      </li>
                    ) : null}
                    {pageNumbers(query.page, pageCount).map((n) => (
                      <li key={n}>
                        {n === query.page ? (
                          <span aria-current="page">{n}</span>
                        ) : (
                          <a href={buildSearchPath({ ...query, page: n }, vocabulary)} onClick={goTo(n)}>
                            <span className="visually-hidden">Page </span>
                            {n}
                          </a>
                        )}
                      </li>
                    ))}
                    {query.page < pageCount ? (
                      <li>
                        <a
                          href={buildSearchPath({ ...query, page: query.page + 1 }, vocabulary)}
                          rel="next"
                          onClick={goTo(query.page + 1)}
                        >
                          Next<span className="visually-hidden"> page</span>
                        </a>
                      </li>
                    ) : null}
                  </ul>
                </nav>
              ) : null}
            </section>
          </div>
        </div>
        {tenant.config.features.compare ? <CompareTray /> : null}
      </div>
    </SearchContext.Provider>
  )
}

/** Up to seven page numbers around the current page. */
function pageNumbers(current: number, pages: number): number[] {
  const start = Math.max(1, Math.min(current - 3, pages - 6))
  return Array.from({ length: Math.min(7, pages) }, (_, i) => start + i)
}
