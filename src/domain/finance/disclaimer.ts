/**
 * The finance disclaimer (FIN-38..44): the lender's own disclaimer wins, else the tenant's site-wide one; where
 * the tenant collapses it, text longer than 197 characters shows its first 197 characters (cut back to a word
 * boundary when one is near) with an ellipsis and Show More / Show Less.
 */
/** FIN-44. */
export const DISCLAIMER_COLLAPSE_AT = 197

/** FIN-42: what every calculator says when neither the lender nor the tenant words its own disclaimer. */
export const INDICATIVE_DISCLAIMER =
  'Repayments shown are indicative only and are not a formal quote or an offer of finance. Approved applicants ' +
  'only; fees, charges, terms and conditions apply.'

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

/**
 * The disclaimer a finance calculator shows (FIN-42): the lender's or the tenant's, else the indicative one — a
 * calculator started from the tenant's own defaults (a car without lender data) still says its figure is no quote.
 */
export function calculatorDisclaimer(
  lenderDisclaimer: string | null | undefined,
  siteDisclaimer: string | null | undefined,
): string {
  return pickDisclaimer(lenderDisclaimer, siteDisclaimer) ?? INDICATIVE_DISCLAIMER
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
