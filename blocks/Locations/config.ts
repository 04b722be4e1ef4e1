import type { Block } from 'payload'

import { labelledOptions } from '../../collections/fields/options'
import type { LocationBlockFilter } from '../../src/domain/locations/blockFilter'
import { headedBlock } from '../shared/fields'

/**
 * 'Our Locations' (LOC-01..03, LOC-06..10): the tenant's locations as a carousel, a grid or a single card, chosen by
 * filter (primary / sales / service / parts / service-and-parts / all / one location), make, subtype and
 * include / exclude lists.
 */
export const LocationsBlock: Block = headedBlock(
  {
    slug: 'ourLocations',
    interfaceName: 'OurLocationsBlock',
    labels: { singular: 'Our locations', plural: 'Our locations' },
  },
  { defaultValue: 'Our locations' },
  [
    {
      name: 'display',
      label: 'Show as',
      type: 'select',
      defaultValue: 'carousel',
      required: true,
      options: labelledOptions({ carousel: 'Carousel', grid: 'Grid of cards', single: 'Single card' }),
    },
    {
      name: 'filter',
      label: 'Which locations',
      type: 'select',
      defaultValue: 'all',
      required: true,
      options: labelledOptions({
        all: 'All',
        primary: 'Primary locations',
        sales: 'Sales',
        service: 'Service',
        parts: 'Parts',
        'service-and-parts': 'Service and parts',
        location: 'One location',
      } satisfies Record<LocationBlockFilter, string>),
    },
    {
      name: 'location',
      label: 'Location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { condition: (_, sibling) => sibling?.filter === 'location' },
    },
    { name: 'manufacturer', label: 'Only locations for this make', type: 'relationship', relationTo: 'manufacturers' },
    { name: 'subtype', label: 'Only this location subtype', type: 'text' },
    {
      name: 'include',
      label: 'Also show',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
    },
    {
      name: 'exclude',
      label: 'Never show',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
    },
  ],
)
