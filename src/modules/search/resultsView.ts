import { cardConfig, toCardView, type CardConfig, type CardView } from '@/domain/search/cardView'
import { displayCount, sumFacet } from '@/domain/search/facets'
import type { SearchHelp } from '@/domain/search/selection'
import type { SearchResult, VehicleQuery } from '@/domain/search/types'
import type { SiteConfig } from '@/domain/siteConfig'

import { facetGroups, facetLabel, openAtFirst, type FacetGroup } from './facetGroups'
import { packCards, unpackCards, type PackedCards } from './packedCards'

/** What GET /api/search answers that the results page reads. */
export type SearchAnswer = Pick<SearchResult, 'hits' | 'count' | 'facets' | 'pages'> & SearchHelp

/** The tenant flags the results page reads: the cards' and the count's (not the whole site configuration). */
export interface ResultsConfig {
  card: CardConfig
  /** SRP-34: the configured stock count shown for counts above the cap (null: the facet sum). */
  stockCount: number | null
  /** The garage is on: results offer Save this search (src/modules/alerts/SaveSearch.client.tsx). */
  saveSearch: boolean
}

export function resultsConfig(config: SiteConfig): ResultsConfig {
  return {
    card: cardConfig(config),
    stockCount: config.stock.stockCount,
    saveSearch: config.features.garageEnabled,
  }
}

/**
 * One answer as the results page draws it: the cards, the count shown, the page count and the filter
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
    understood: answer.understood ?? null,
  }
}

/**
 * A results view as the page's flight payload carries it: cards as PackedCard tuples with their repeated
 * strings written once (packCards), each facet group as its attribute and [value, count, label?] tuples (the group's
 * heading is the panel's own). About 40 % lighter than the view itself; the client component unpacks it once. A group
 * closed at first (openAtFirst) travels as its attribute alone: it draws no values until opened, and then asks
 * GET /api/search for them (FacetGroup.deferred). A model ('Toyota HiLux') names its make by its index in the make
 * group: [0, 'HiLux', 22].
 */
export interface PackedResultsView extends SearchHelp {
  cards: PackedCards
  shown: number
  pages: number
  groups: ([attribute: FacetGroup['attribute'], values: PackedFacetValue[]] | [attribute: FacetGroup['attribute']])[]
}

type PackedFacetValue =
  | [value: string, count: number]
  | [value: string, count: number, label: string]
  | [make: number, model: string, count: number]

/** The make group's values: what a make_model value's make is an index into. */
const makesOf = (groups: { attribute: string; values: { value: string }[] }[]) =>
  groups.find((g) => g.attribute === 'make')?.values.map((v) => v.value) ?? []

function packValue(
  attribute: FacetGroup['attribute'],
  { value, label, count }: FacetGroup['values'][number],
  makes: string[],
): PackedFacetValue {
  if (label !== undefined) return [value, count, label]
  if (attribute === 'make_model') {
    // the longest listed make it starts with ('Land Rover Defender' under 'Land Rover')
    let make = -1
    makes.forEach((m, i) => {
      if (value.startsWith(`${m} `) && (make < 0 || m.length > makes[make]!.length)) make = i
    })
    if (make >= 0) return [make, value.slice(makes[make]!.length + 1), count]
  }
  return [value, count]
}

export function packResultsView(view: ResultsView, query: Pick<VehicleQuery, 'refinements'>): PackedResultsView {
  const makes = makesOf(view.groups)
  return {
    cards: packCards(view.cards),
    shown: view.shown,
    pages: view.pages,
    groups: view.groups.map((g) =>
      openAtFirst(g.attribute, query.refinements)
        ? [g.attribute, g.values.map((v) => packValue(g.attribute, v, makes))]
        : [g.attribute],
    ),
    correction: view.correction,
    relax: view.relax,
    understood: view.understood,
  }
}

export function unpackResultsView(packed: PackedResultsView): ResultsView {
  const makes = packed.groups.find(([attribute]) => attribute === 'make')?.[1]?.map(([make]) => make as string) ?? []
  return {
    cards: unpackCards(packed.cards),
    shown: packed.shown,
    pages: packed.pages,
    groups: packed.groups.map(([attribute, values]) =>
      values
        ? {
            attribute,
            label: facetLabel(attribute),
            values: values.map((v) =>
              typeof v[0] === 'number'
                ? { value: `${makes[v[0]]} ${v[1]}`, count: v[2] as number }
                : v[2] === undefined
                  ? { value: v[0], count: v[1] as number }
                  : { value: v[0], label: v[2] as string, count: v[1] as number },
            ),
          }
        : { attribute, label: facetLabel(attribute), values: [], deferred: true as const },
    ),
    correction: packed.correction,
    relax: packed.relax,
    understood: packed.understood ?? null,
  }
}
