import type { CollectionConfig } from 'payload'

import { ALL_ADMIN_ROLES } from '../access'
import { hrefField, urlField } from '../fields/link'
import { labelledOptions } from '../fields/options'
import { publishWindow, scheduleStatusField } from '../fields/schedule'
import { thumbnailField } from '../fields/thumbnail'
import { tenantScopedDrafts } from '../shared/drafts'
import { CAR_TYPE_LABELS } from '../../src/domain/carTypes'
import { ADVERT_TEXTS } from '../../src/domain/marketing/creditClaims'
import { advertButtonText, creditAdvertFields, creditCheckedText } from '../fields/creditAdvert'

/** The tile's words that may not state a credit rate or repayment without the structured rates. */
const TILE_TEXTS = ADVERT_TEXTS['promo-tiles']

/** A promo card: on the home page grid and in search results at configured positions (SRP-06..11). */
export const PromoTiles: CollectionConfig = {
  ...tenantScopedDrafts('promo-tiles', { writers: ALL_ADMIN_ROLES }),
  labels: { singular: 'Promo tile', plural: 'Promo tiles' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'thumbnail',
      'schedule_status',
      '_status',
      'positions',
      'starts_at',
      'expires_at',
      'tenant',
    ],
    description:
      'Promo cards in stock search results (at the grid positions you set) and in a page’s Promo tiles block, ' +
      'between Starts and Ends. A tile whose link leads to a page that does not exist is not shown.',
  },
  fields: [
    creditCheckedText({ name: 'title', label: 'Title', type: 'text', required: true }, TILE_TEXTS),
    creditCheckedText({ name: 'description', label: 'Description', type: 'textarea' }, TILE_TEXTS),
    creditAdvertFields(TILE_TEXTS),
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    urlField('image_url', 'Image URL', { description: 'Used when no image is uploaded: https://… or /….' }),
    hrefField('link', 'Link'),
    advertButtonText('button_text', TILE_TEXTS, { example: 'Value my car' }),
    {
      name: 'positions',
      label: 'Positions in search results',
      type: 'array',
      admin: { description: 'Grid positions in search results, e.g. 5 and 10. Empty: not in search results.' },
      fields: [{ name: 'position', label: 'Position', type: 'number', required: true, min: 1, max: 100 }],
    },
    {
      name: 'random_shuffle',
      label: 'Add a random offset of 0–2',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Moves the tile 0 to 2 places on from its position, drawn per visit.' },
    },
    {
      name: 'car_types',
      label: 'Car types',
      type: 'select',
      hasMany: true,
      options: labelledOptions(CAR_TYPE_LABELS),
      admin: { description: 'Shown in search results of these car types only. Empty: every car type.' },
    },
    ...publishWindow({ withTime: true }),
    {
      name: 'sort',
      label: 'Order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first in a Promo tiles block.' },
    },
    scheduleStatusField(),
    thumbnailField('image_url'),
  ],
}
