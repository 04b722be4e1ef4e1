import type { ReactNode } from 'react'

export interface SectionHeadingProps {
  /** 1 when the section is the page's first and the page has no other h1 (a block's headingLevel); else 2 */
  level?: 1 | 2
  /** for the section's aria-labelledby */
  id?: string
  children: ReactNode
}

/**
 * A section's heading (sectionHeading.css: `.section__heading`, and `.section-head` for a row with a View all link).
 * Only an id it is given is written: a server page's payload would otherwise carry an undefined one.
 */
export function SectionHeading({ level = 2, id, children }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <Heading {...(id ? { id } : {})} className="section__heading">
      {children}
    </Heading>
  )
}
