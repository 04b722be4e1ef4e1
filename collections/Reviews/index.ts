import { APIError, type CollectionConfig } from 'payload'

import { relationId } from '../../src/domain/ids'
import { type REVIEW_SOURCES } from '../../src/domain/reviews/reviews'
import { ALL_ADMIN_ROLES } from '../access'
import { labelledOptions } from '../fields/options'
import { thumbnailField } from '../fields/thumbnail'
import { revalidateHooks, tenantScoped } from '../shared/tenantScoped'
import { recomputeReviewSummaries, SKIP_REVIEW_SUMMARIES, summaryTargetsOf } from '../../src/lib/reviewSummaries'
import { urlField } from '../fields/link'

const base = tenantScoped('reviews', { writers: ALL_ADMIN_ROLES, publicWhere: { hidden: { not_equals: true } } })

const revalidate = revalidateHooks('reviews')

const SOURCE_LABELS: Record<(typeof REVIEW_SOURCES)[number], string> = {
  google: 'Google',
  facebook: 'Facebook',
  manual: 'Typed in here',
  import: 'Imported file',
}

/**
 * Dealer reviews (spec §3 Review; CMS-11..13): one customer's rating and words about a location, a
 * dealership or (neither set) the dealer as a whole, with the dealer's reply. A review of a location also counts for that location's dealership. The
 * locations' and dealerships' average rating and review count are worked out from these (src/lib/reviewSummaries.ts).
 */
export const Reviews: CollectionConfig = {
  ...base,
  admin: {
    useAsTitle: 'customer_name',
    defaultColumns: ['customer_name', 'rating', 'review_date', 'location', 'hidden', 'source', 'tenant'],
    description:
      'What customers said about each location. Shown on the location’s page and in Reviews blocks when rated at or ' +
      'above your minimum (Tenants → Contact & forms → Reviews) and not hidden; every review that is not hidden counts towards the ' +
      'average. Bulk import: docs/reviews-import.md.',
  },
  defaultSort: '-review_date',
  fields: [
    { name: 'customer_name', label: 'Customer name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'rating',
      label: 'Rating (stars)',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      validate: (v: number | null | undefined) =>
        (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5) || 'A whole number of stars from 1 to 5',
    },
    { name: 'text', label: 'Review', type: 'textarea', maxLength: 5000 },
    {
      name: 'review_date',
      label: 'Review date',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          label: 'Location',
          type: 'relationship',
          relationTo: 'locations',
          admin: { description: 'The yard or centre reviewed. Its dealership is filled in for you.' },
        },
        {
          name: 'dealership',
          label: 'Dealership',
          type: 'relationship',
          relationTo: 'dealerships',
          admin: { description: 'For a review of the dealership as a whole, leave Location empty.' },
        },
      ],
    },
    { name: 'reply_text', label: 'Your reply', type: 'textarea', maxLength: 5000 },
    {
      name: 'reply_date',
      label: 'Reply date',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    { name: 'image', label: 'Customer photo', type: 'upload', relationTo: 'media' },
    urlField('image_url', 'Customer photo URL', { description: 'https:// only.' }),
    {
      name: 'hidden',
      label: 'Hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Not shown anywhere and not counted in the average (spam, abuse, or the customer asked).',
      },
    },
    {
      name: 'source',
      label: 'Source',
      type: 'select',
      defaultValue: 'manual',
      required: true,
      options: labelledOptions(SOURCE_LABELS),
      admin: { position: 'sidebar' },
    },
    {
      name: 'external_id',
      label: 'ID at the source',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Set by imports so that a second import updates, not duplicates.' },
    },
    thumbnailField('image_url'),
  ],
  hooks: {
    ...base.hooks,
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const locationId = relationId(data.location !== undefined ? data.location : originalDoc?.location)
        const dealershipId = relationId(data.dealership !== undefined ? data.dealership : originalDoc?.dealership)
        const tenantId = relationId(data.tenant !== undefined ? data.tenant : originalDoc?.tenant)
        if (locationId !== null) {
          const location = await req.payload
            .findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, req })
            .catch(() => null)
          if (!location || (tenantId !== null && relationId(location.tenant) !== tenantId))
            throw new APIError('That location is not one of this site’s locations.', 400, null, true)
          data.dealership = relationId(location.dealership)
        } else if (dealershipId !== null && tenantId !== null) {
          const dealership = await req.payload
            .findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true, req })
            .catch(() => null)
          if (!dealership || relationId(dealership.tenant) !== tenantId)
            throw new APIError('That dealership is not one of this site’s dealerships.', 400, null, true)
        }
        return data
      },
    ],
    afterChange: [
      ...revalidate.afterChange,
      async ({ doc, previousDoc, req, context }) => {
        if (!context[SKIP_REVIEW_SUMMARIES])
          await recomputeReviewSummaries(req.payload, summaryTargetsOf(doc, previousDoc), req, context)
        return doc
      },
    ],
    afterDelete: [
      ...revalidate.afterDelete,
      async ({ doc, req, context }) => {
        if (!context[SKIP_REVIEW_SUMMARIES])
          await recomputeReviewSummaries(req.payload, summaryTargetsOf(doc), req, context)
        return doc
      },
    ],
  },
}
