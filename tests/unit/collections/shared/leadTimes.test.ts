import type { CollectionConfig } from 'payload'

import { DEFAULT_TIME_ZONE, TIME_ZONES, tenantTimeZone } from '@/domain/timeZones'

import { formatZonedDate } from '../../../../collections/shared/admin/dates'
import { plainAdmin } from '../../../../collections/shared/admin/plainAdmin'

describe("a lead's time in its dealership's time zone", () => {
  // 12:09 pm in Sydney on 25 November 2026 (daylight saving: UTC+11)
  const sent = '2026-11-25T01:09:00.000Z'

  it('reads as the dealership’s own clock, named, not as UTC', () => {
    expect(formatZonedDate(sent, 'Australia/Sydney')).toBe('25 Nov 2026, 12:09 pm AEDT')
    // Brisbane keeps no daylight saving; Perth is three hours behind Sydney in summer
    expect(formatZonedDate(sent, 'Australia/Brisbane')).toBe('25 Nov 2026, 11:09 am AEST')
    expect(formatZonedDate(sent, 'Australia/Perth')).toBe('25 Nov 2026, 9:09 am AWST')
    // in winter Sydney is on standard time
    expect(formatZonedDate('2026-06-25T02:09:00.000Z', 'Australia/Sydney')).toBe('25 Jun 2026, 12:09 pm AEST')
    expect(formatZonedDate(new Date(sent), 'Australia/Sydney')).toBe('25 Nov 2026, 12:09 pm AEDT')
  })

  it('shows a quiet dash for no date, and Sydney for a tenant without a known zone', () => {
    expect(formatZonedDate(null)).toBe('—')
    expect(formatZonedDate('not a date', 'Australia/Perth')).toBe('—')
    expect(tenantTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE)
    expect(tenantTimeZone('Europe/London')).toBe('Australia/Sydney')
    expect(tenantTimeZone('Australia/Perth')).toBe('Australia/Perth')
    // every zone offered is one Intl knows
    for (const zone of TIME_ZONES) expect(formatZonedDate(sent, zone.value)).toMatch(/^25 Nov 2026, /)
  })
})

describe('the admin in plain words', () => {
  const collection: CollectionConfig = {
    slug: 'things',
    admin: { useAsTitle: 'name' },
    fields: [
      { name: 'name', type: 'text' },
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
      { name: 'address', type: 'group', fields: [{ name: 'city', type: 'text' }] },
      { name: 'active', type: 'checkbox' },
      {
        type: 'tabs',
        tabs: [{ label: 'More', fields: [{ type: 'row', fields: [{ name: 'visible', type: 'checkbox' }] }] }],
      },
      { name: 'own', type: 'checkbox', admin: { components: { Cell: '/somewhere#Own' } } },
    ],
  }

  it('hides the developer’s API tab on every document, shows tick boxes as Yes / No and empty values as a dash', () => {
    const [out] = plainAdmin([collection])
    expect(out!.admin?.hideAPIURL).toBe(true)
    expect(out!.admin?.useAsTitle).toBe('name')
    const json = JSON.stringify(out!.fields)
    expect(json.match(/Cells\.client#YesNoCell/g)).toHaveLength(2)
    // the dealership and the address's city; the title (the list's first, linked column) keeps Payload's own cell
    expect(json.match(/Cells\.client#QuietCell/g)).toHaveLength(2)
    expect(JSON.stringify(out!.fields[0])).not.toContain('QuietCell')
    expect(json).toContain('/somewhere#Own')
    // a collection that shows its API tab on purpose keeps it
    expect(plainAdmin([{ ...collection, admin: { hideAPIURL: false } }])[0]!.admin?.hideAPIURL).toBe(false)
  })
})
