import type { BlogPage, PostCategoryView, PostSummary } from '@/domain/blog/posts'

import { BlogGrid } from './BlogCard'
import { CategoryNav } from './CategoryNav'
import { BlogPagination } from './Pagination'

/**
 * /blog and /blog/vehicle-reviews: the title, the category chips, the cards and the page links. With no posts (a
 * tenant that has not written any yet, or an empty category) it says so and offers the other ways in.
 */
export function BlogIndex({
  title,
  intro,
  categories,
  current,
  list,
  searchHref,
}: {
  title: string
  intro: string
  categories: PostCategoryView[]
  current: string | null
  list: BlogPage<PostSummary>
  /** Where the empty state sends a shopper (the stock search). */
  searchHref: string
}) {
  return (
    <div className="container blog-index">
      <header className="blog-index__header">
        <h1 className="page-title blog-index__title">{title}</h1>
        <p className="blog-index__intro">{intro}</p>
        {list.pageCount > 1 ? (
          <p className="blog-index__count">
            Page {list.page} of {list.pageCount}
          </p>
        ) : null}
      </header>
      <CategoryNav categories={categories} current={current} />
      {list.items.length > 0 ? (
        <BlogGrid posts={list.items} eager={1} />
      ) : (
        <div className="blog-empty" role="status">
          <h2 className="blog-empty__title">No articles here yet</h2>
          <p>We are writing our first articles. In the meantime, browse our cars or get in touch with the team.</p>
          <div className="blog-empty__actions">
            {current !== null ? (
              <a href="/blog" className="button button--primary">
                All articles
              </a>
            ) : null}
            <a href={searchHref} className={`button ${current !== null ? 'blog-button--outline' : 'button--primary'}`}>
              Browse our cars
            </a>
          </div>
        </div>
      )}
      <BlogPagination page={list.page} pageCount={list.pageCount} category={current} />
    </div>
  )
}
