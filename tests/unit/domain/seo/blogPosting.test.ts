import { blogPostingJsonLd } from '@/domain/seo/structuredData'

import { schemaOrgErrors } from '../../../helpers/schemaOrg'

describe('BlogPosting JSON-LD', () => {
  const post = {
    title: 'Mazda CX-5 review',
    slug: 'mazda-cx-5-review',
    publishedAt: '2026-03-05T00:00:00.000Z',
    updatedAt: '2026-03-06T00:00:00.000Z',
    author: 'Sam Nguyen',
    excerpt: 'The family SUV that still drives well.',
    imageUrl: '/demo-images/suv-3.jpg',
    categories: [
      { id: '1', title: 'Vehicle reviews', slug: 'vehicle-reviews', externalUrl: null },
      { id: '2', title: 'Buyer advice', slug: 'buyer-advice', externalUrl: 'https://blog.example.com.au/buyer-advice' },
    ],
  }
  it('names the post, its dates, author and publisher with absolute URLs on the tenant’s origin', () => {
    const ld = blogPostingJsonLd({ post, origin: 'https://coastalmazda.com.au', publisherName: 'Coastal Mazda' })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Mazda CX-5 review',
      url: 'https://coastalmazda.com.au/blog/mazda-cx-5-review',
      mainEntityOfPage: { '@id': 'https://coastalmazda.com.au/blog/mazda-cx-5-review' },
      datePublished: '2026-03-05T00:00:00.000Z',
      dateModified: '2026-03-06T00:00:00.000Z',
      image: ['https://coastalmazda.com.au/demo-images/suv-3.jpg'],
      author: { '@type': 'Person', name: 'Sam Nguyen' },
      publisher: { '@type': 'Organization', name: 'Coastal Mazda' },
      articleSection: ['Vehicle reviews'],
      description: 'The family SUV that still drives well.',
    })
    expect(schemaOrgErrors(ld)).toEqual([])
  })
  it('the dealer is the author when the post names none; the SEO description wins over the summary', () => {
    const ld = blogPostingJsonLd({
      post: { ...post, author: null, imageUrl: null, description: 'For search engines' },
      origin: 'http://harbour.localhost:3000',
      publisherName: 'Harbour Auto Group',
      publisherLogoUrl: '/api/media/file/logo.svg',
    })
    expect(ld.author).toEqual({ '@type': 'Organization', name: 'Harbour Auto Group' })
    expect(ld.description).toBe('For search engines')
    expect(ld).not.toHaveProperty('image')
    expect(ld.publisher).toMatchObject({ logo: { url: 'http://harbour.localhost:3000/api/media/file/logo.svg' } })
    expect(schemaOrgErrors(ld)).toEqual([])
  })
})
