import {
  BLOG_CARD_IMAGE_WIDTH,
  blogListPath,
  categoryLink,
  formatPostDate,
  lexicalPlainText,
  paginate,
  postDateAttribute,
  postSummary,
  relatedPosts,
  truncateText,
  visiblePosts,
  type PostCategoryView,
} from '@/domain/blog/posts'

const cat = (slug: string, externalUrl: string | null = null): PostCategoryView => ({
  id: slug,
  title: slug.replace(/-/g, ' '),
  slug,
  externalUrl,
})

describe('CMS-19: the blog card date reads dd MMMM yyyy', () => {
  it('two-digit day, the month in full, four-digit year', () => {
    expect(formatPostDate('2026-03-05T01:00:00.000Z')).toBe('05 March 2026')
    expect(formatPostDate('2026-11-23T01:00:00.000Z')).toBe('23 November 2026')
  })
  it('in the tenant’s zone: midnight UTC on 4 March is 5 March in Sydney, still 4 March in Perth at 8 am', () => {
    expect(formatPostDate('2026-03-04T14:00:00.000Z')).toBe('05 March 2026')
    expect(formatPostDate('2026-03-04T14:00:00.000Z', 'Australia/Perth')).toBe('04 March 2026')
    expect(postDateAttribute('2026-03-04T14:00:00.000Z')).toBe('2026-03-05')
  })
  it('an invalid date shows nothing', () => {
    expect(formatPostDate('not a date')).toBe('')
    expect(postDateAttribute('')).toBe('')
  })
})

describe('CMS-20: blog card images', () => {
  it('are requested at width 375', () => expect(BLOG_CARD_IMAGE_WIDTH).toBe(375))
})

describe('summaries', () => {
  it('cut at a word with an ellipsis, no trailing punctuation', () => {
    expect(truncateText('Buying a used car in NSW', 12)).toBe('Buying a…')
    expect(truncateText('Short one. ', 40)).toBe('Short one.')
    expect(truncateText('Servicing, tyres and brakes', 11)).toBe('Servicing…')
    expect(truncateText('x'.repeat(200)).length).toBe(161)
  })
  it('come from the article when the post has none', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Before you buy' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Check the ' },
              { type: 'link', children: [{ type: 'text', text: 'PPSR' }] },
              { type: 'text', text: ' first.' },
            ],
          },
        ],
      },
    }
    expect(lexicalPlainText(body)).toBe('Before you buy. Check the PPSR first.')
    // the summary reads the paragraphs, not the headings
    expect(postSummary('  ', body)).toBe('Check the PPSR first.')
    const list = {
      root: {
        children: [
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'Check the PPSR' }] },
              { type: 'listitem', children: [{ type: 'text', text: 'Read the logbook!' }] },
            ],
          },
        ],
      },
    }
    expect(postSummary(null, list)).toBe('Check the PPSR. Read the logbook!')
    expect(postSummary('Our own summary', body)).toBe('Our own summary')
    expect(lexicalPlainText(null)).toBe('')
  })
})

describe('RTE-32/RTE-33: category links', () => {
  it('RTE-33: an external category (buyer-advice, motoring-tips, servicing-insights, 4x4xmore-adventures) links out', () => {
    for (const slug of ['buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures']) {
      const url = `https://blog.example.com.au/${slug}`
      expect(categoryLink(cat(slug, url))).toEqual({ label: slug.replace(/-/g, ' '), href: url, external: true })
    }
  })
  it('RTE-32: vehicle reviews have their own path /blog/vehicle-reviews; others filter /blog', () => {
    expect(categoryLink(cat('vehicle-reviews')).href).toBe('/blog/vehicle-reviews')
    expect(categoryLink(cat('news')).href).toBe('/blog?category=news')
    expect(blogListPath()).toBe('/blog')
    expect(blogListPath(null, 2)).toBe('/blog?page=2')
    expect(blogListPath('vehicle-reviews', 3)).toBe('/blog/vehicle-reviews?page=3')
    expect(blogListPath('a&b', 2)).toBe('/blog?category=a%26b&page=2')
  })
})

describe('listing', () => {
  const post = (id: string, publishedAt: string, categories: PostCategoryView[] = []) => ({
    id,
    title: id,
    publishedAt,
    categories,
  })
  it('shows published posts newest first; a future publish date waits', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    const list = visiblePosts(
      [post('a', '2026-01-01T00:00:00Z'), post('b', '2026-07-01T00:00:00Z'), post('c', '2026-05-01T00:00:00Z')],
      now,
    )
    expect(list.map((p) => p.id)).toEqual(['c', 'a'])
  })
  it('pages by 12; a page beyond the last or not a number is null (404)', () => {
    const items = Array.from({ length: 30 }, (_, i) => i)
    expect(paginate(items, null)).toMatchObject({ page: 1, pageCount: 3, total: 30, items: items.slice(0, 12) })
    expect(paginate(items, '3')?.items).toEqual(items.slice(24))
    expect(paginate(items, '4')).toBeNull()
    expect(paginate(items, '0')).toBeNull()
    expect(paginate(items, '1.5')).toBeNull()
    expect(paginate([], undefined)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
  it('related posts share categories first, then keep the given (newest) order', () => {
    const reviews = cat('vehicle-reviews')
    const all = [
      post('new', '2026-05-01T00:00:00Z'),
      post('review-2', '2026-04-01T00:00:00Z', [reviews]),
      post('me', '2026-03-01T00:00:00Z', [reviews]),
      post('old', '2026-01-01T00:00:00Z'),
      post('older', '2025-01-01T00:00:00Z'),
    ]
    expect(relatedPosts(all[2]!, all).map((p) => p.id)).toEqual(['review-2', 'new', 'old'])
  })
})
