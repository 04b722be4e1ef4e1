import type { SiteConfig, Template } from './siteConfig'

/** What every public page knows about the tenant it is rendering (reshaped from the tenant document). */
export interface TenantSite {
  id: number | string
  slug: string
  name: string
  template: Template
  /** The first production hostname (Tenants → Site → Domains), or null: the site answers at {slug}.localhost. */
  primaryHost?: string | null
  tagline: string | null
  theme: {
    primary: string
    onPrimary: string
    accent: string
    onAccent: string
    surface: string
    text: string
    logoUrl: string | null
  }
  config: SiteConfig
}

/** A tenant as the demo index on the bare localhost host lists it: names only, no flags, no ids. */
export interface TenantListing {
  slug: string
  name: string
  template: string
}

export interface NavLink {
  label: string
  href: string
  newTab: boolean
}

export interface NavItem extends NavLink {
  children: NavLink[]
}

export interface FooterColumn {
  title: string
  links: NavLink[]
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export interface SiteNavigation {
  header: NavItem[]
  footer: FooterColumn[]
  social: { network: SocialNetwork; href: string }[]
  footerNote: string | null
}

export interface Banner {
  id: number | string
  title: string
  text: string | null
  href: string | null
  linkText: string | null
}

export interface PromoTile {
  id: number | string
  title: string
  description: string | null
  imageUrl: string | null
  href: string
  buttonText: string
}

export interface BrandCard {
  id: number | string
  title: string
  slug: string
  category: 'car' | 'motorcycle' | 'truck' | 'group'
  logoUrl: string | null
  description: string | null
}

/** Group stats (CMS-03): the defaults of the stats banner. */
export const GROUP_STATS = [
  { value: '50+', label: 'Locations' },
  { value: '40+', label: 'Brands' },
  { value: '30+', label: 'Years' },
  { value: '59', label: 'Franchises' },
] as const
