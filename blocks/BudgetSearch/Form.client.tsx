'use client'

/**
 * The budget search form through next/dynamic (ship less client JS): server-rendered and its code fetched
 * with the page where the block is shown, but not part of the first load of every page that can show blocks (the
 * home pages): Turbopack ships every client component a route's server code imports statically with that route.
 */
import dynamic from 'next/dynamic'

export const BudgetSearchForm = dynamic(() =>
  import('@/modules/budget/BudgetSearch.client').then((m) => m.BudgetSearchForm),
)
