import type { VehicleQuery } from '@/domain/search/types'
import type { LandingKnown } from '@/domain/search/urlState'

import type { FacetGroup } from './facetGroups'

/** What the results page's addresses are built and read with (buildSearchPath, parseLandingPath). */
export type SearchVocabulary = LandingKnown

/**
 * The part of a tenant's search vocabulary the results page's first render needs: the makes, models and
 * bodies its query selects (so its own links — pages, "Search instead for" — keep their landing paths) and the
 * dealerships (a landing path names one by slug, which no facet carries). The rest of the vocabulary (every make,
 * model and body in stock, ~1.6 KB of every results page's flight payload) is learnt in the browser from the facet
 * lists the shopper is shown (learnVocabulary): a value can only be chosen from a list, so the address it leads to
 * is the same.
 */
export function vocabularyFor(
  query: Pick<VehicleQuery, 'refinements'>,
  vocabulary: SearchVocabulary,
): SearchVocabulary {
  const r = query.refinements
  const makes = vocabulary.makes.filter((m) => r.make?.includes(m))
  const models: Record<string, string[]> = {}
  for (const make of makes) {
    const chosen = (vocabulary.models[make] ?? []).filter((m) => r.model?.includes(m))
    if (chosen.length > 0) models[make] = chosen
  }
  return {
    makes,
    models,
    dealerships: vocabulary.dealerships,
    bodies: vocabulary.bodies.filter((b) => r.body?.includes(b)),
  }
}

/**
 * The vocabulary grown by the makes, models and bodies a results answer lists with cars (a count above 0: a value
 * listed only because the address selects it may be unknown to the tenant, and must stay a query parameter).
 * Models come from the make_model list ('Toyota HiLux' under a known make 'Toyota'). Returns `known` itself when
 * nothing is new (a stable value for React).
 */
export function learnVocabulary(known: SearchVocabulary, groups: FacetGroup[]): SearchVocabulary {
  const listed = (attribute: FacetGroup['attribute']) =>
    (groups.find((g) => g.attribute === attribute)?.values ?? []).filter((v) => v.count > 0).map((v) => v.value)
  const newMakes = listed('make').filter((m) => !known.makes.includes(m))
  const makes = newMakes.length > 0 ? [...known.makes, ...newMakes] : known.makes
  const newBodies = listed('body').filter((b) => !known.bodies.includes(b))
  let models = known.models
  for (const makeModel of listed('make_model')) {
    // the longest make that prefixes it ('Land Rover Defender' under 'Land Rover', not 'Land')
    const make = makes.filter((m) => makeModel.startsWith(`${m} `)).sort((a, b) => b.length - a.length)[0]
    if (!make) continue
    const model = makeModel.slice(make.length + 1)
    if (models[make]?.includes(model)) continue
    models = { ...models, [make]: [...(models[make] ?? []), model] }
  }
  if (newMakes.length === 0 && newBodies.length === 0 && models === known.models) return known
  return { ...known, makes, models, bodies: newBodies.length > 0 ? [...known.bodies, ...newBodies] : known.bodies }
}

/**
 * Two vocabularies as one: every make, model, body and dealership either knows (the search shell's address brings
 * its own). Returns `known` itself when `more` adds nothing.
 */
export function mergeVocabulary(known: SearchVocabulary, more: SearchVocabulary): SearchVocabulary {
  const union = (a: string[], b: string[]) => {
    const extra = b.filter((x) => !a.includes(x))
    return extra.length > 0 ? [...a, ...extra] : a
  }
  const makes = union(known.makes, more.makes)
  const bodies = union(known.bodies, more.bodies)
  let models = known.models
  for (const [make, list] of Object.entries(more.models)) {
    if (list.length === 0) continue
    const merged = union(models[make] ?? [], list)
    if (merged !== models[make]) models = { ...models, [make]: merged }
  }
  const newDealerships = more.dealerships.filter((d) => !known.dealerships.some((k) => k.slug === d.slug))
  const dealerships = newDealerships.length > 0 ? [...known.dealerships, ...newDealerships] : known.dealerships
  if (makes === known.makes && bodies === known.bodies && models === known.models && dealerships === known.dealerships)
    return known
  return { makes, models, bodies, dealerships }
}
