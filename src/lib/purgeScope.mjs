// Which cached pages a cache tag concerns: one rule for the edge (scripts/server.mjs, another instance's tags) and
// the app (src/lib/pageCachePurge.ts).

/**
 * The cached pages a cache tag concerns, for the edge and the app alike: 't:3:vehicles' → tenant '3'; 'tenants' →
 * 'all'; anything else → null (no page).
 * @param {string} tag
 * @returns {string | null}
 */
export function purgeScope(tag) {
  if (tag === 'tenants') return 'all'
  const m = /^t:(\d+):/.exec(tag)
  return m ? /** @type {string} */ (m[1]) : null
}
