import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { hrefField, urlField } from '../fields/link'
import { ADMIN_DATE_FORMAT } from '../shared/admin/dates'
import { scheduleStatusField } from '../fields/schedule'
import { thumbnailField } from '../fields/thumbnail'
import { tenantScopedDrafts } from '../shared/drafts'
import { ADVERT_TEXTS } from '../../src/domain/marketing/creditClaims'
import { advertButtonText, creditAdvertFields, creditCheckedText } from '../fields/creditAdvert'

/** The pop-up's words that may not state a credit rate or repayment without the structured rates. */
const POPUP_TEXTS = ADVERT_TEXTS['popups']

/** Promotional popup (VDP-47..50): dismissed once and remembered locally, hidden after expiry. */
export const Popups: CollectionConfig = {
  ...tenantScopedDrafts('popups', { writers: ALL_ADMIN_ROLES, publicWhere: { active: { equals: true } } }),
  labels: { singular: 'Pop-up', plural: 'Pop-ups' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'thumbnail', 'schedule_status', '_status', 'expiryDate', 'active', 'tenant'],
    description:
      'Shown as a pop-up on vehicle pages after 6 s or on scroll, at most once per visit, while Active and before ' +
      'Ends. A shopper who closes it does not see it again. The newest live pop-up shows; one whose button leads ' +
      'to a page that does not exist is not shown.',
  },
  fields: [
    creditCheckedText(
      { name: 'title', label: 'Title', type: 'text', required: true, admin: { description: 'The pop-up’s heading.' } },
      POPUP_TEXTS,
    ),
    creditCheckedText({ name: 'description', label: 'Description', type: 'textarea' }, POPUP_TEXTS),
    creditAdvertFields(POPUP_TEXTS),
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    urlField('src', 'Image URL', { description: 'Used when no image is uploaded: https://… or /….' }),
    hrefField('linkTo', 'Button link'),
    advertButtonText('buttonText', POPUP_TEXTS, { example: 'View runout offers', required: true }),
    {
      name: 'expiryDate',
      label: 'Ends',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_FORMAT },
        description: 'Not shown from this moment. Empty: no end date.',
      },
    },
    {
      name: 'active',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to take it off the site now, whatever the dates.' },
    },
    scheduleStatusField(),
    thumbnailField('src'),
  ],
}
