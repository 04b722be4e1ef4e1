'use client'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { SearchX, X } from '@/components/ui/icons'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react'

import { QueryProvider } from '@/components/ui/QueryProvider.client'
import type { PromoSlot } from '@/domain/search/promoPlacement'
import { numberFormat } from '@/domain/numberFormat'
import { KM_SLIDER, PRICE_SLIDER, yearSlider } from '@/domain/search/range'
import {
  activeFilters,
  emptySelectionText,
  selectionHeading,
  withoutAllFilters,
  withoutFilter,
} from '@/domain/search/selection'
import type { CarType, VehicleQuery } from '@/domain/search/types'
import {
  buildSearchPath,
  initialSearchState,
  parseLandingPath,
  queryKey,
  toSearchParams,
  type ParamError,
} from '@/domain/search/urlState'
import type { PromoTile } from '@/domain/site'
import { savedQueryString } from '@/domain/alerts/savedSearch'
import { TRACKING_EVENTS } from '@/domain/tracking'
import { pushAnalytics } from '@/lib/analytics.client'
import { SaveSearch } from '@/modules/alerts/SaveSearch.client'
import { CompareTray } from '@/modules/saved/components/CompareTray.client'

import { EMPTY_RESULTS_TEXT } from '../messages'
import {
  toResultsView,
  unpackResultsView,
  type PackedResultsView,
  type ResultsConfig,
  type ResultsView,
  type SearchAnswer,
} from '../resultsView'

import { learnVocabulary, mergeVocabulary, type SearchVocabulary } from '../vocabulary'

import { ResultsGrid } from './ResultsGrid'
import { FacetList, FilterDrawer, KeywordSearch, RangeFilter, SearchContext, SortSelect } from './SearchControls.client'

/**
 * Everything here travels in the page's flight payload, so each prop is the narrowest the page can draw from:
 * the tenant's few flags, not its configuration; card views and facet groups, not search documents.
 */
export interface SearchExperienceProps {
  config: ResultsConfig
  /**
   * The part of the tenant's vocabulary the first answer's own addresses need (vocabularyFor); the page learns the
   * rest from the facet lists it shows (learnVocabulary).
   */
  vocabulary: SearchVocabulary
  /**
   * The server's answer for the address, already a view, packed for the payload (resultsView.ts). `typed`: the
   * address's own query when its text was read as filters (`query`), whose address the page then shows.
   */
  initial: { query: VehicleQuery; view: PackedResultsView; errors: ParamError[]; typed?: VehicleQuery }
  /** CMS tiles with any random offset already drawn on the server (so server and browser place them alike). */
  promos: (PromoTile & PromoSlot)[]
  brandPromo: (PromoTile & PromoSlot) | null
  /** The server's clock for card tags (new arrival), as ISO text. */
  now: string
}

/** The results count, without Intl (src/domain/numberFormat.ts). */
const COUNT = numberFormat()

/** The id of the data block the edge's search shell carries (server/searchShell.mjs). */
export const SHELL_STATE_ID = 'dp-search-state'
/** The id of the shell's style that hides the landing page's results until this component has taken over. */
export const SHELL_PENDING_ID = 'dp-search-pending'

/** What the shell's data block holds: this address's first answer as the page would have given it. */
type ShellState = SearchExperienceProps['initial'] & { vocabulary: SearchVocabulary }

/**
 * The edge answers a search address no render has cached yet, while the workers are busy, with the landing
 * path's cached page (its results hidden) and this address's answer in a JSON data block. Read once, then removed.
 */
function takeShellState(): ShellState | null {
  const block = document.getElementById(SHELL_STATE_ID)
  if (!block) return null
  block.remove()
  try {
    const state = JSON.parse(block.textContent ?? '') as ShellState
    return state && typeof state === 'object' && state.query && state.view ? state : null
  } catch {
    return null
  }
}

