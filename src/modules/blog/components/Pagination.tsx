import { ChevronLeft, ChevronRight } from '@/components/ui/icons'
import { blogListPath } from '@/domain/blog/posts'

/** Page links of a blog listing (shown with more than one page): Previous, the page numbers, Next. */
export function BlogPagination({
  page,
  pageCount,
  category,
}: {
  page: number
  pageCount: number
  category: string | null
}) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav className="blog-pages" aria-label="Blog pages">
      {page > 1 ? (
        <a href={blogListPath(category, page - 1)} className="blog-pages__step" rel="prev">
          <ChevronLeft size={18} />
          Previous
        </a>
      ) : null}
      <ul className="blog-pages__list" role="list">
        {pages.map((n) => (
          <li key={n}>
            <a
              href={blogListPath(category, n)}
              className="blog-pages__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </a>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <a href={blogListPath(category, page + 1)} className="blog-pages__step" rel="next">
          Next
          <ChevronRight size={18} />
        </a>
      ) : null}
    </nav>
  )
}
