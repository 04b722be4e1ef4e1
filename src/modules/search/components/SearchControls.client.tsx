'use client'

import { useQuery } from '@tanstack/react-query'
import { SlidersHorizontal, X } from '@/components/ui/icons'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

import { useAnimatedNumber } from '@/components/ui/useAnimatedNumber'

import { clampRange, type SliderBounds } from '@/domain/search/range'
import { type buildSearchPath, toSearchParams } from '@/domain/search/urlState'
import type { RangeAttribute, SortKey, VehicleQuery } from '@/domain/search/types'

import { openAtFirst, type FacetGroup } from '../facetGroups'

import { AskBox } from './AskBox.client'
import { SearchContext, useSearch } from './SearchContext.client'
import { numberFormat } from '@/domain/numberFormat'

export type SearchVocabulary = Parameters<typeof buildSearchPath>[1]

export { ClearFilters, SearchContext } from './SearchContext.client'

/**
 * One formatter for every count and range figure (toLocaleString builds a new one per call, ~60 µs each), without Intl:
 * the first Intl formatter of a page loads the locale's data (src/domain/numberFormat.ts).
 */
const NUMBER = numberFormat()

/** Lists longer than this show their first FACET_PREVIEW values (and any selected one) until "Show all". */
export const FACET_COLLAPSE_OVER = 10
export const FACET_PREVIEW = 8

export { FACETS_OPEN_AT_FIRST } from '../facetGroups'

/**
 * One facet's checkboxes (disjunctive counts) under a heading that opens and closes them. Only the groups
 * most searches start from are open at first (FACETS_OPEN_AT_FIRST), with any group holding a selected value; a
 * closed group draws no values, and a long list (make, model) shows its first values by count and a "Show all"
 * button: what is not shown is not drawn until asked for, which keeps the page's HTML small.
 */
export function FacetList({ group }: { group: FacetGroup }) {
  const { query, navigate, idPrefix, loadGroups } = useSearch()
  const [expanded, setExpanded] = useState(false)
  const [toggled, setToggled] = useState<boolean | null>(null)
  const selected = new Set(query.refinements[group.attribute] ?? [])
  const open = toggled ?? openAtFirst(group.attribute, query.refinements)
  // a group whose values the page was sent without asks for them once opened
  const waiting = open && group.deferred === true
  useEffect(() => {
    if (waiting) loadGroups?.()
  }, [waiting, loadGroups])
  const toggle = (value: string) => {
    const next = new Set(selected)
    if (next.has(value)) next.delete(value)
    else next.add(value)
    navigate({ ...query, page: 1, refinements: { ...query.refinements, [group.attribute]: [...next] } })
  }
  const collapsed = !expanded && group.values.length > FACET_COLLAPSE_OVER
  const values = collapsed ? group.values.filter((v, i) => i < FACET_PREVIEW || selected.has(v.value)) : group.values
  const listId = `${idPrefix}-${group.attribute}-list`
  return (
    <fieldset className="facet" data-facet={group.attribute}>
      <legend className="facet__title">
        <button
          type="button"
          className="facet__toggle"
          aria-expanded={open}
          // the list it opens, while it is there (a closed group draws none)
          aria-controls={open ? listId : undefined}
          onClick={() => setToggled(!open)}
        >
          {group.label}
        </button>
      </legend>
      {waiting ? (
        <p className="facet__loading" id={listId} role="status">
          Loading…
        </p>
      ) : open ? (
        <>
          <ul className={collapsed ? 'facet__list facet__list--preview' : 'facet__list'} role="list" id={listId}>
            {values.map(({ value, label, count }) => (
              <li key={value}>
                <label>
                  <input type="checkbox" checked={selected.has(value)} onChange={() => toggle(value)} />
                  {`${label ?? value} `}
                  <small>{`(${NUMBER.format(count)})`}</small>
                </label>
              </li>
            ))}
          </ul>
          {group.values.length > FACET_COLLAPSE_OVER ? (
            <button
              type="button"
              className="text-button facet__more"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show fewer' : `Show all ${group.values.length}`}
              <span className="visually-hidden">{` ${group.label.toLowerCase()} options`}</span>
            </button>
          ) : null}
        </>
      ) : null}
    </fieldset>
  )
}

type RangeUnit = 'dollars' | 'km' | 'year'

