import type { CollectionConfig, Field } from 'payload'

import { MANAGER_ROLES } from '../access'
import { valueOptions } from '../fields/options'
import { titleAndSlug } from '../fields/slug'
import { tenantScoped } from '../shared/tenantScoped'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const time = (name: string): Field => ({
  name,
  type: 'text',
  validate: (v: string | null | undefined) => !v || TIME.test(v) || 'Use 24-hour time like 08:30',
})

export const LOCATION_TYPES = ['sales', 'service', 'parts', 'car-buying'] as const

export const Locations: CollectionConfig = {
  ...tenantScoped('locations', { writers: MANAGER_ROLES, publicWhere: { visible: { equals: true } } }),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'location_type', 'dealership', 'tenant'] },
  fields: [
    ...titleAndSlug('name'),
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    { name: 'location_type', type: 'select', options: valueOptions(LOCATION_TYPES) },
    { name: 'location_subtype', type: 'text' },
    { name: 'primary', type: 'checkbox', defaultValue: false },
    { name: 'visible', type: 'checkbox', defaultValue: true },
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    { name: 'dealer_license_number', type: 'text' },
    { name: 'motor_vehicle_repairer', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'image_url', type: 'text' },
    { name: 'average_rating', type: 'number', min: 0, max: 5 },
    { name: 'review_count', type: 'number', min: 0 },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
        {
          name: 'postcode',
          type: 'text',
          validate: (v: string | null | undefined) =>
            !v || /^\d{4}$/.test(v) || 'Invalid postcode. Please enter a 4-digit number.',
        },
        { name: 'lat', type: 'number' },
        { name: 'long', type: 'number' },
        { name: 'place_id', type: 'text' },
        { name: 'place_url', type: 'text' },
        { name: 'map_key', type: 'text' },
      ],
    },
    {
      name: 'contact_detail',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'landline_phone', type: 'text' },
        {
          name: 'opening_hours',
          type: 'array',
          maxRows: 7,
          fields: [
            { name: 'weekday', type: 'number', required: true, min: 0, max: 6, admin: { description: '0 is Sunday' } },
            { name: 'status', type: 'select', required: true, defaultValue: 'Open', options: ['Open', 'Closed'] },
            time('open'),
            time('close'),
            { name: 'formated_hours', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'special_hours',
      label: 'Special (holiday) hours',
      type: 'array',
      fields: [
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'label', type: 'text' },
        { name: 'status', type: 'select', required: true, defaultValue: 'Closed', options: ['Open', 'Closed'] },
        time('start_hour'),
        time('end_hour'),
      ],
    },
    { name: 'distribution_locations', type: 'relationship', relationTo: 'locations', hasMany: true },
  ],
}
