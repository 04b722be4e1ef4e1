/**
 * Sections (server component): the alternative page layout of headed sections (VDP-34), instead of InfoTabs.
 *
 * Props
 *   sections  [{ id, title, content }] in order; build it with pageSections(certified) and SECTION_LABELS from
 *             src/domain/vehicle/layout.ts (Key Information, Our Comments, Certified Pre-Owned for certified cars,
 *             Reserve Online, Why Buy From Us, Protect Your Car, Car Summary, All Specifications). Sections with
 *             null content are left out.
 *   headingLevel  2 (default) or 3
 */
import type { ReactNode } from 'react'

export interface PageSection {
  id: string
  title: string
  content: ReactNode
}

export function Sections({ sections, headingLevel = 2 }: { sections: PageSection[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div className="vd-sections">
      {sections
        .filter((s) => s.content !== null && s.content !== undefined && s.content !== false)
        .map((s) => (
          <section
            key={s.id}
            id={`vd-${s.id}`}
            className={`vd-section vd-section--${s.id}`}
            aria-labelledby={`vd-${s.id}-title`}
          >
            <Heading id={`vd-${s.id}-title`} className="vd-section__title">
              {s.title}
            </Heading>
            {s.content}
          </section>
        ))}
    </div>
  )
}