const formatRangeValue = (value: number, unit: RangeUnit) =>
  unit === 'dollars' ? `$${NUMBER.format(value)}` : unit === 'km' ? `${NUMBER.format(value)} km` : String(value)

/** How long a range waits after the last change before it applies (no separate Apply button). */
export const RANGE_APPLY_DELAY_MS = 450

/**
 * A two-handle range (BUD-09, BUD-10): snaps to its step, the min handle stays below the max. It applies itself
 * on release of a handle (pointer up, key up, change) at once, else RANGE_APPLY_DELAY_MS after the last
 * move, so dragging or holding an arrow key does not send a search per step. The URL updates like any filter.
 */
export function RangeFilter(props: {
  attribute: RangeAttribute
  label: string
  bounds: SliderBounds
  unit: RangeUnit
}) {
  const { query } = useSearch()
  const current = query.ranges[props.attribute] ?? {}
  return <RangeSlider {...props} current={current} />
}

function RangeSlider({
  attribute,
  label,
  bounds,
  unit,
  current,
}: {
  attribute: RangeAttribute
  label: string
  bounds: SliderBounds
  unit: RangeUnit
  current: { min?: number; max?: number }
}) {
  const { query, navigate, idPrefix } = useSearch()
  const fromRange = (r: { min?: number; max?: number }) =>
    clampRange({ min: r.min ?? bounds.lower, max: r.max ?? bounds.upper }, bounds)
  const [value, setValue] = useState(() => fromRange(current))
  // The handles follow the address (Back, Clear all, a removed chip) but not the echo of their own change: a
  // shopper still dragging after a search was sent keeps the handle where it is.
  const currentKey = `${current.min ?? ''}:${current.max ?? ''}`
  const [seen, setSeen] = useState(currentKey)
  const [sent, setSent] = useState<string | null>(null)
  if (seen !== currentKey) {
    setSeen(currentKey)
    if (currentKey !== sent) setValue(fromRange(current))
    setSent(null)
  }
  const lowerName = `Minimum ${label.toLowerCase()}`
  const upperName = `Maximum ${label.toLowerCase()}`
  // What the timer and release handlers apply: the latest value and search, updated after each render.
  const latest = useRef({ value, query, navigate })
  useLayoutEffect(() => {
    latest.current = { value, query, navigate }
  })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const apply = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const { value: v, query: q, navigate: go } = latest.current
    const min = v.min > bounds.lower ? v.min : undefined
    const max = v.max < bounds.upper ? v.max : undefined
    const now = q.ranges[attribute] ?? {}
    if (min === now.min && max === now.max) return
    setSent(`${min ?? ''}:${max ?? ''}`)
    const ranges = { ...q.ranges }
    if (min === undefined && max === undefined) delete ranges[attribute]
    else ranges[attribute] = { min, max }
    go({ ...q, page: 1, ranges })
  }
  const schedule = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(apply, RANGE_APPLY_DELAY_MS)
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const release = {
    onPointerUp: apply,
    onKeyUp: schedule,
    onBlur: () => {
      if (timer.current) apply()
    },
  }
  return (
    <fieldset className="facet range" data-range={attribute}>
      <legend className="facet__title">{label}</legend>
      <output className="range__value" htmlFor={`${idPrefix}-${attribute}-min ${idPrefix}-${attribute}-max`}>
        {`${formatRangeValue(value.min, unit)} – ${formatRangeValue(value.max, unit)}${value.max >= bounds.upper ? '+' : ''}`}
      </output>
      <div className="range__sliders">
        <input
          id={`${idPrefix}-${attribute}-min`}
          type="range"
          aria-label={lowerName}
          min={bounds.lower}
          max={bounds.upper}
          step={bounds.step}
          value={value.min}
          aria-valuetext={formatRangeValue(value.min, unit)}
          onChange={(e) => {
            setValue(clampRange({ ...value, min: Number(e.target.value) }, bounds, 'min'))
            schedule()
          }}
          {...release}
        />
        <input
          id={`${idPrefix}-${attribute}-max`}
          type="range"
          aria-label={upperName}
          min={bounds.lower}
          max={bounds.upper}
          step={bounds.step}
          value={value.max}
          aria-valuetext={formatRangeValue(value.max, unit)}
          onChange={(e) => {
            setValue(clampRange({ ...value, max: Number(e.target.value) }, bounds, 'max'))
            schedule()
          }}
          {...release}
        />
      </div>
    </fieldset>
  )
}

