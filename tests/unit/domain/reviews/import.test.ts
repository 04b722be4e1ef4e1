import { parseReviewsFile, REVIEW_IMPORT_LIMITS, ReviewImportError, reviewImportKey } from '@/domain/reviews/import'

const CSV = [
  'location,customer_name,rating,text,review_date,reply_text,reply_date,source,external_id,hidden',
  'parramatta-toyota,Priya S.,5,"Easy from test drive to delivery, thanks Sam!",2026-03-12,Thanks Priya!,2026-03-13,google,g-1,',
  'parramatta-toyota,Jack T.,4.5,Good,2026-03-14,,,google,g-2,',
  ',No Place,4,Hm,2026-03-14,,,,,',
  'parramatta-toyota,Late,5,Fine,14/03/2026,,,,,no',
].join('\n')

describe('reviews import format (docs/reviews-import.md)', () => {
  it('parses a CSV file: valid rows in, each bad row rejected with its line and a clear reason', () => {
    const { rows, rejected } = parseReviewsFile(CSV, 'csv')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      row: 1,
      line: 2,
      location: 'parramatta-toyota',
      customer_name: 'Priya S.',
      rating: 5,
      text: 'Easy from test drive to delivery, thanks Sam!',
      review_date: '2026-03-12T12:00:00.000Z',
      reply_text: 'Thanks Priya!',
      source: 'google',
      external_id: 'g-1',
      hidden: false,
    })
    expect(rejected).toEqual([
      { row: 2, line: 3, reason: "rating must be a whole number from 1 to 5 (got '4.5')" },
      { row: 3, line: 4, reason: 'location or dealership is required (a slug of this tenant)' },
      { row: 4, line: 5, reason: "review_date must be a date like 2026-03-12 (got '14/03/2026')" },
    ])
  })

  it('parses JSON: an array or { reviews: [...] }; source defaults to import', () => {
    const one = { dealership: 'harbour-toyota', customer_name: 'Li W.', rating: 3, review_date: '2026-01-02' }
    expect(parseReviewsFile(JSON.stringify([one]), 'json').rows[0]).toMatchObject({ source: 'import', rating: 3 })
    expect(parseReviewsFile(JSON.stringify({ reviews: [one] }), 'json').rows).toHaveLength(1)
  })

  it('refuses a file it cannot read at all with one clear message', () => {
    expect(() => parseReviewsFile('customer_name,stars\nA,5', 'csv')).toThrow(
      new ReviewImportError(
        'Unknown column: stars. Columns: location, dealership, customer_name, rating, text, review_date, reply_text, reply_date, source, external_id, image_url, hidden',
      ),
    )
    expect(() => parseReviewsFile('location,customer_name,review_date\nx,A,2026-01-01', 'csv')).toThrow(
      'Missing column: rating',
    )
    expect(() => parseReviewsFile('{', 'json')).toThrow(/not valid JSON/)
    expect(() => parseReviewsFile('{"a":1}', 'json')).toThrow('The JSON file must hold an array of reviews')
  })

  it(`is bounded: at most ${REVIEW_IMPORT_LIMITS.rows} reviews per file, texts of 5,000 characters`, () => {
    const many = Array.from({ length: REVIEW_IMPORT_LIMITS.rows + 1 }, () => ({
      location: 'a',
      customer_name: 'A',
      rating: 5,
      review_date: '2026-01-01',
    }))
    expect(() => parseReviewsFile(JSON.stringify(many), 'json')).toThrow('at most 5,000 per file')
    const long = [{ location: 'a', customer_name: 'A', rating: 5, review_date: '2026-01-01', text: 'x'.repeat(5001) }]
    expect(parseReviewsFile(JSON.stringify(long), 'json').rejected[0]!.reason).toBe(
      'text is longer than 5,000 characters',
    )
  })

  it('a re-import updates: the key is source + external_id, else location, date and name', () => {
    const { rows } = parseReviewsFile(CSV, 'csv')
    expect(reviewImportKey(rows[0]!)).toBe('google:g-1')
    expect(reviewImportKey({ ...rows[0]!, external_id: null, customer_name: 'Priya S.' })).toBe(
      'google:parramatta-toyota::2026-03-12:priya s.',
    )
  })
})
