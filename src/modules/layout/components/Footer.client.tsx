'use client'

import type { CSSProperties } from 'react'

import { isLocationLink } from '@/domain/contactPages'
import { FOOTER_COMPACT_AFTER, footerHeightBound } from '@/domain/footerHeight'
import type { GroupCompanyLink } from '@/domain/marketing/groupCompanies'
import type { FooterLocation, SocialNetwork } from '@/domain/site'

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * A location as the footer shows it: its name (a link to its location page, which has the address, the week's hours,
 * the map and directions), today's hours and its phone. The address stays on the location page.
 */
export type FooterLocationView = Pick<FooterLocation, 'slug' | 'name' | 'phone' | 'today'>

/** A footer link as it travels to the browser: `newTab` only when set. */
export interface FooterLink {
  label: string
  href: string
  newTab?: true
}

/**
 * What the footer draws, and nothing more: it travels in every page's flight payload, so it is data (about a fifth
 * of the element tree the same footer costs as a server component), built by Footer.tsx on the server.
 */
export interface FooterData {
  locations: FooterLocationView[]
  columns: { title: string; links: FooterLink[] }[]
  group: GroupCompanyLink[]
  social: { network: SocialNetwork; href: string }[]
  /** The footer note, or the copyright line with the year already written (server and browser agree). */
  note: string
}

/**
 * The site footer: each visible location with its name (a link to its location page: address, weekly hours,
 * directions), today's hours in its own time zone and its phone (the contact page's number, as a tel: link), then the
 * footer columns, the group's other businesses (RTE-34), social links and the note.
 * A group with many locations (Harbour's nine) would make a phone's footer very long: there each location is one
 * compact row, name over today's hours with the phone beside them (footer.css). No icons beside the name
 * and hours and no address disclosure (they were half of the footer's ~17 KB of HTML on every page).
 * A client component only so that the page's flight payload carries this data instead of the rendered tree: it has
 * no state and no effects, and its HTML is complete without script.
 */
export function FooterView({ locations, columns, group, social, note }: FooterData) {
  const many = locations.length > FOOTER_COMPACT_AFTER
  // the height it keeps until drawn (skipped by the first layout pass: firstPaint.css, src/domain/footerHeight.ts)
  const bound = footerHeightBound({
    locations: locations.length,
    compact: many,
    columns: columns.map((c) => c.links.length),
    group: group.length,
    social: social.length,
    noteChars: note.length,
  })
  const style = {
    '--footer-narrow': `${bound.narrow}px`,
    '--footer-mid': `${bound.mid}px`,
    '--footer-wide': `${bound.wide}px`,
  } as CSSProperties
  return (
    <footer className="site-footer" style={style}>
      <div className="container">
        {locations.length > 0 ? (
          // a plain block under its heading, not a region: the footer is the content info landmark already, and a
          // second 'Our locations' region would share its name with the page's own locations (axe landmark-unique)
          <div className="site-footer__locations">
            <h2 id="footer-locations" className="site-footer__title">
              {locations.length === 1 ? 'Visit us' : 'Our locations'}
            </h2>
            <ul role="list" className={`footer-locations${many ? ' footer-locations--many' : ''}`}>
              {locations.map((loc) => (
                <li key={loc.slug}>
                  <a href={`/contact-us/${encodeURIComponent(loc.slug)}`} className="footer-location__name">
                    {loc.name}
                  </a>
                  <span className="footer-location__hours">{loc.today}</span>
                  {loc.phone ? (
                    <a href={telHref(loc.phone)} className="footer-location__phone">
                      <span className="visually-hidden">{`Call ${loc.name} on `}</span>
                      {loc.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {columns.length > 0 ? (
          <nav aria-label="Footer" className="site-footer__columns">
            {columns.map((col) => (
              <div key={col.title} className="site-footer__column">
                <h2 className="site-footer__title">{col.title}</h2>
                <ul role="list">
                  {col.links.map((l) => (
                    <li key={`${l.label}-${l.href}`}>
                      <a
                        href={l.href}
                        {...(l.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        {...(isLocationLink(l.href) ? { 'data-location-link': '' } : {})}
                      >
                        {l.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {group.length > 0 ? (
          <nav aria-labelledby="footer-group" className="site-footer__group" data-testid="footer-group">
            <h2 id="footer-group" className="site-footer__title">
              Our group
            </h2>
            <ul role="list">
              {group.map((g) => (
                <li key={g.kind}>
                  <a href={g.href} target="_blank" rel="noopener noreferrer" data-group-company={g.kind}>
                    {g.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {social.length > 0 ? (
          <ul className="site-footer__social" role="list" aria-label="Social media">
            {social.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_LABELS[s.network]}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="site-footer__note">{note}</p>
      </div>
    </footer>
  )
}
