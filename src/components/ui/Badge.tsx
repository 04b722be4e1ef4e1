import type { ReactNode } from 'react'

/** Where a badge sits; each place has its own class in badge.css (the shared declarations are grouped there). */
export type BadgeVariant = 'card' | 'vehicle' | 'location' | 'print'

const VARIANT_CLASS: Record<BadgeVariant, string> = {
  card: 'card__tag',
  vehicle: 'vdp-tag',
  location: 'vdp-location-badge',
  print: 'print-sheet__tag',
}

export interface BadgeProps {
  variant: BadgeVariant
  /** the tag's kind (src/domain tag rules: sold, coming_soon, new_arrival …), styled by `data-tag-kind` */
  kind?: string
  /** a span in a line of badges; a paragraph where the badge is a line of its own (the print sheet) */
  as?: 'span' | 'p'
  testId?: string
  children: ReactNode
}

/**
 * A small label on a car: its tag (Sold, Coming soon, Just arrived …) or its location. Only the attributes it has are
 * written, so a card's badge is `<span class="card__tag" data-tag-kind="sold">` and nothing more (the search page's
 * HTML carries one per card, twice: in the markup and in the page's component payload).
 */
export function Badge({ variant, kind, as: Element = 'span', testId, children }: BadgeProps) {
  const attributes: Record<string, string> = { className: VARIANT_CLASS[variant] }
  if (kind) attributes['data-tag-kind'] = kind
  if (testId) attributes['data-testid'] = testId
  return <Element {...attributes}>{children}</Element>
}
