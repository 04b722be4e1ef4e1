import { feedResponse } from '../feedRoute'

/** The tenant's Meta automotive catalogue feed (token required): see ../feedRoute.ts and docs/feeds.md. */
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return feedResponse(request, 'meta')
}
