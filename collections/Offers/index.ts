import type { CollectionConfig } from 'payload'

import { groupSiteIds } from '../../src/lib/groupSites'
import { ALL_ADMIN_ROLES, canSeeFlags } from '../access'
import { valueOptions } from '../fields/options'
import { publishWindow, scheduleStatusField } from '../fields/schedule'
import { thumbnailField } from '../fields/thumbnail'
import { tenantScopedDrafts } from '../shared/drafts'

import { expireGroupOffers } from './hooks/expireGroupOffers'
import { validateExcludedWebsites } from './validateExcludedWebsites'
import { urlField } from '../fields/link'
import { ADVERT_TEXTS } from '../../src/domain/marketing/creditClaims'
import { creditAdvertFields, creditCheckedText } from '../fields/creditAdvert'

const scoped = tenantScopedDrafts('offers', { writers: ALL_ADMIN_ROLES })

/** The offer's words that may not state a credit rate or repayment without the structured rates. */
const OFFER_TEXTS = ADVERT_TEXTS['offers']

/**
 * Manufacturer and dealer offers (OFF-06). An offer belongs to one site (tenant); a group admin can also show it on
 * the other sites of the same dealer group, except the ones listed in `excluded_websites` (the spec's
 * excluded_website_ids). Marketing users edit their own site's offers only.
 */
export const Offers: CollectionConfig = {
  ...scoped,
  hooks: {
    ...scoped.hooks,
    afterChange: [...(scoped.hooks.afterChange ?? []), expireGroupOffers.afterChange],
    afterDelete: [...(scoped.hooks.afterDelete ?? []), expireGroupOffers.afterDelete],
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'thumbnail',
      'schedule_status',
      '_status',
      'category',
      'manufacturer',
      'expires_at',
      'tenant',
    ],
    description:
      'Manufacturer and dealer offers. A live offer shows on the site’s Special offers page (/special-offers) and ' +
      'on its own page with an enquiry form; the header and footer Offers links appear while at least one offer is ' +
      'live. Offers go on the site at Starts and come off at Ends by themselves, within seconds.',
  },
  fields: [
    creditCheckedText({ name: 'name', label: 'Name', type: 'text', required: true }, OFFER_TEXTS),
    creditCheckedText(
      {
        name: 'description',
        label: 'Description',
        type: 'textarea',
        admin: { description: 'Cards show the first 160 characters with View more; the offer’s page shows it all.' },
      },
      OFFER_TEXTS,
    ),
    creditCheckedText(
      {
        name: 'disclaimer',
        label: 'Disclaimer',
        type: 'textarea',
        admin: { description: 'The offer’s conditions. Cards show the first 200 characters with View more.' },
      },
      OFFER_TEXTS,
    ),
    creditAdvertFields(OFFER_TEXTS),
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      defaultValue: 'Special offer',
      options: valueOptions(['Special offer', 'Finance offer', 'Service offer', 'Runout sale']),
    },
    {
      name: 'manufacturer',
      label: 'Manufacturer',
      type: 'relationship',
      relationTo: 'manufacturers',
      admin: {
        description: 'Leave empty for a dealer offer. Shoppers can filter offers by manufacturer, model and category.',
      },
    },
    {
      name: 'model',
      label: 'Model',
      type: 'group',
      fields: [
        { name: 'name', label: 'Model name', type: 'text' },
        { name: 'slug', label: 'Model slug', type: 'text', admin: { description: 'e.g. cx-5' } },
        urlField('override_url', 'Link instead', {
          kind: 'link',
          description: 'A page to send shoppers to instead of the model’s own page (/… or https://…).',
        }),
      ],
    },
    {
      name: 'shared_with_group',
      label: 'Show on every site of the dealer group',
      type: 'checkbox',
      defaultValue: false,
      access: { create: canSeeFlags, update: canSeeFlags },
      admin: {
        description:
          'Group admins: the offer also shows on the group’s other sites (same dealer group), except those listed ' +
          'below. Enquiries go to the site the shopper is on.',
      },
    },
    {
      name: 'excluded_websites',
      label: 'Not on these sites',
      type: 'relationship',
      relationTo: 'tenants',
      hasMany: true,
      access: { create: canSeeFlags, update: canSeeFlags },
      validate: validateExcludedWebsites,
      // the picker lists the other sites of the offer's dealer group only
      filterOptions: async ({ data, req }) => {
        const sites = await groupSiteIds(req.payload, (data as { tenant?: unknown } | undefined)?.tenant)
        return { id: { in: sites.length ? sites : [0] } }
      },
      admin: {
        condition: (_, sibling) => Boolean((sibling as { shared_with_group?: boolean })?.shared_with_group),
        description: 'Sites of the dealer group that do not show this offer.',
      },
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    urlField('image_url', 'Image URL', { description: 'Used when no image is uploaded: https://… or /….' }),
    ...publishWindow(),
    scheduleStatusField(),
    thumbnailField('image_url'),
  ],
}
