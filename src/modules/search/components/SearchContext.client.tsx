'use client'

import { createContext, useContext } from 'react'

import type { VehicleQuery } from '@/domain/search/types'

/**
 * The search state and how to change it: provided by SearchExperience (and by the drawer, for staged changes).
 * Kept apart from SearchControls.client (React Query, the address codec) so that a server-rendered grid, such as a
 * home page's stock block, ships only this and the button below.
 */
export type SearchCtx = {
  query: VehicleQuery
  navigate: (next: VehicleQuery) => void
  pending: boolean
  idPrefix: string
  /** Asks for the values of the filter groups the page was sent without (FacetGroup.deferred). */
  loadGroups?: () => void
}
export const SearchContext = createContext<SearchCtx | null>(null)

export function useSearch(): SearchCtx {
  const ctx = useContext(SearchContext)
  if (!ctx) throw new Error('Search controls must be inside <SearchControls>')
  return ctx
}

/** The empty state's way out: the same search without any filter, keyword or range. */
export function ClearFilters({ label = 'Clear filters' }: { label?: string }) {
  const { query, navigate } = useSearch()
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => navigate({ ...query, page: 1, query: '', refinements: {}, ranges: {} })}
    >
      {label}
    </button>
  )
}
