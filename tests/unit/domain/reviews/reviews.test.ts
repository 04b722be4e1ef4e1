import { reviewJsonLd } from '@/domain/seo/structuredData'
import {
  dateInWords,
  distanceInWords,
  initials,
  isReviewShown,
  previewText,
  reviewsToShow,
  REVIEWS_FULL_QUANTITY,
  showsStars,
  summarizeReviews,
  timeAgoInWords,
  validRating,
} from '@/domain/reviews/reviews'

const NOW = new Date('2026-11-23T12:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

describe('CMS-13 created_at_time_ago_in_words (Rails distance_of_time_in_words)', () => {
  it.each([
    [0, 'less than a minute'],
    [1, '1 minute'],
    [44, '44 minutes'],
    [45, 'about 1 hour'],
    [89, 'about 1 hour'],
    [90, 'about 2 hours'],
    [23 * 60, 'about 23 hours'],
    [24 * 60, '1 day'],
    [41 * 60, '1 day'],
    [42 * 60, '2 days'],
    [29 * 1440, '29 days'],
    [30 * 1440, 'about 1 month'],
    [59 * 1440, 'about 1 month'],
    [90 * 1440, '3 months'],
    [364 * 1440, '12 months'],
    [365 * 1440, 'about 1 year'],
    [(365 + 120) * 1440, 'over 1 year'],
    [(365 + 300) * 1440, 'almost 2 years'],
    [3 * 365 * 1440, 'about 3 years'],
  ])('%i minutes → %s', (minutes, words) => {
    expect(distanceInWords(ago(minutes), NOW)).toBe(words)
  })

  it("adds 'ago': a review from 3 months back reads '3 months ago'", () => {
    expect(timeAgoInWords('2026-08-23T12:00:00Z', NOW)).toBe('3 months ago')
    expect(timeAgoInWords(ago(1), NOW)).toBe('1 minute ago')
  })

  it("a future or invalid date does not read as a negative distance: 'today' / ''", () => {
    expect(timeAgoInWords('2026-12-01T00:00:00Z', NOW)).toBe('today')
    expect(timeAgoInWords('not a date', NOW)).toBe('')
  })
})

describe('CMS-13 review_date_in_words', () => {
  it("is '12 March 2026' in Australian order, in the dealer's time zone", () => {
    expect(dateInWords('2026-03-12T12:00:00Z')).toBe('12 March 2026')
    // 11 pm UTC on 11 March is already 12 March in Sydney, still 12 March 07:00 in Perth
    expect(dateInWords('2026-03-11T23:00:00Z')).toBe('12 March 2026')
    expect(dateInWords('2026-03-11T23:00:00Z', 'Australia/Perth')).toBe('12 March 2026')
    expect(dateInWords(null)).toBe('')
  })
})

describe('CMS-13 review summary: count and average_rating', () => {
  it('averages every review that is not hidden, to one decimal, low ratings included', () => {
    expect(summarizeReviews([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 2 }])).toEqual({
      count: 4,
      averageRating: 3.8,
    })
  })

  it('a hidden review counts nowhere; no review → count 0 and no average', () => {
    expect(summarizeReviews([{ rating: 5 }, { rating: 1, hidden: true }])).toEqual({ count: 1, averageRating: 5 })
    expect(summarizeReviews([])).toEqual({ count: 0, averageRating: null })
  })

  it('ignores ratings that are not whole stars from 1 to 5', () => {
    expect(validRating(0)).toBeNull()
    expect(validRating(4.5)).toBeNull()
    expect(validRating('5')).toBe(5)
    expect(summarizeReviews([{ rating: 5 }, { rating: 9 }])).toEqual({ count: 1, averageRating: 5 })
  })
})

describe('CMS-11 stars only at or above the tenant minimum (4 group layout, 3 brand variant), not hidden', () => {
  it('summary stars: 4.0 shows under minimum 4 (we read "above a minimum" as at or above), 3.9 does not', () => {
    expect(showsStars({ count: 12, averageRating: 4 }, 4)).toBe(true)
    expect(showsStars({ count: 12, averageRating: 3.9 }, 4)).toBe(false)
    expect(showsStars({ count: 12, averageRating: 3.9 }, 3)).toBe(true)
    expect(showsStars({ count: 0, averageRating: null }, 3)).toBe(false)
  })

  it('a single review shows when rated at or above the minimum and not hidden', () => {
    expect(isReviewShown({ rating: 4 }, 4)).toBe(true)
    expect(isReviewShown({ rating: 3 }, 4)).toBe(false)
    expect(isReviewShown({ rating: 3 }, 3)).toBe(true)
    expect(isReviewShown({ rating: 5, hidden: true }, 3)).toBe(false)
  })
})

describe('CMS-12 12 reviews are required for full quantity', () => {
  const review = (i: number, rating = 5, hidden = false) => ({
    id: String(i),
    rating,
    hidden,
    reviewDate: `2026-01-${String(i).padStart(2, '0')}T12:00:00Z`,
  })

  it('a list holds at most 12, newest first, and is full with 12', () => {
    const list = Array.from({ length: 20 }, (_, i) => review(i + 1))
    const shown = reviewsToShow(list, 4)
    expect(REVIEWS_FULL_QUANTITY).toBe(12)
    expect(shown.reviews).toHaveLength(12)
    expect(shown.reviews[0]!.id).toBe('20')
    expect(shown.full).toBe(true)
  })

  it('11 shown reviews (after leaving out hidden and below-minimum ones) are not full', () => {
    const list = [...Array.from({ length: 11 }, (_, i) => review(i + 1)), review(20, 3), review(21, 5, true)]
    const shown = reviewsToShow(list, 4)
    expect(shown.reviews.map((r) => r.id)).not.toContain('20')
    expect(shown.reviews.map((r) => r.id)).not.toContain('21')
    expect(shown.reviews).toHaveLength(11)
    expect(shown.full).toBe(false)
  })
})

describe('review cards', () => {
  it('a long text is cut at a word with an ellipsis ("Read more"); a short one is whole', () => {
    const long = 'Great service from start to finish. '.repeat(12)
    const p = previewText(long, 100)
    expect(p.truncated).toBe(true)
    expect(p.preview.length).toBeLessThanOrEqual(101)
    expect(p.preview.endsWith('…')).toBe(true)
    expect(previewText('Quick and easy.', 100)).toEqual({ preview: 'Quick and easy.', truncated: false })
  })

  it('initials for a card without a photo', () => {
    expect(initials('Priya Sharma')).toBe('PS')
    expect(initials('  jack ')).toBe('J')
    expect(initials('Mary-Anne van der Berg')).toBe('MB')
  })

  it('schema.org Review with author, date, body and rating', () => {
    expect(
      reviewJsonLd({ customerName: 'Priya S.', text: 'Great', rating: 5, reviewDate: '2026-03-12T12:00:00.000Z' }),
    ).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Priya S.' },
      datePublished: '2026-03-12',
      reviewBody: 'Great',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    })
  })
})
