import { ExternalLink } from '@/components/ui/icons'
import { blogListPath, categoryLink, type PostCategoryView } from '@/domain/blog/posts'

/**
 * The category chips of the blog (RTE-32/33): All, each category listed here (the current one marked), then the
 * categories the tenant keeps on its external blog, which open there in a new tab.
 */
export function CategoryNav({ categories, current }: { categories: PostCategoryView[]; current: string | null }) {
  if (categories.length === 0) return null
  const links = categories.map((c) => ({ slug: c.slug, ...categoryLink(c) }))
  const internal = links.filter((l) => !l.external)
  const external = links.filter((l) => l.external)
  return (
    <nav className="blog-cats" aria-label="Blog categories">
      <ul className="blog-cats__list" role="list">
        <li>
          <a href={blogListPath()} className="blog-chip" aria-current={current === null ? 'page' : undefined}>
            All articles
          </a>
        </li>
        {internal.map((l) => (
          <li key={l.slug}>
            <a href={l.href} className="blog-chip" aria-current={current === l.slug ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
        {external.map((l) => (
          <li key={l.slug}>
            <a href={l.href} className="blog-chip blog-chip--external" target="_blank" rel="noopener noreferrer">
              {l.label}
              <ExternalLink size={14} />
              <span className="visually-hidden"> (opens our external blog in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
