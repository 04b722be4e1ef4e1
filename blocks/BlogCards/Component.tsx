import { SectionHeading } from '@/components/ui/SectionHeading'
import { sitePosts } from '@/data/blog'
import { blogListPath } from '@/domain/blog/posts'
import { BlogGrid } from '@/modules/blog/components/BlogCard'

import type { BlogCardsBlock } from '../../payload-types'
import type { BlockContext } from '../types'

const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'number' ? v : (v?.id ?? null))

/** The newest posts as blog cards (CMS-19), with a link to the blog (or the category's listing); nothing when none. */
export async function BlogCardsComponent({ block, tenant, headingLevel }: { block: BlogCardsBlock } & BlockContext) {
  const categoryId = idOf(block.category as number | { id: number } | null | undefined)
  const limit = Math.min(12, Math.max(1, Math.round(block.limit ?? 3)))
  const all = await sitePosts(tenant.id)
  const posts = (
    categoryId === null ? all : all.filter((p) => p.categories.some((c) => c.id === String(categoryId)))
  ).slice(0, limit)
  if (posts.length === 0) return null
  const category = categoryId === null ? null : (posts[0]!.categories.find((c) => c.id === String(categoryId)) ?? null)
  const moreHref = category && !category.externalUrl ? blogListPath(category.slug) : blogListPath()
  return (
    <section className="container section blog-block" data-block="blogCards">
      <div className="section-head blog-block__head">
        <SectionHeading level={headingLevel}>{block.heading?.trim() || 'From our blog'}</SectionHeading>
        <a href={moreHref} className="blog-block__all">
          {category ? `More ${category.title.toLowerCase()}` : 'All articles'}
        </a>
      </div>
      <BlogGrid posts={posts} headingLevel={3} />
    </section>
  )
}