const SORT_LABELS: Record<SortKey, string> = {
  'custom_rank:desc': 'Featured',
  'price:asc': 'Price: low to high',
  'price:desc': 'Price: high to low',
  'year:desc': 'Year: newest first',
  'year:asc': 'Year: oldest first',
  'km:asc': 'Kilometres: lowest first',
  'km:desc': 'Kilometres: highest first',
  'created_at:desc': 'Recently added',
}

export function SortSelect() {
  const { query, navigate } = useSearch()
  return (
    <label className="sort">
      <span className="sort__label">Sort by</span>{' '}
      <select
        aria-label="Sort by"
        value={query.sortBy}
        onChange={(e) => navigate({ ...query, page: 1, sortBy: e.target.value as SortKey })}
      >
        {(Object.keys(SORT_LABELS) as SortKey[]).map((k) => (
          <option key={k} value={k}>
            {SORT_LABELS[k]}
          </option>
        ))}
      </select>
    </label>
  )
}

export function KeywordSearch() {
  const { query, navigate } = useSearch()
  return (
    <AskBox
      className="keyword"
      inputId="keyword-input"
      label="Search stock"
      formLabel="Search stock"
      defaultValue={query.query}
      onSearch={(value) => navigate({ ...query, page: 1, query: value })}
    />
  )
}

/** SRP-13: the 'Show Me N vehicles' count animates over 1 s. */
export const SHOW_ME_ANIMATION_MS = 1000

/**
 * Small screens: the filters open in a dialog where changes are staged, not applied; the button below shows how
 * many vehicles the staged filters find (React Query against /api/search) and applies them (SRP-12, SRP-13).
 */
export function FilterDrawer({ children, activeCount = 0 }: { children: ReactNode; activeCount?: number }) {
  const outer = useSearch()
  const dialog = useRef<HTMLDialogElement>(null)
  // The drawer's filters are drawn, and its count asked for, only while it is open: the closed dialog adds nothing
  // to the page's HTML (the sidebar holds the same filters) and no request to its load.
  const [isOpen, setOpen] = useState(false)
  const [staged, setStaged] = useState<VehicleQuery>(outer.query)
  const params = toSearchParams({ ...staged, page: 1, hitsPerPage: 1 }).toString()
  const { data, isFetching } = useQuery({
    queryKey: ['search-count', params],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/search?${params}&hitsPerPage=1`, { signal })
      if (!res.ok) throw new Error(`Search failed (${res.status})`)
      return ((await res.json()) as { count: number }).count
    },
    placeholderData: (previous) => previous,
    enabled: isOpen,
  })
  const animated = useAnimatedNumber(data ?? 0, SHOW_ME_ANIMATION_MS)
  const open = () => {
    setStaged(outer.query)
    setOpen(true)
    dialog.current?.showModal()
  }
  const apply = () => {
    dialog.current?.close()
    outer.navigate({ ...staged, page: 1 })
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary filter-toggle"
        onClick={open}
        data-testid="filters-button"
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        <span>Filters{activeCount > 0 ? ` (${activeCount})` : ''}</span>
      </button>
      <dialog ref={dialog} className="drawer" aria-labelledby="drawer-title" onClose={() => setOpen(false)}>
        <div className="drawer__head">
          <h2 id="drawer-title">Filters</h2>
          <button type="button" className="drawer__close" onClick={() => dialog.current?.close()}>
            <X size={18} aria-hidden="true" />
            <span>
              Close<span className="visually-hidden"> filters</span>
            </span>
          </button>
        </div>
        <SearchContext.Provider
          value={{
            query: staged,
            navigate: setStaged,
            pending: isFetching,
            idPrefix: 'd',
            loadGroups: outer.loadGroups,
          }}
        >
          <div className="drawer__body">{isOpen ? children : null}</div>
        </SearchContext.Provider>
        <div className="drawer__foot">
          <button type="button" className="button button--primary drawer__apply" onClick={apply} data-testid="show-me">
            {`Show Me ${NUMBER.format(animated)} ${animated === 1 ? 'vehicle' : 'vehicles'}`}
          </button>
        </div>
      </dialog>
    </>
  )
}
