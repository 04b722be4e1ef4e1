'use client'

import { Phone, X } from '@/components/ui/icons'

import { isLocationLink } from '@/domain/contactPages'

import { AccountLink } from '@/modules/accounts/AccountLink.client'

import { HeaderSearch } from './HeaderSearch.client'
import { MenuToggle } from './MenuToggle.client'

/** A header link as it travels to the browser: `newTab` only when set. */
export interface HeaderLink {
  label: string
  href: string
  newTab?: true
}

export interface HeaderItem extends HeaderLink {
  children: HeaderLink[]
}

/**
 * What the header draws, and nothing more: it travels in every page's flight payload, so it is data (a fraction of
 * the element tree the same header costs as a server component), built by Header.tsx on the server.
 */
export interface HeaderData {
  name: string
  logoUrl: string | null
  items: HeaderItem[]
  phone: string | null
  /** the shopper's Sign in / My garage link (tenants with the garage on) */
  account?: boolean
}

/** RTE-28: the location link is marked so the contact page itself can hide it (src/modules/leads/leads.css). */
function linkProps(link: HeaderLink) {
  return {
    href: link.href,
    ...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(isLocationLink(link.href) ? { 'data-location-link': '' } : {}),
  }
}

const MENU_ID = 'site-menu'

/** The sub-menu links of a top item: "All …" first, then its children. */
function subLinks(item: HeaderItem): HeaderLink[] {
  const all: HeaderLink = { label: `All ${item.label.toLowerCase()}`, href: item.href }
  return [item.newTab ? { ...all, newTab: true } : all, ...item.children]
}

/**
 * The site header. From 1024 px: logo, the nav with dropdowns (native <details>, the last two open to the left so
 * they never run off the page), Search and the call link. Below: logo, Search, a Call icon link and the Menu button, which opens the
 * same nav as a drawer with an accordion. The nav is in the HTML once (it was twice, header and drawer):
 * the drawer's wrappers are `display: contents` on a wide screen (site.css), so the one <nav> sits in the header row.
 * The HTML is complete without script; only the Menu button (MenuToggle) has behaviour. A client component only so
 * that the page's flight payload carries this data instead of the rendered tree.
 */
export function HeaderView({ name, logoUrl, items, phone, account }: HeaderData) {
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="site-header__brand" aria-label={`${name} home`}>
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a logo of any aspect ratio at 40px high: next/image needs its width, which the upload does not fix
            <img src={logoUrl} alt="" height={40} className="site-header__logo" />
          ) : null}
          <span className="site-header__name" data-testid="tenant-name">
            {name}
          </span>
        </a>
        {items.length > 0 ? (
          <div id={MENU_ID} className="nav-drawer" data-testid="menu-drawer">
            {/* role="dialog", aria-modal and its name are set by MenuToggle while the drawer is open */}
            <div className="nav-drawer__panel">
              <div className="nav-drawer__head">
                <span className="nav-drawer__title">{name}</span>
                <button type="button" className="nav-drawer__close" data-menu-close>
                  <X size={22} />
                  <span className="visually-hidden">Close menu</span>
                </button>
              </div>
              <nav aria-label="Main" className="site-nav" data-site-nav>
                <ul className="site-nav__list" role="list">
                  {items.map((item) => (
                    <li key={`${item.label}-${item.href}`} className="site-nav__item">
                      {item.children.length > 0 ? (
                        <details className="site-nav__dropdown">
                          {/* the chevron is header.css's (.site-nav__dropdown summary::after), as the filters' */}
                          <summary className="site-nav__link">{item.label}</summary>
                          <ul className="site-nav__submenu" role="list">
                            {subLinks(item).map((child) => (
                              <li key={`${child.label}-${child.href}`}>
                                <a {...linkProps(child)}>{child.label}</a>
                              </li>
                            ))}
                          </ul>
                        </details>
                      ) : (
                        <a className="site-nav__link" {...linkProps(item)}>
                          {item.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              {tel ? (
                <a href={tel} className="button button--primary nav-drawer__call">
                  <Phone size={18} />
                  {` Call ${phone}`}
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
        <div className="site-header__actions">
          <HeaderSearch />
          {account ? <AccountLink /> : null}
          {tel ? (
            <a href={tel} className="site-header__call" data-testid="header-call" aria-label={`Call ${phone}`}>
              <Phone size={18} />
              <span className="site-header__call-text">{phone}</span>
            </a>
          ) : null}
          {items.length > 0 ? <MenuToggle controls={MENU_ID} /> : null}
        </div>
      </div>
    </header>
  )
}
