import type { CollectionConfig, Field } from 'payload'

import { MANAGER_ROLES } from '../access'
import { labelledOptions } from '../fields/options'
import { titleAndSlug } from '../fields/slug'
import { reviewSummaryFields } from '../Reviews/summaryFields'
import { tenantScoped } from '../shared/tenantScoped'
import { urlField } from '../fields/link'
import { postcodeProblem } from '../../src/domain/postcode'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const time = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  validate: (v: string | null | undefined) => !v || TIME.test(v) || 'Use 24-hour time like 08:30',
})

/** Whether the location opens on a day (a weekday's usual hours, a holiday's special hours). */
const dayStatus = (defaultValue: 'Open' | 'Closed'): Field => ({
  name: 'status',
  label: 'Status',
  type: 'select',
  required: true,
  defaultValue,
  options: ['Open', 'Closed'],
})

export const LOCATION_TYPES = ['sales', 'service', 'parts', 'car-buying'] as const
const LOCATION_TYPE_LABELS: Record<(typeof LOCATION_TYPES)[number], string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'car-buying': 'Car buying',
}

export const Locations: CollectionConfig = {
  ...tenantScoped('locations', { writers: MANAGER_ROLES, publicWhere: { visible: { equals: true } } }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location_type', 'dealership', 'visible', 'tenant'],
    description:
      'Each yard, service centre and parts counter: its own contact page at /contact-us/{slug}, its phone and ' +
      'opening hours on vehicle pages, the footer and contact forms. Untick “Shown on the site” to hide one.',
  },
  fields: [
    ...titleAndSlug('name'),
    { name: 'dealership', label: 'Dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    { name: 'location_type', label: 'Location type', type: 'select', options: labelledOptions(LOCATION_TYPE_LABELS) },
    { name: 'location_subtype', label: 'Location subtype', type: 'text' },
    { name: 'primary', label: 'Primary location', type: 'checkbox', defaultValue: false },
    { name: 'visible', label: 'Shown on the site', type: 'checkbox', defaultValue: true },
    {
      name: 'manufacturers',
      label: 'Makes sold or serviced',
      type: 'relationship',
      relationTo: 'manufacturers',
      hasMany: true,
    },
    { name: 'dealer_license_number', label: 'Dealer licence number', type: 'text' },
    { name: 'motor_vehicle_repairer', label: 'Motor vehicle repairer licence', type: 'text' },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    urlField('image_url', 'Image URL'),
    ...reviewSummaryFields(),
    {
      name: 'address',
      label: 'Address',
      type: 'group',
      fields: [
        { name: 'street', label: 'Street', type: 'text' },
        { name: 'city', label: 'Suburb', type: 'text' },
        { name: 'state', label: 'State', type: 'text' },
        {
          name: 'postcode',
          label: 'Postcode',
          type: 'text',
          validate: (v: string | null | undefined) => !v || (postcodeProblem(v) ?? true),
        },
        { name: 'lat', label: 'Latitude', type: 'number' },
        { name: 'long', label: 'Longitude', type: 'number' },
        { name: 'place_id', label: 'Google place ID', type: 'text' },
        urlField('place_url', 'Google Maps link', { kind: 'link' }),
        { name: 'map_key', label: 'Map key', type: 'text' },
      ],
    },
    {
      name: 'contact_detail',
      label: 'Contact details',
      type: 'group',
      fields: [
        { name: 'phone', label: 'Phone', type: 'text' },
        { name: 'landline_phone', label: 'Landline phone', type: 'text' },
        {
          name: 'opening_hours',
          label: 'Opening hours',
          type: 'array',
          maxRows: 7,
          fields: [
            {
              name: 'weekday',
              label: 'Day',
              type: 'number',
              required: true,
              min: 0,
              max: 6,
              admin: { description: '0 is Sunday' },
            },
            dayStatus('Open'),
            time('open', 'Opens'),
            time('close', 'Closes'),
            { name: 'formated_hours', label: 'Hours as text', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'special_hours',
      label: 'Special (holiday) hours',
      type: 'array',
      fields: [
        {
          name: 'date',
          label: 'Date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
        { name: 'label', label: 'Label', type: 'text' },
        dayStatus('Closed'),
        time('start_hour', 'Opens'),
        time('end_hour', 'Closes'),
      ],
    },
    {
      name: 'distribution_locations',
      label: 'Delivers to locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
    },
  ],
}
