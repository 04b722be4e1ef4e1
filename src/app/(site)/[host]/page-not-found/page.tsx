import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { NOT_FOUND_PAGE_HEADER, notFoundKind } from '@/domain/routes'
import { fromEdge } from '@/lib/requestContext'
import { NotFoundPage } from '@/modules/layout/components/NotFoundPage.client'

import OfferNotFound from '../offers/not-found'
import UnsubscribeNotFound from '../pages/unsubscribe/not-found'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * The tenant's 404 page as an ordinary page, inside the site's header and footer. Next answers a notFound() thrown
 * in a page with an empty document that the browser draws (vercel/next.js#62228), so a crawler or a shopper
 * without JavaScript saw a blank page: the edge (server/pageCache/fills.mjs) asks for this page at the same
 * address (src/proxy.ts rewrites it here), naming the path that was not found, and sends it with the 404 status; the
 * page says what that route's own not-found says. Asked for directly, it is itself a 404.
 */
export default async function PageNotFound() {
  const h = await headers()
  const path = h.get(NOT_FOUND_PAGE_HEADER)
  if (!fromEdge(h) || !path) notFound()
  const kind = notFoundKind(path)
  if (kind === 'offer') return <OfferNotFound />
  if (kind === 'unsubscribe') return <UnsubscribeNotFound />
  return <NotFoundPage />
}
