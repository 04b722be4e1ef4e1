import { formatAuDate, regoExpiryText, UNREGISTERED } from '@/domain/vehicle/rego'

const now = new Date('2026-11-22T09:00:00Z')

describe('rego expiry', () => {
  it("VDP-70 a future date shows 'Expires on {date}' in day/month/year", () => {
    expect(regoExpiryText('2027-03-12T00:00:00.000Z', now, false)).toBe('Expires on 12/03/2027')
    expect(regoExpiryText('2027-03-12', now, true)).toBe('Expires on 12/03/2027')
  })

  it("VDP-69 a past date shows 'Unregistered' where configured and nothing otherwise", () => {
    expect(regoExpiryText('2026-01-05T00:00:00.000Z', now, true)).toBe(UNREGISTERED)
    expect(UNREGISTERED).toBe('Unregistered')
    expect(regoExpiryText('2026-01-05T00:00:00.000Z', now, false)).toBeNull()
  })

  it('a date-only expiry is still current on its own day', () => {
    expect(regoExpiryText('2026-11-22', now, true)).toBe('Expires on 22/11/2026')
  })

  it('no date or an unreadable one shows nothing', () => {
    expect(regoExpiryText(null, now, true)).toBeNull()
    expect(regoExpiryText('', now, true)).toBeNull()
    expect(regoExpiryText('soon', now, true)).toBeNull()
  })

  it('formats in Australian time: 31 Dec 14:00 UTC is 1 January in Sydney', () => {
    expect(formatAuDate(new Date('2026-12-31T14:00:00Z'))).toBe('01/01/2027')
  })
})
