import type { Validate } from 'payload'

import { relationId } from '../../src/domain/ids'

import { groupSiteIds } from '../../src/lib/groupSites'

/** The most sites an offer can be kept off: a dealer group's sites, with room to spare. */
export const MAX_EXCLUDED_WEBSITES = 100

/**
 * `excluded_websites` may name only other sites of the offer's own dealer group (the sites a group-wide offer shows
 * on): excluding anything else would mean nothing, and would reveal which site ids exist.
 */
export const validateExcludedWebsites: Validate<unknown> = async (value, { data, req }) => {
  const ids = (Array.isArray(value) ? value : value == null ? [] : [value]).map(relationId)
  if (ids.length === 0) return true
  if (ids.length > MAX_EXCLUDED_WEBSITES) return `At most ${MAX_EXCLUDED_WEBSITES} sites`
  if (ids.some((id) => id === null)) return 'Choose sites from the list'
  const group = new Set((await groupSiteIds(req.payload, (data as { tenant?: unknown })?.tenant)).map(String))
  const outside = ids.filter((id) => !group.has(String(id)))
  return outside.length === 0 || 'Only other sites of this dealer group can be excluded'
}
