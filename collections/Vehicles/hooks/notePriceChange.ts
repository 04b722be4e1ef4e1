import type { CollectionBeforeChangeHook } from 'payload'

import { priceChangeOf } from '../../../src/domain/vehicle/priceDrop'

/**
 * A change of price records when it happened and whether it is a drop a page may show (src/domain/vehicle/priceDrop.ts:
 * the "was" price only when it stood 28 days). An admin's edit, the REST API and a feed's import alike (the bulk path
 * applies the same rule: src/inventory/bulkUpdate.ts). A new car's price starts at its listing.
 */
export const notePriceChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || !('price' in data)) return data
  const history = priceChangeOf(originalDoc, data.price, new Date())
  return history ? { ...data, ...history } : data
}
