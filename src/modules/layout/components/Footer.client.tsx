'use client'

import { ChevronDown, Clock, ExternalLink, MapPin, Phone } from '@/components/ui/icons'

import { isLocationLink } from '@/domain/contactPages'
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

/** More locations than this and a phone shows each as one row (name and phone); hours and address open on demand. */
const COMPACT_AFTER = 3

/** A footer link as it travels to the browser: `newTab` only when set. */
export interface FooterLink {
  label: string
  href: string
  newTab?: true
}

/**
 * What the footer draws, and nothing more: it travels in every page's flight payload, so it is data (about a fifth
 * of the element tree the same footer costs as a server component, issue 14), built by Footer.tsx on the server.
 */
export interface FooterData {
  locations: FooterLocation[]
  columns: { title: string; links: FooterLink[] }[]
  group: GroupCompanyLink[]
  social: { network: SocialNetwork; href: string }[]
  /** The footer note, or the copyright line with the year already written (server and browser agree). */
  note: string
}

/**
 * The site footer: each visible location with its phone (the contact page's number, as a tel: link) and today's
 * hours in its own time zone, then the footer columns, the group's other businesses (RTE-34), social links and the
 * note.
 * A group with many locations (Harbour's nine) would make a phone's footer very long: there each location is one row,
 * name and phone, and a disclosure (a native <details>, no script) opens its hours and address (footer.css). The
 * hours are in the HTML once either way: the open disclosure reveals the row's own hours line (issue 14).
 * A client component only so that the page's flight payload carries this data instead of the rendered tree: it has
 * no state and no effects, and its HTML is complete without script.
 */
export function FooterView({ locations, columns, group, social, note }: FooterData) {
  const many = locations.length > COMPACT_AFTER
  return (
    <footer className="site-footer">
      <div className="container">
        {locations.length > 0 ? (
          <section aria-labelledby="footer-locations" className="site-footer__locations">
            <h2 id="footer-locations" className="site-footer__title">
              {locations.length === 1 ? 'Visit us' : 'Our locations'}
            </h2>
            <ul role="list" className={`footer-locations${many ? ' footer-locations--many' : ''}`}>
              {locations.map((loc) => (
                <li key={loc.slug} className="footer-location" data-testid="footer-location">
                  <a href={`/contact-us/${encodeURIComponent(loc.slug)}`} className="footer-location__name">
                    <MapPin size={16} />
                    {loc.name}
                  </a>
                  {loc.phone ? (
                    <a href={telHref(loc.phone)} className="footer-location__phone" data-testid="footer-phone">
                      <Phone size={16} />
                      <span className="visually-hidden">{`Call ${loc.name} on `}</span>
                      {loc.phone}
                    </a>
                  ) : null}
                  {/* Many locations: on a phone these hours show only while the disclosure below is open (footer.css) */}
                  <span className={many ? 'footer-location__hours footer-location__detail' : 'footer-location__hours'}>
                    <Clock size={16} />
                    {loc.today}
                  </span>
                  {many ? (
                    <details className="footer-location__more" data-testid="footer-location-more">
                      <summary className="footer-location__toggle">
                        <span className="visually-hidden">{`Hours and address of ${loc.name}`}</span>
                        <ChevronDown size={20} />
                      </summary>
                      {loc.address ? (
                        <p className="footer-location__detail">
                          <MapPin size={16} />
                          {loc.address}
                        </p>
                      ) : null}
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
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
                    <ExternalLink size={14} />
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
                  <ExternalLink size={14} />
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
