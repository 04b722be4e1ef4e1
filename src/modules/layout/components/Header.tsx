import { isLocationLink } from '@/domain/contactPages'
import type { NavItem, TenantSite } from '@/domain/site'

/** RTE-28: the location link is marked so the contact page itself can hide it (src/modules/leads/leads.css). */
function locationLinkProps(href: string) {
  return isLocationLink(href) ? { 'data-location-link': '' } : {}
}

function linkProps(newTab: boolean) {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

export function Header({ tenant, items }: { tenant: TenantSite; items: NavItem[] }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="site-header__brand" aria-label={`${tenant.name} home`}>
          {tenant.theme.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a logo of any aspect ratio at 40px high: next/image needs its width, which the upload does not fix
            <img src={tenant.theme.logoUrl} alt="" height={40} />
          ) : null}
          <span className="site-header__name" data-testid="tenant-name">
            {tenant.name}
          </span>
        </a>
        {items.length > 0 ? (
          <nav aria-label="Main" className="site-nav">
            <ul className="site-nav__list" role="list">
              {items.map((item) => (
                <li key={`${item.label}-${item.href}`} className="site-nav__item">
                  {item.children.length > 0 ? (
                    <details className="site-nav__dropdown">
                      <summary className="site-nav__link">{item.label}</summary>
                      <ul className="site-nav__submenu" role="list">
                        <li>
                          <a href={item.href} {...linkProps(item.newTab)} {...locationLinkProps(item.href)}>
                            All {item.label.toLowerCase()}
                          </a>
                        </li>
                        {item.children.map((child) => (
                          <li key={`${child.label}-${child.href}`}>
                            <a href={child.href} {...linkProps(child.newTab)} {...locationLinkProps(child.href)}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <a
                      className="site-nav__link"
                      href={item.href}
                      {...linkProps(item.newTab)}
                      {...locationLinkProps(item.href)}
                    >
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  )
}
