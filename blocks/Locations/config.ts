import type { Block } from 'payload'

import { headingField } from '../shared/fields'

/**
 * 'Our Locations' (LOC-01..03, LOC-06..10): the tenant's locations as a carousel, a grid or a single card, chosen by
 * filter (primary / sales / service / parts / service-and-parts / all / one location), make, subtype and
 * include / exclude lists.
 */
export const LocationsBlock: Block = {
  slug: 'ourLocations',
  interfaceName: 'OurLocationsBlock',
  labels: { singular: 'Our locations', plural: 'Our locations' },
  fields: [
    headingField({ defaultValue: 'Our locations' }),
    {
      name: 'display',
      label: 'Show as',
      type: 'select',
      defaultValue: 'carousel',
      required: true,
      options: [
        { label: 'Carousel', value: 'carousel' },
        { label: 'Grid of cards', value: 'grid' },
        { label: 'Single card', value: 'single' },
      ],
    },
    {
      name: 'filter',
      label: 'Which locations',
      type: 'select',
      defaultValue: 'all',
      required: true,
      options: [
        { label: 'All', value: 'all' },
        { label: 'Primary locations', value: 'primary' },
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
        { label: 'Parts', value: 'parts' },
        { label: 'Service and parts', value: 'service-and-parts' },
        { label: 'One location', value: 'location' },
      ],
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
}
