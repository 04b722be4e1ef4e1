import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { NOT_FOUND_PAGE_HEADER } from '@/domain/routes'
import { fromEdge } from '@/lib/requestContext'
import { NotFoundPage } from '@/modules/layout/components/NotFoundPage.client'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * The tenant's 404 page as an ordinary page, inside the site's header and footer. Next answers a notFound() thrown
 * in a page with an empty document that the browser draws (vercel/next.js#62228), so a crawler or a shopper
 * without JavaScript saw a blank page: the edge (scripts/lib/pageCache.mjs) asks for this page at the same address
 * (src/proxy.ts rewrites it here) and sends it with the 404 status. Asked for directly, it is itself a 404.
 */
export default async function PageNotFound() {
  const h = await headers()
  if (!fromEdge(h) || h.get(NOT_FOUND_PAGE_HEADER) !== '1') notFound()
  return <NotFoundPage />
}
