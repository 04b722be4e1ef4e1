import { ArrowRight } from '@/components/ui/icons'
import { optimiserImage } from '@/components/ui/optimiserImage'
import {
  BLOG_CARD_IMAGE_WIDTH,
  formatPostDate,
  postDateAttribute,
  postPath,
  type PostSummary,
} from '@/domain/blog/posts'

const CARD_IMAGE_HEIGHT = Math.round((BLOG_CARD_IMAGE_WIDTH * 2) / 3)

/**
 * The image URL of a blog card, requested at width 375 (CMS-20): the optimiser's 375 w rendition of a local image;
 * an upload or another site's image (which the optimiser cannot fetch) as it is.
 */
export function blogCardImageSource(src: string): string {
  const props = optimiserImage({ src: src, width: BLOG_CARD_IMAGE_WIDTH })
  const entry = props.srcSet?.split(', ').find((e) => e.endsWith(' 1x'))
  return entry ? entry.slice(0, entry.lastIndexOf(' ')) : props.src
}

/**
 * CMS-19: the testimonial blog card — image, date as `dd MMMM yyyy`, heading and a READ MORE button. One link in
 * the tab order per card besides the button's (the picture repeats the heading's link and is skipped by keyboard).
 */
export function BlogCard({
  post,
  headingLevel = 2,
  eager = false,
}: {
  post: PostSummary
  headingLevel?: 2 | 3
  eager?: boolean
}) {
  const href = postPath(post.slug)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `post-${post.id}-title`
  return (
    <article className="blog-card" aria-labelledby={headingId}>
      <a href={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
        {post.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- one URL at the spec's 375 w (CMS-20), not next/image's srcset
          <img
            src={blogCardImageSource(post.imageUrl)}
            alt=""
            width={BLOG_CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="blog-card__placeholder" />
        )}
      </a>
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={postDateAttribute(post.publishedAt)}>
          {formatPostDate(post.publishedAt)}
        </time>
        <Heading id={headingId} className="blog-card__title">
          <a href={href}>{post.title}</a>
        </Heading>
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
        <a href={href} className="button button--primary blog-card__more" data-testid="read-more">
          {/* the title in the link's own text, not only in aria-label: Lighthouse's SEO audit (link-text) reads the text */}
          Read more<span className="visually-hidden">: {post.title}</span>
          <ArrowRight size={18} />
        </a>
      </div>
    </article>
  )
}

/**
 * A grid of blog cards: one column on a phone, two from 640 px, three from 1024 px. `eager`: how many of the first
 * photos load at once (the blog index's first; 0 where the grid sits below other content: the home page's block,
 * related posts), the rest lazily (an eager photo below the fold is fetched before the page's LCP photo).
 */
export function BlogGrid({
  posts,
  headingLevel = 2,
  eager = 0,
}: {
  posts: PostSummary[]
  headingLevel?: 2 | 3
  eager?: number
}) {
  return (
    <ul className="blog-grid" role="list">
      {posts.map((post, i) => (
        <li key={post.id}>
          <BlogCard post={post} headingLevel={headingLevel} eager={i < eager} />
        </li>
      ))}
    </ul>
  )
}
