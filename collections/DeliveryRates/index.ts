import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES, tenantScopedAdminRead } from '../access'
import { labelledOptions } from '../fields/options'
import { tenantScopedWrites } from '../shared/tenantScoped'

/**
 * Delivery rates for the delivery calculator (DEL-01..04), managed by group admins per tenant.
 * A rate matches by postcode range (first active match wins) or by a distance band measured from the car's
 * location (haversine, earth radius 6371 km). Read only by the server (the public asks /api/delivery-estimate).
 */
export const DeliveryRates: CollectionConfig = {
  slug: 'delivery-rates',
  labels: { singular: 'Delivery rate', plural: 'Delivery rates' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'kind',
      'postcode_from',
      'postcode_to',
      'distance_from_km',
      'distance_to_km',
      'price',
      'active',
    ],
    group: 'Stock',
  },
  access: { read: tenantScopedAdminRead, ...tenantScopedWrites(MANAGER_ROLES) },
  fields: [
    { name: 'name', label: 'Region name', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'postcode_range',
      options: labelledOptions({
        postcode_range: 'Postcode range',
        distance: 'Distance band from the car’s location',
      }),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'postcode_from',
          type: 'number',
          min: 0,
          max: 9999,
          admin: { condition: (_, s) => s?.kind === 'postcode_range' },
        },
        {
          name: 'postcode_to',
          type: 'number',
          min: 0,
          max: 9999,
          admin: { condition: (_, s) => s?.kind === 'postcode_range' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'distance_from_km', type: 'number', min: 0, admin: { condition: (_, s) => s?.kind === 'distance' } },
        { name: 'distance_to_km', type: 'number', min: 0, admin: { condition: (_, s) => s?.kind === 'distance' } },
      ],
    },
    { name: 'price', label: 'Price ($)', type: 'number', required: true, min: 0 },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
  ],
}
