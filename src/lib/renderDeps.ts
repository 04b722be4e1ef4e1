/**
 * What a render read, for the edge page cache's precise purges (docs/architecture/edge-and-page-cache.md "Precise
 * purges"): every cached read notes its cache tags here, and a page that reads the stock some other way notes the
 * stock's list tags. In a worker the tags travel with the render's answer to the edge (server/worker.mjs), which
 * keeps them on the stored page; a later expiry of a precise tag (src/lib/purgeScope.mjs) drops only the pages that
 * read it. Outside a render, or outside the production server, this does nothing.
 */
import { RENDER_DEPS } from './edgeContract.mjs'

/** Notes that the render under way read data under these cache tags. */
export function recordRenderDeps(tags: readonly string[]): void {
  RENDER_DEPS.get()?.(tags)
}
