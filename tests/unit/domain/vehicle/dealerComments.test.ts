import {
  COLLAPSE_MS,
  DEALER_COMMENTS_LIMIT,
  DEALER_COMMENTS_PENDING,
  dealerComments,
  truncateParagraphs,
  truncateText,
} from '@/domain/vehicle/dealerComments'

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
