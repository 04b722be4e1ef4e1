import { isLocationLink } from '@/domain/contactPages'
import type { SiteNavigation, SocialNetwork, TenantSite } from '@/domain/site'

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
}

export function Footer({ tenant, navigation }: { tenant: TenantSite; navigation: SiteNavigation }) {
  return (
    <footer className="site-footer">
      <div className="container">
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
