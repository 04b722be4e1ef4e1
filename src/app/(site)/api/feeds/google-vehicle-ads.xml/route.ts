import { feedResponse } from '../feedRoute'

/** The tenant's Google Vehicle Ads feed (token required): see ../feedRoute.ts and docs/feeds.md. */
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return feedResponse(request, 'google')
}
