/**
 * The finance disclaimer (FIN-38..44): the lender's own disclaimer wins, else the tenant's site-wide one; where
 * the tenant collapses it, text longer than 197 characters shows its first 197 characters (cut back to a word
 * boundary when one is near) with an ellipsis and Show More / Show Less.
 */
/** FIN-44. */
export const DISCLAIMER_COLLAPSE_AT = 197

export interface DisclaimerView {
  full: string
  /** The collapsed text, or null when the disclaimer is short enough (or collapsing is off). */
  collapsed: string | null
}

export function pickDisclaimer(
  lenderDisclaimer: string | null | undefined,
  siteDisclaimer: string | null | undefined,
): string | null {
  const own = lenderDisclaimer?.trim()
  if (own) return own
  const site = siteDisclaimer?.trim()
  return site ? site : null
}

export function disclaimerView(
  text: string,
  collapse: boolean,
  limit: number = DISCLAIMER_COLLAPSE_AT,
): DisclaimerView {
  const full = text.trim()
  if (!collapse || full.length <= limit) return { full, collapsed: null }
  const head = full.slice(0, limit)
  // Prefer ending on a whole word when the last space is in the final quarter of the cut.
  const space = head.lastIndexOf(' ')
  const cut = space >= limit * 0.75 ? head.slice(0, space) : head
  return { full, collapsed: `${cut.replace(/[\s,.;:]+$/, '')}…` }
}
