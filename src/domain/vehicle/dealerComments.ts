/**
 * Dealer comments (spec §5 Dealer comments, §4 Collapsible text; VDP-55..58, ERR-21).
 *   '' or '|' (or only pipes and spaces) → the pending text
 *   'Great car.|One owner.'             → paragraphs ['Great car.', 'One owner.']
 *   text longer than 400 characters collapses with Show More / Show Less
 */

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const DEALER_COMMENTS_LIMIT = 400
/** VDP-56: the collapse animation. */
export const COLLAPSE_MS = 300

export type DealerComments =
  { pending: true; text: string } | { pending: false; paragraphs: string[]; collapsible: boolean }

export function dealerComments(raw: string | null | undefined, limit = DEALER_COMMENTS_LIMIT): DealerComments {
  const paragraphs = (raw ?? '')
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  if (paragraphs.length === 0) return { pending: true, text: DEALER_COMMENTS_PENDING }
  return { pending: false, paragraphs, collapsible: isCollapsible(paragraphs.join('\n\n'), limit) }
}

export function isCollapsible(text: string, limit: number): boolean {
  return text.length > limit
}

/**
 * The collapsed form of some paragraphs: the first `limit` characters (counting a paragraph break as 2), cut back to a
 * word boundary when one is near, with an ellipsis. Whole when it fits.
 */
export function truncateParagraphs(paragraphs: string[], limit: number): string[] {
  const out: string[] = []
  let left = limit
  for (const p of paragraphs) {
    if (left <= 0) break
    if (p.length <= left) {
      out.push(p)
      left -= p.length + 2
      continue
    }
    out.push(truncateText(p, left))
    break
  }
  return out
}

/** 'The quick brown fox', 12 → 'The quick…'. */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text
  const cut = text.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  const base = space > limit * 0.6 ? cut.slice(0, space) : cut
  return `${base.replace(/[\s.,;:!?-]+$/, '')}…`
}
