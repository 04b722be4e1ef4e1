import { absoluteUrl, postPath, type PostView } from './posts'

export interface BlogPostingInput {
  post: Pick<
    PostView,
    'title' | 'slug' | 'publishedAt' | 'updatedAt' | 'author' | 'excerpt' | 'imageUrl' | 'categories'
  > & {
    description?: string | null
  }
  /** The tenant's site origin, 'https://harbourauto.com.au'. */
  origin: string
  /** The dealer's name (publisher, and author when the post names none). */
  publisherName: string
  publisherLogoUrl?: string | null
}

/** schema.org BlogPosting for a post page: absolute URLs on the tenant's own origin. */
export function blogPostingJsonLd({ post, origin, publisherName, publisherLogoUrl }: BlogPostingInput) {
  const url = absoluteUrl(origin, postPath(post.slug))
  const publisher: Record<string, unknown> = {
    '@type': 'Organization',
    name: publisherName,
    url: absoluteUrl(origin, '/'),
  }
  if (publisherLogoUrl) publisher.logo = { '@type': 'ImageObject', url: absoluteUrl(origin, publisherLogoUrl) }
  const internal = post.categories.filter((c) => !c.externalUrl).map((c) => c.title)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description?.trim() || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.imageUrl ? { image: [absoluteUrl(origin, post.imageUrl)] } : {}),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: publisherName },
    publisher,
    ...(internal.length > 0 ? { articleSection: internal } : {}),
    inLanguage: 'en-AU',
  }
}
