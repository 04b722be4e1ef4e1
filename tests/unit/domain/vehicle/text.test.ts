import {
  COLLAPSE_MS,
  DEALER_COMMENTS_LIMIT,
  DEALER_COMMENTS_PENDING,
  dealerComments,
  truncateParagraphs,
  truncateText,
} from '@/domain/vehicle/dealerComments'
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

describe('dealer comments', () => {
  it('VDP-57 ERR-21 empty text or only a pipe shows the pending text', () => {
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
    for (const raw of [null, undefined, '', '|', ' | ', '||']) {
      expect(dealerComments(raw)).toEqual({ pending: true, text: DEALER_COMMENTS_PENDING })
    }
  })

  it("VDP-58 text is split on '|' into paragraphs", () => {
    expect(dealerComments('Great car.|One owner.| |Full service history.')).toEqual({
      pending: false,
      paragraphs: ['Great car.', 'One owner.', 'Full service history.'],
      collapsible: false,
    })
  })

  it('VDP-55 VDP-56 comments longer than 400 characters collapse, animated over 300 ms', () => {
    expect(DEALER_COMMENTS_LIMIT).toBe(400)
    expect(COLLAPSE_MS).toBe(300)
    expect(dealerComments('a'.repeat(400))).toMatchObject({ collapsible: false })
    expect(dealerComments('a'.repeat(401))).toMatchObject({ collapsible: true })
    expect(dealerComments(`${'a'.repeat(200)}|${'b'.repeat(199)}`)).toMatchObject({ collapsible: true })
  })

  it('the collapsed form keeps whole paragraphs that fit and cuts the next at a word', () => {
    const short = truncateParagraphs(['First paragraph.', 'The quick brown fox jumps over the lazy dog.'], 40)
    expect(short).toEqual(['First paragraph.', 'The quick brown fox…'])
    expect(truncateText('The quick brown fox', 12)).toBe('The quick…')
    expect(truncateText('Short', 12)).toBe('Short')
  })
})
