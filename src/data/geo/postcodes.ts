import 'server-only'

import type { PostcodeTable } from '@/domain/delivery'

import table from './au-postcode-centroids.json' with { type: 'json' }

/**
 * The vendored postcode → [lat, lng] table (scripts/build-au-postcodes.mjs): the delivery estimate, the dealer
 * locator's geocoder and the search box's place names read it. A module of its own, so that none of them brings in
 * more than the table to have it.
 */
export const POSTCODES: PostcodeTable = table.postcodes
