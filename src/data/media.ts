/**
 * The URL of an upload relation read at depth ≥ 1 (a populated media document), or null: a bare id (depth 0), no
 * upload, or one without a URL.
 *   mediaUrl({ id: 3, url: '/api/media/file/logo.png' }) → '/api/media/file/logo.png'; mediaUrl(3) → null
 */
export function mediaUrl(value: unknown): string | null {
  if (value && typeof value === 'object' && 'url' in value)
    return ((value as { url?: string | null }).url ?? null) || null
  return null
}
