import { cardConfig, toCardView, type CardConfig, type CardView } from '@/domain/search/cardView'
import { displayCount, sumFacet } from '@/domain/search/facets'
import type { SearchHelp } from '@/domain/search/selection'
import type { SearchResult, VehicleQuery } from '@/domain/search/types'
import type { SiteConfig } from '@/domain/siteConfig'

import { facetGroups, facetLabel, type FacetGroup } from './facetGroups'
import { packCards, unpackCards, type PackedCards } from './packedCards'

/** What GET /api/search answers that the results page reads. */
export type SearchAnswer = Pick<SearchResult, 'hits' | 'count' | 'facets' | 'pages'> & SearchHelp

/** The tenant flags the results page reads: the cards' and the count's (not the whole site configuration). */
export interface ResultsConfig {
  card: CardConfig
  /** SRP-34: the configured stock count shown for counts above the cap (null: the facet sum). */
  stockCount: number | null
}

export function resultsConfig(config: SiteConfig): ResultsConfig {
  return { card: cardConfig(config), stockCount: config.stock.stockCount }
}

/**
 * One answer as the results page draws it (issue 14): the cards, the count shown, the page count and the filter
 * panel's groups, and nothing the page does not show (no whole search documents, no unlisted facets). The server
 * builds it for the first answer (it travels in the page's flight payload), the browser for each GET /api/search
 * answer, with the same function.
 */
export interface ResultsView extends SearchHelp {
  cards: CardView[]
  /** SRP-34's count as shown. */
  shown: number
  pages: number
  groups: FacetGroup[]
}

export function toResultsView(
  answer: SearchAnswer,
  query: Pick<VehicleQuery, 'refinements'>,
  cfg: ResultsConfig,
  now: Date,
): ResultsView {
  return {
    cards: answer.hits.map((hit) => toCardView(hit, cfg.card, now)),
    shown: displayCount(answer.count, {
      configuredStockCount: cfg.stockCount,
      facetSum: sumFacet(answer.facets.car_type),
    }),
    pages: answer.pages,
    groups: facetGroups(answer.facets, query.refinements),
    correction: answer.correction,
    relax: answer.relax,
  }
}

/**
 * A results view as the page's flight payload carries it (issue 14): cards as PackedCard tuples with their repeated
 * strings written once (packCards), each facet group as its attribute and [value, count, label?] tuples (the group's
 * heading is the panel's own). About 40 % lighter than the view itself; the client component unpacks it once.
 */
export interface PackedResultsView extends SearchHelp {
  cards: PackedCards
  shown: number
  pages: number
  groups: [attribute: FacetGroup['attribute'], values: ([value: string, count: number] | [string, number, string])[]][]
}

export function packResultsView(view: ResultsView): PackedResultsView {
  return {
    cards: packCards(view.cards),
    shown: view.shown,
    pages: view.pages,
    groups: view.groups.map((g) => [
      g.attribute,
      g.values.map((v) => (v.label === undefined ? [v.value, v.count] : [v.value, v.count, v.label])),
    ]),
    correction: view.correction,
    relax: view.relax,
  }
}

export function unpackResultsView(packed: PackedResultsView): ResultsView {
  return {
    cards: unpackCards(packed.cards),
    shown: packed.shown,
    pages: packed.pages,
    groups: packed.groups.map(([attribute, values]) => ({
      attribute,
      label: facetLabel(attribute),
      values: values.map(([value, count, label]) => (label === undefined ? { value, count } : { value, label, count })),
    })),
    correction: packed.correction,
    relax: packed.relax,
  }
}
