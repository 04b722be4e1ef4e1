/**
 * DealerComments (server component): the dealer's comments as paragraphs (split on '|'), collapsing at 400
 * characters with Show More / Show Less; empty or only '|' shows 'Dealer comments are pending. Please check back
 * here later.' (VDP-55..58, ERR-21).
 *
 * Props
 *   text   dealercomments as stored, or null
 */
import { DEALER_COMMENTS_LIMIT, dealerComments } from '@/domain/vehicle/dealerComments'

import { CollapsibleText } from './CollapsibleText.client'

export function DealerComments({ text }: { text: string | null }) {
  const comments = dealerComments(text)
  if (comments.pending) return <p className="vd-comments vd-comments--pending">{comments.text}</p>
  return <CollapsibleText className="vd-comments" paragraphs={comments.paragraphs} limit={DEALER_COMMENTS_LIMIT} />
}
