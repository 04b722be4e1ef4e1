/**
 * Campaign content: a sale page (template 'sale') for the new-car tenants at /pages/{slug}, and the
 * dealer group's other businesses in Harbour's footer (RTE-34). Plain data builders; index.ts writes them.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from './lexical'
import type { TenantSlug } from './tenants'

const DAY = 24 * 60 * 60 * 1000

/** Harbour's group businesses, each on its own subdomain of the group's domain. */
export function groupCompanies(tenant: TenantSlug): RequiredDataFromCollectionSlug<'navigation'>['group_companies'] {
  if (tenant !== 'harbour') return []
  return [
    { kind: 'cars', label: 'Harbour Cars', url: 'https://cars.harbourautogroup.com.au' },
    { kind: 'rental', label: 'Harbour Rental', url: 'https://rental.harbourautogroup.com.au' },
    { kind: 'tyres', label: 'Harbour Tyres', url: 'https://tyres.harbourautogroup.com.au' },
    {
      kind: 'finance-and-insurance',
      label: 'Harbour Finance & Insurance',
      url: 'https://finance.harbourautogroup.com.au',
    },
    { kind: '4x4-outdoor', label: 'Harbour 4x4 & Outdoor', url: 'https://4x4.harbourautogroup.com.au' },
  ]
}

/**
 * The sale's end: midnight at the dealer (Sydney daylight time 13:00 UTC, Brisbane 14:00 UTC) three weeks after
 * the seed ran, so the demo always shows a running countdown.
 */
function endsAt(now: Date, utcHour: number): string {
  const day = new Date(now.getTime() + 21 * DAY)
  day.setUTCHours(utcHour, 0, 0, 0)
  return day.toISOString()
}

export const SALE_SLUGS: Partial<Record<TenantSlug, string>> = {
  harbour: 'summer-sale',
  'coastal-mazda': 'runout-sale',
}

/** One published sale page per new-car tenant (Westside, used only, has none). */
export function salePages(tenant: TenantSlug, tenantId: number, now: Date): RequiredDataFromCollectionSlug<'pages'>[] {
  if (tenant === 'harbour') {
    return [
      {
        tenant: tenantId,
        title: 'Summer Drive-Away Sale',
        slug: 'summer-sale',
        description: 'Drive-away pricing on new and demo Toyota, Mazda and Hyundai models across Harbour Auto Group.',
        template: 'sale',
        sale: {
          badge: 'Summer Sale',
          subheading: 'Drive-away pricing on new and demo cars at every Harbour Auto Group dealership.',
          ends_at: endsAt(now, 13),
          terms:
            'Offer available on new and demonstrator vehicles ordered and delivered between the start of the sale and its end date, while stocks last. Drive-away prices include registration, CTP insurance, stamp duty and dealer delivery for private buyers in NSW.\nNot available with any other offer, to fleet, government or rental buyers. Harbour Auto Group may end the sale early. See a sales consultant for details.',
        },
        layout: [
          {
            blockType: 'richText',
            content: richText(
              { h: 2, text: 'Summer deals across the group' },
              'Every new and demo car in stock carries a drive-away price for the sale. Pick one below, book a test drive and we will have it ready.',
            ),
          },
          {
            blockType: 'stockSearch',
            heading: 'Featured sale cars',
            carTypes: ['new', 'demo'],
            hitsPerPage: 8,
            sort: 'default',
            layout: 'grid',
          },
          {
            blockType: 'enquiryForm',
            heading: 'Ask about a sale price',
            category: 'General Enquiry',
            submitLabel: 'Submit Form',
          },
        ],
        _status: 'published',
      },
    ]
  }
  if (tenant === 'coastal-mazda') {
    return [
      {
        tenant: tenantId,
        title: 'Mazda Runout Sale',
        slug: 'runout-sale',
        description: 'Runout deals on new and demo Mazdas at Coastal Mazda, Southport.',
        template: 'sale',
        sale: {
          badge: 'Runout Sale',
          subheading: 'Make way for next year’s models: runout prices on new and demo Mazdas.',
          ends_at: endsAt(now, 14),
          terms:
            'Runout pricing applies to new and demonstrator Mazda vehicles in stock at Coastal Mazda, ordered and delivered by the end of the sale, while stocks last. Drive-away prices include registration, CTP insurance and stamp duty for private buyers in QLD.\nNot available with any other offer or to fleet buyers. Coastal Mazda may end the sale early.',
        },
        layout: [
          {
            blockType: 'stockSearch',
            heading: 'Runout cars in stock',
            carTypes: ['new', 'demo'],
            hitsPerPage: 8,
            sort: 'default',
            layout: 'grid',
          },
          {
            blockType: 'enquiryForm',
            heading: 'Ask about a runout price',
            category: 'General Enquiry',
            submitLabel: 'Submit Form',
          },
        ],
        _status: 'published',
      },
    ]
  }
  return []
}
