import { SectionHeading } from '@/components/ui/SectionHeading'
import type React from 'react'

import { ArrowLeft } from '@/components/ui/icons'
import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { RichTextContent } from '@/components/ui/RichTextContent'
import { categoryLink, formatPostDate, postDateAttribute, type PostSummary, type PostView } from '@/domain/blog/posts'
import type { RouteContext } from '@/domain/routes'

import { BlogGrid } from './BlogCard'

type RichTextData = React.ComponentProps<typeof RichTextContent>['data']

/**
 * A post page (/blog/{slug}): back link, categories, title, date and author, the hero picture, the Lexical article
 * and up to three related posts.
 */
export function PostArticle({
  post,
  related,
  routes,
}: {
  post: PostView
  related: PostSummary[]
  routes: RouteContext
}) {
  const cats = post.categories.map((c) => ({ slug: c.slug, ...categoryLink(c) }))
  return (
    <>
      <article className="post" aria-labelledby="post-title">
        <header className="container post__header">
          <a href="/blog" className="post__back">
            <ArrowLeft size={18} />
            All articles
          </a>
          {cats.length > 0 ? (
            <ul className="post__cats" role="list" aria-label="Categories">
              {cats.map((c) => (
                <li key={c.slug}>
                  <a
                    href={c.href}
                    className="post__cat"
                    {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {c.label}
                    {c.external ? (
                      <span className="visually-hidden"> (opens our external blog in a new tab)</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 id="post-title" className="post__title">
            {post.title}
          </h1>
          <p className="post__meta">
            <time dateTime={postDateAttribute(post.publishedAt)}>{formatPostDate(post.publishedAt)}</time>
            {post.author ? (
              <>
                <span aria-hidden="true"> · </span>
                <span>By {post.author}</span>
              </>
            ) : null}
          </p>
        </header>
        {post.imageUrl ? (
          <div className="container post__hero">
            <OptimisedImg
              src={post.imageUrl}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 1232px) 1200px, calc(100vw - 2rem)"
              priority
            />
          </div>
        ) : null}
        <div className="container">
          <div className="post__body">
            {post.body ? <RichTextContent data={post.body as RichTextData} routes={routes} /> : null}
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section className="container post__related" aria-labelledby="related-title">
          <SectionHeading id="related-title">More from our blog</SectionHeading>
          <BlogGrid posts={related} headingLevel={3} />
        </section>
      ) : null}
    </>
  )
}
