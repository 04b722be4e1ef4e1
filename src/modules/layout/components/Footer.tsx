import { ChevronDown, Clock, ExternalLink, MapPin, Phone } from '@/components/ui/icons'

import { isLocationLink } from '@/domain/contactPages'
import type { FooterLocation, SiteNavigation, SocialNetwork, TenantSite } from '@/domain/site'

import '../footer.css'

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

/**
 * The site footer: each visible location with its phone (the contact page's number, as a tel: link) and today's
 * hours in its own time zone, then the footer columns, social links and the note.
 * A group with many locations (Harbour's nine) would make a phone's footer very long: there each location is one row,
 * name and phone, and a disclosure (a native <details>, no script) opens its hours and address (footer.css).
 */
export function Footer({
  tenant,
  navigation,
  locations,
}: {
  tenant: TenantSite
  navigation: SiteNavigation
  locations: FooterLocation[]
}) {
  return (
    <footer className="site-footer">
      <div className="container">
        {locations.length > 0 ? (
          <section aria-labelledby="footer-locations" className="site-footer__locations">
            <h2 id="footer-locations" className="site-footer__title">
              {locations.length === 1 ? 'Visit us' : 'Our locations'}
            </h2>
            <ul
              role="list"
              className={`footer-locations${locations.length > COMPACT_AFTER ? ' footer-locations--many' : ''}`}
            >
              {locations.map((loc) => (
                <li key={loc.slug} className="footer-location" data-testid="footer-location">
                  <a href={`/contact-us/${encodeURIComponent(loc.slug)}`} className="footer-location__name">
                    <MapPin aria-hidden size={16} />
                    {loc.name}
                  </a>
                  {loc.phone ? (
                    <a href={telHref(loc.phone)} className="footer-location__phone" data-testid="footer-phone">
                      <Phone aria-hidden size={16} />
                      <span className="visually-hidden">Call {loc.name} on </span>
                      {loc.phone}
                    </a>
                  ) : null}
                  <span className="footer-location__hours">
                    <Clock aria-hidden size={16} />
                    {loc.today}
                  </span>
                  {locations.length > COMPACT_AFTER ? (
                    <details className="footer-location__more" data-testid="footer-location-more">
                      <summary className="footer-location__toggle">
                        <span className="visually-hidden">Hours and address of {loc.name}</span>
                        <ChevronDown aria-hidden size={20} />
                      </summary>
                      <p className="footer-location__detail">
                        <Clock aria-hidden size={16} />
                        {loc.today}
                      </p>
                      {loc.address ? (
                        <p className="footer-location__detail">
                          <MapPin aria-hidden size={16} />
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
        {navigation.footer.length > 0 ? (
          <nav aria-label="Footer" className="site-footer__columns">
            {navigation.footer.map((col) => (
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
        {navigation.social.length > 0 ? (
          <ul className="site-footer__social" role="list" aria-label="Social media">
            {navigation.social.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_LABELS[s.network]}
                  <ExternalLink aria-hidden size={14} />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="site-footer__note">
          {navigation.footerNote ?? `© ${new Date().getFullYear()} ${tenant.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  )
}