/** The search state of the address bar: /search/{landing…}?{InstantSearch parameters}. Null when not a search path. */
function stateFromLocation(vocabulary: SearchVocabulary): { query: VehicleQuery; errors: ParamError[] } | null {
  const match = /^\/search(?:\/(.*))?$/.exec(window.location.pathname.replace(/\/+$/, ''))
  if (!match) return null
  const landing = parseLandingPath(match[1] ? match[1].split('/') : [], vocabulary)
  if (!landing) return null
  const { query, errors } = initialSearchState(new URLSearchParams(window.location.search), {
    refinements: landing.refinements,
  })
  return { query, errors }
}

async function fetchResults(query: VehicleQuery, signal: AbortSignal): Promise<SearchAnswer> {
  const res = await fetch(`/api/search?${toSearchParams(query).toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`Search failed (${res.status})`)
  return (await res.json()) as SearchAnswer
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

function Experience({ config, vocabulary: given, initial, promos, brandPromo, now: nowIso }: SearchExperienceProps) {
  const [now] = useState(() => new Date(nowIso))
  const [initialView] = useState(() => unpackResultsView(initial.view))
  // The makes, models and bodies addresses can name: the given ones and every one a facet list has shown.
  const [vocabulary, setVocabulary] = useState(() => learnVocabulary(given, initialView.groups))
  // typed: the search as the shopper asked it, while what is shown is its text read as filters (the misspelt-name
  // notice's way back to the literal words)
  const [state, setState] = useState<{ query: VehicleQuery; errors: ParamError[]; typed?: VehicleQuery }>({
    query: initial.query,
    errors: initial.errors,
    typed: initial.typed,
  })
  const { query } = state
  const initialKey = queryKey(initial.query)
  // the search on screen, for an answer that arrives after the shopper has moved on
  const shownKey = useRef(initialKey)
  useEffect(() => {
    shownKey.current = queryKey(query)
  }, [query])

  const navigate = useCallback(
    (next: VehicleQuery) => {
      setState({ query: next, errors: [] })
      window.history.pushState(null, '', buildSearchPath(next, vocabulary))
    },
    [vocabulary],
  )
  // A search whose text the server read as filters ('white suv under 35k'): the filters become the search and its
  // address (replacing the typed one, so Back skips it), and the answer is kept as theirs.
  const queryClient = useQueryClient()
  const adoptReading = useCallback(
    (asked: VehicleQuery, answer: SearchAnswer) => {
      if (!answer.understood || shownKey.current !== queryKey(asked)) return
      const read = initialSearchState(new URLSearchParams(answer.understood.parameters)).query
      queryClient.setQueryData(['search', queryKey(read)], toResultsView(answer, read, config, now))
      setState({ query: read, errors: [], typed: asked })
      window.history.replaceState(null, '', buildSearchPath(read, vocabulary))
    },
    [queryClient, config, now, vocabulary],
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

  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: ['search', queryKey(query)],
    queryFn: async ({ signal }) => {
      const answer = await fetchResults(query, signal)
      adoptReading(query, answer)
      return toResultsView(answer, query, config, now)
    },
    initialData: queryKey(query) === initialKey ? initialView : undefined,
    placeholderData: keepPreviousData,
    retry: 1,
  })
  // The last answer that arrived: kept on screen while the next loads or after it fails (React Query drops the
  // previous data once the new query errors). Adjusted during render, so it is never a render behind.
  // The first answer came without the values of the filter groups closed at first: once one is opened,
  // the same search is asked for again and its groups replace the page's (the cards stay; no busy state).
  const loadGroups = useCallback(() => {
    const key = queryKey(query)
    void queryClient
      .fetchQuery({
        queryKey: ['search-groups', key],
        queryFn: async ({ signal }) => toResultsView(await fetchResults(query, signal), query, config, now),
      })
      .then((full) =>
        queryClient.setQueryData<ResultsView>(['search', key], (shown) =>
          shown ? { ...shown, groups: full.groups } : full,
        ),
      )
      .catch(() => undefined)
  }, [queryClient, query, config, now])
  // Dealer insights: each search the shopper settles on, and whether it found a car, told once per page (aggregate
  // counts only: POST /api/insights/search). Never waited for; a failure changes nothing on the page.
  const reported = useRef(new Set<string>())
  useEffect(() => {
    if (!data || isFetching || isError) return
    const canonical = savedQueryString(query)
    if (reported.current.has(canonical)) return
    reported.current.add(canonical)
    void fetch('/api/insights/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: canonical, found: data.cards.length > 0 }),
      keepalive: true,
    }).catch(() => undefined)
  }, [data, isFetching, isError, query])
  const [lastGood, setLastGood] = useState<ResultsView>(initialView)
  if (data && data !== lastGood) setLastGood(data)
  const result = data ?? lastGood
  const learnt = learnVocabulary(vocabulary, result.groups)
  if (learnt !== vocabulary) setVocabulary(learnt)
  // The heading names the whole selection, with the keyword as searched (its make/model spelling corrected).
  const searched = result.correction ? { ...query, query: result.correction.corrected } : query
  const title = selectionHeading(searched)

  // The document title starts with the heading (the layout adds the site name): keep it in step.
  const titleShown = useRef(
    selectionHeading(
      initialView.correction ? { ...initial.query, query: initialView.correction.corrected } : initial.query,
    ),
  )
  useEffect(() => {
    if (titleShown.current === title) return
    document.title = document.title.startsWith(titleShown.current)
      ? title + document.title.slice(titleShown.current.length)
      : title
    titleShown.current = title
  }, [title])

  // On a search shell, this address's answer replaces the landing page's before the results are shown
  // (a layout effect: the hidden results are revealed in the same frame they change). The state is set from an
  // external system (the DOM's data block) once, after hydration, which had to match the server's HTML: the extra
  // render is the point.
  /* eslint-disable react-hooks/set-state-in-effect -- state taken over once from the DOM after hydration */
  const adoptShell = useRef(true)
  useLayoutEffect(() => {
    if (!adoptShell.current) return
    adoptShell.current = false
    const shell = takeShellState()
    if (shell) {
      const view = unpackResultsView(shell.view)
      queryClient.setQueryData(['search', queryKey(shell.query)], view)
      setLastGood(view)
      setVocabulary((known) => learnVocabulary(mergeVocabulary(known, shell.vocabulary), view.groups))
      setState({ query: shell.query, errors: shell.errors, typed: shell.typed })
      titleShown.current = selectionHeading(
        view.correction ? { ...shell.query, query: view.correction.corrected } : shell.query,
      )
    }
    // an address whose text the server read as filters shows the filters' address
    const read = shell ? (shell.typed ? shell.query : null) : initial.typed ? initial.query : null
    if (read) window.history.replaceState(null, '', buildSearchPath(read, vocabulary))
    document.getElementById(SHELL_PENDING_ID)?.remove()
  }, [queryClient, initial, vocabulary])
  /* eslint-enable react-hooks/set-state-in-effect -- only the effect above */

  // SRP-34: counts above 1999 show the tenant's configured stock count, else the summed car-type facet counts.
  const { shown, groups } = result
  const chips = activeFilters(query)
  const filterCount = chips.filter((c) => c.kind !== 'keyword').length
  const relaxFilter = result.relax ? activeFilters(searched).find((f) => f.id === result.relax!.filterId) : undefined
  const pending = isFetching && !isError
  // what the results are for when the search's text was read as filters, and the way back to the words as typed
  const read = state.typed ? result.understood : null
  const misspelt = read && read.misspelt.length > 0 ? read.misspelt.map((m) => m.corrected).join(' ') : null
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
    <SearchContext.Provider value={{ query, navigate, pending, idPrefix: 'f', loadGroups }}>
      <div className={pending ? 'search search--pending' : 'search'} aria-busy={pending}>
        <div className="container section">
          <h1 className="page-title search__title">{title}</h1>
          <KeywordSearch key={query.query} />
          {read ? (
            <p className="search__understood" data-testid="search-understood">
              Searching for {read.filters.map((f) => f.label).join(', ')}
              {query.query ? ` and “${query.query}”` : ''}. Remove any below.
            </p>
          ) : null}
          {misspelt && state.typed ? (
            <p className="search__correction" data-testid="search-correction">
              Showing results for <strong>{misspelt}</strong>.{' '}
              <a
                href={buildSearchPath({ ...state.typed, page: 1, exact: true }, vocabulary)}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
                  e.preventDefault()
                  navigate({ ...state.typed!, page: 1, exact: true })
                }}
              >
                Search instead for “{state.typed.query}”
              </a>
            </p>
          ) : result.correction && !query.exact ? (
            <p className="search__correction" data-testid="search-correction">
              Showing results for <strong>{result.correction.corrected}</strong>.{' '}
              <a
                href={buildSearchPath({ ...query, page: 1, exact: true }, vocabulary)}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
                  e.preventDefault()
                  navigate({ ...query, page: 1, exact: true })
                }}
              >
                Search instead for “{result.correction.original}”
              </a>
            </p>
          ) : null}
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
                <FilterDrawer activeCount={filterCount}>{filters}</FilterDrawer>
                <h2 id="result-count" className="search__count" data-testid="result-count" aria-live="polite">
                  {`${COUNT.format(shown)} ${shown === 1 ? 'vehicle' : 'vehicles'}`}
                </h2>
                <SortSelect />
              </div>
              {chips.length > 0 ? (
                <div className="chips" data-testid="active-filters">
                  <h2 className="visually-hidden">Active filters</h2>
                  <ul role="list" className="chips__list">
                    {chips.map((chip) => (
                      <li key={chip.id}>
                        <button
                          type="button"
                          className="chip"
                          aria-label={`Remove ${chip.label}`}
                          onClick={() => navigate(withoutFilter(query, chip))}
                        >
                          <span>{chip.label}</span>
                          <X size={16} aria-hidden="true" />
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="chips__clear" onClick={() => navigate(withoutAllFilters(query))}>
                    Clear all
                  </button>
                </div>
              ) : null}
              {config.saveSearch ? <SaveSearch query={query} title={title} /> : null}
              {result.cards.length === 0 ? (
                <div className="empty" data-testid="empty-state">
                  <SearchX size={40} aria-hidden="true" className="empty__icon" />
                  <h2 className="empty__title">{emptySelectionText(searched)}</h2>
                  <p>{EMPTY_RESULTS_TEXT}</p>
                  <div className="empty__actions">
                    {relaxFilter && result.relax ? (
                      <button
                        type="button"
                        className="button button--primary"
                        data-testid="empty-relax"
                        onClick={() => navigate(withoutFilter(query, relaxFilter))}
                      >
                        Remove {relaxFilter.label} to see {COUNT.format(result.relax.count)}{' '}
                        {result.relax.count === 1 ? 'vehicle' : 'vehicles'}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={relaxFilter ? 'button search__outline' : 'button button--primary'}
                      onClick={() => navigate(withoutAllFilters(query))}
                    >
                      Clear all filters
                    </button>
                  </div>
                </div>
              ) : (
                <ResultsGrid
                  cards={result.cards}
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
        {config.card.compare ? <CompareTray /> : null}
      </div>
    </SearchContext.Provider>
  )
}

/** Up to seven page numbers around the current page. */
function pageNumbers(current: number, pages: number): number[] {
  const start = Math.max(1, Math.min(current - 3, pages - 6))
  return Array.from({ length: Math.min(7, pages) }, (_, i) => start + i)
}
