'use client'

/**
 * CollapsibleText: paragraphs that collapse to `limit` characters with Show More / Show Less, animated over 300 ms
 * (VDP-55/56; dealer comments collapse at 400, the finance disclaimer at 197).
 *
 * Props
 *   paragraphs  the text as paragraphs (dealer comments split on '|')
 *   limit       characters shown while collapsed (a paragraph break counts as 2)
 *   moreLabel / lessLabel  toggle texts (default 'Show More' / 'Show Less')
 *   className   extra class on the wrapper
 * Text within the limit renders without a toggle.
 */
import { Collapsible } from '@/components/ui/Collapsible.client'
import { isCollapsible, truncateParagraphs } from '@/domain/vehicle/dealerComments'

export interface CollapsibleTextProps {
  paragraphs: string[]
  limit: number
  moreLabel?: string
  lessLabel?: string
  className?: string
}

function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  )
}

export function CollapsibleText({ paragraphs, limit, moreLabel, lessLabel, className }: CollapsibleTextProps) {
  const cls = `vd-text${className ? ` ${className}` : ''}`
  if (!isCollapsible(paragraphs.join('\n\n'), limit)) {
    return (
      <div className={cls}>
        <Paragraphs items={paragraphs} />
      </div>
    )
  }
  return (
    <Collapsible
      className={cls}
      buttonClassName="vd-text__toggle"
      collapsed={<Paragraphs items={truncateParagraphs(paragraphs, limit)} />}
      expanded={<Paragraphs items={paragraphs} />}
      moreLabel={moreLabel}
      lessLabel={lessLabel}
    />
  )
}
