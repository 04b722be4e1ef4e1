import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { hrefField } from '../fields/link'
import { labelledOptions } from '../fields/options'
import { publishWindow, scheduleStatusField } from '../fields/schedule'
import { tenantScopedDrafts } from '../shared/drafts'
import { ADVERT_TEXTS } from '../../src/domain/marketing/creditClaims'
import { creditAdvertFields, creditCheckedText } from '../fields/creditAdvert'

/** The banner's words that may not state a credit rate or repayment without the structured rates. */
const BANNER_TEXTS = ADVERT_TEXTS['banners']

/** Site-wide banners: the announcement bar above the header and the three-link feature banner. */
export const Banners: CollectionConfig = {
  ...tenantScopedDrafts('banners', { writers: ALL_ADMIN_ROLES }),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'schedule_status', '_status', 'placement', 'starts_at', 'expires_at', 'tenant'],
    description:
      'Announcement bar: a strip above the header of every page, between Starts and Ends (the newest live one ' +
      'shows). Feature banner: on vehicle pages. A link to a page that does not exist yet is left out.',
  },
  fields: [
    creditCheckedText(
      {
        name: 'title',
        label: 'Title',
        type: 'text',
        required: true,
        admin: { description: 'Shown in bold at the start of the announcement bar.' },
      },
      BANNER_TEXTS,
    ),
    {
      name: 'placement',
      label: 'Where it shows',
      type: 'select',
      required: true,
      defaultValue: 'announcement',
      options: labelledOptions({
        announcement: 'Announcement bar (every page)',
        feature: 'Feature banner (vehicle pages)',
      }),
    },
    creditCheckedText(
      { name: 'text', label: 'Text', type: 'text', admin: { description: 'The message shoppers read.' } },
      BANNER_TEXTS,
    ),
    hrefField('link', 'Link', false),
    creditCheckedText(
      {
        name: 'link_text',
        label: 'Link text',
        type: 'text',
        admin: { description: 'Words of the link, e.g. "See opening hours". Say where it goes, not "Learn more".' },
      },
      BANNER_TEXTS,
    ),
    creditAdvertFields(BANNER_TEXTS),
    ...publishWindow(),
    scheduleStatusField(),
  ],
}
