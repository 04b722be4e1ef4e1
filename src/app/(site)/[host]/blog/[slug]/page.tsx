import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { sitePostBySlug, sitePosts } from '@/data/blog'
import { getRouteContext } from '@/data/content'
import { siteOrigin } from '@/data/tenants'
import { absoluteUrl, postPath, relatedPosts } from '@/domain/blog/posts'
import { RSS_PATH } from '@/domain/blog/rss'
import { blogPostingJsonLd } from '@/domain/seo/structuredData'
import { PostArticle } from '@/modules/blog/components/PostArticle'

import { siteTenant, tenantPage } from '../../tenantPage'

type Props = { params: Promise<{ host: string; slug: string }> }

const slugOf = async (params: Props['params']) => decodeURIComponent((await params).slug)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await siteTenant(params)
  const post = tenant ? await sitePostBySlug(tenant.id, await slugOf(params)) : null
  if (!tenant || !post) return {}
  const origin = siteOrigin(tenant)
  const url = absoluteUrl(origin, postPath(post.slug))
  const description = post.description ?? post.excerpt
  const images = post.imageUrl ? [absoluteUrl(origin, post.imageUrl)] : undefined
  return {
    title: post.title,
    description,
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': [{ url: `${origin}${RSS_PATH}`, title: `${tenant.name} blog` }] },
    },
    openGraph: {
      type: 'article',
      url,
      title: post.title,
      description,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      ...(post.author ? { authors: [post.author] } : {}),
      ...(images ? { images } : {}),
    },
  }
}

/**
 * A blog post: hero, date, author, the Lexical article, BlogPosting JSON-LD and related posts. Another
 * tenant's post, a draft, one dated later or an unknown slug is the 404 page.
 */
export default async function Page({ params }: Props) {
  const tenant = await tenantPage(params)
  const post = await sitePostBySlug(tenant.id, await slugOf(params))
  if (!post) notFound()
  const [all, routes] = await Promise.all([sitePosts(tenant.id), getRouteContext(tenant)])
  const ld = blogPostingJsonLd({
    post,
    origin: siteOrigin(tenant),
    publisherName: tenant.name,
    publisherLogoUrl: tenant.theme.logoUrl,
  })
  return (
    <>
      <JsonLdScripts items={[ld]} />
      <PostArticle post={post} related={relatedPosts(post, all)} routes={routes} />
    </>
  )
}
