import type { CollectionConfig, Field } from 'payload'

import { MANAGER_ROLES, nobody } from '../access'
import { labelledOptions, valueOptions } from '../fields/options'
import { tenantScopedAccess } from '../shared/tenantScoped'
import { denormaliseLocation } from './hooks/denormaliseLocation'
import { notePriceChange } from './hooks/notePriceChange'
import { expireVehicleCachesAfterChange, expireVehicleCachesAfterDelete } from './hooks/expireVehicleCaches'
import { syncSearchDocumentAfterChange, syncSearchDocumentAfterDelete } from './hooks/syncSearchDocument'

export const VEHICLE_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export const CAR_TYPES = ['new', 'demo', 'used'] as const
/** The spec names car and caravan; motorcycles and trucks are item types of their own here. */
export const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const

const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
const number = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field
const json = (name: string, description: string): Field => ({ name, type: 'json', admin: { description } })

/** A field the server keeps (the price history: collections/Vehicles/hooks/notePriceChange.ts): shown, never typed. */
const SERVER_KEPT = { access: { create: nobody, update: nobody }, admin: { readOnly: true } } as const

/** A vehicle in stock (spec §3 Vehicle). Shapes that vary by provider are JSON. */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'car_type', 'status', 'price', 'tenant'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'make', 'model'],
  },
  access: tenantScopedAccess({ writers: MANAGER_ROLES, publicWhere: { show_on_dealer_website: { equals: true } } }),
  hooks: {
    beforeChange: [denormaliseLocation, notePriceChange],
    afterChange: [expireVehicleCachesAfterChange, syncSearchDocumentAfterChange],
    afterDelete: [expireVehicleCachesAfterDelete, syncSearchDocumentAfterDelete],
  },
  fields: [
    {
      // what shoppers do with this car, counts only (docs/architecture/insights.md)
      name: 'shopper_interest',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/VehicleInsights#VehicleInsights' },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Vehicle',
          fields: [
            text('name', { required: true }),
            text('slug', { required: true, index: true }),
            text('path'),
            text('stocknum', { index: true }),
            {
              name: 'status',
              type: 'select',
              required: true,
              defaultValue: 'in_stock',
              index: true,
              options: valueOptions(VEHICLE_STATUSES),
            },
            { name: 'car_type', type: 'select', required: true, index: true, options: valueOptions(CAR_TYPES) },
            {
              name: 'item_type',
              type: 'select',
              required: true,
              defaultValue: 'car',
              options: valueOptions(ITEM_TYPES),
            },
            number('year', { min: 1900, max: 2100 }),
            text('make', { index: true }),
            text('model'),
            text('badge'),
            text('series'),
            text('colour'),
            text('interior_colour'),
            number('km', { min: 0 }),
            text('vin'),
            text('regplate'),
            { name: 'rego_expiry', type: 'date' },
            text('build_date'),
            text('compliance_date'),
            text('nvic'),
            { name: 'has_nvic', type: 'checkbox', defaultValue: false },
            text('tag', { admin: { description: 'Free text such as Test Drive Only, runout sale, SOLD' } }),
            {
              name: 'reserved',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                readOnly: true,
                description:
                  'Set while a shopper holds the car with a deposit (see Reservations below); the site shows Reserved only then.',
              },
            },
            {
              // read in the browser from the reservations API when the car is opened, never with the car's own reads
              name: 'reservations',
              type: 'ui',
              admin: {
                components: { Field: '/collections/Vehicles/components/CarReservations.client#CarReservations' },
              },
            },
            { name: 'sold', type: 'checkbox', defaultValue: false },
            { name: 'sold_date_timestamp', type: 'date' },
            { name: 'certified', type: 'checkbox', defaultValue: false },
            { name: 'preorder', type: 'checkbox', defaultValue: false },
            { name: 'show_on_dealer_website', type: 'checkbox', defaultValue: true, index: true },
            text('file', { admin: { description: 'History report link' } }),
            number('views', { min: 0, defaultValue: 0 }),
            { name: 'dealercomments', type: 'textarea' },
            text('carsales_title'),
            text('private_suburb'),
            text('private_postcode'),
          ],
        },
        {
          label: 'Price',
          fields: [
            number('price', { min: 0, index: true }),
            number('before_price', { min: 0 }),
            number('offer_price', { min: 0 }),
            number('subscription_price', { min: 0 }),
            // price history (collections/Vehicles/hooks/notePriceChange.ts): kept by the server, never typed in
            number('was_price', {
              ...SERVER_KEPT,
              min: 0,
              admin: {
                readOnly: true,
                description:
                  'The price this car stood at for 28 days or more before its last drop: shown as "Price dropped" for 30 days after it.',
              },
            }),
            { name: 'price_dropped_at', type: 'date', ...SERVER_KEPT },
            { name: 'price_changed_at', type: 'date', ...SERVER_KEPT },
            {
              name: 'price_type',
              type: 'select',
              options: labelledOptions({
                drive_away: 'Drive away',
                egc: 'Excl. government charges',
                orc: 'Plus on-road costs',
              }),
            },
          ],
        },
        {
          label: 'Specifications',
          fields: [
            text('simple_body'),
            text('simple_transmission'),
            text('trans'),
            text('simple_fuel'),
            text('simple_drive'),
            text('drive'),
            text('fuel'),
            number('seats', { min: 0 }),
            number('doors', { min: 0 }),
            number('engine_size', { min: 0 }),
            number('engine_size_litres', { min: 0 }),
            number('gearnum', { min: 0 }),
            text('bodyconfiguration'),
            text('manufacturer_body'),
            json(
              'variant',
              'cylinders, enginesize, enginesize_litres, induction, geartype, fuelconsumptioncombined, fuelcapacity, grossvehiclemass, vehiclelength, vehicleheight, vehiclewidth, towingcapacitybraked, bodyconfiguration, torque, ancaprating',
            ),
            json(
              'specifications',
              'Caravans: body_width, body_length (feet), tare_weight (kg), axle_type, sleeps, aggregate_trailer_mass (kg)',
            ),
            json('standardEquipment', 'List of feature names'),
          ],
        },
        {
          label: 'Media',
          fields: [
            json('images', 'List of { url, thumb: { url } }'),
            text('primary_image_url'),
            number('photos_count', { min: 0 }),
            text('video_url'),
            text('external_video_url'),
            json('spin_images', 'List of image URLs for the 360° viewer'),
            text('spin_code'),
            text('spin_interior_image'),
            json('hotspots', '{ exterior: [...], interior: [...] } each with description and position per angle'),
          ],
        },
        {
          label: 'Location',
          fields: [
            { name: 'location', type: 'relationship', relationTo: 'locations' },
            { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
            text('location_name', { admin: { readOnly: true } }),
            text('city', { admin: { readOnly: true } }),
            text('state', { admin: { readOnly: true } }),
            text('dealership_slug', { admin: { readOnly: true } }),
            text('dealership_name', { admin: { readOnly: true } }),
          ],
        },
        {
          label: 'Finance & market',
          fields: [
            json('finance_lenders', 'Keyed by provider (angle, nissan_finance, manual, …)'),
            json('youxQuote', 'weeklyRepaymentAmount, comparisonRate, advertisedRate'),
            json('autograb_data', 'state_average_market_price, average_market_price'),
          ],
        },
      ],
    },
  ],
}
