import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { getBanners, getNavigation } from '@/data/content'
import { isPreview } from '@/data/preview'
import { footerLocations } from '@/data/siteChrome'
import { resolveHost } from '@/data/tenants'
import { listedStockPhrase } from '@/domain/search/stockFilter'
import { adminOrigins } from '@/lib/adminOrigins'
import { env } from '@/lib/env'
import { AnnouncementBar } from '@/modules/layout/components/AnnouncementBar'
import { Footer } from '@/modules/layout/components/Footer'
import { Header } from '@/modules/layout/components/Header'
import { RouteFocus } from '@/modules/layout/components/RouteFocus.client'
import { SiteStockProvider } from '@/modules/layout/components/SiteStock.client'
import { brandFont } from '@/modules/layout/fonts'
import { PreviewBar } from '@/modules/preview/PreviewBar.client'

import { registerSearchShellData } from './search/searchPageState'
import { siteTenant } from './tenantPage'

// The edge's `search-state` IPC question finds searchShellData once a site page has loaded this layout, which is also
// when it can answer (it reads Next's incremental cache, set up by the process's first request); until then the edge
// asks GET /api/search/state.
registerSearchShellData()

type Props = { children: React.ReactNode; params: Promise<{ host: string }> }

/** Page titles are 'Careers | {tenant name}': a page gives its own title only, never the tenant's name. */
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const tenant = await siteTenant(params)
  if (!tenant) return { title: 'Dealer sites' }
  return {
    title: { default: tenant.name, template: `%s | ${tenant.name}` },
    description: tenant.tagline ?? undefined,
  }
}

export default async function TenantLayout({ children, params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind === 'platform') return children
  if (resolved.kind === 'unknown') notFound()
  const { tenant } = resolved
  const [navigation, announcements, locations, preview] = await Promise.all([
    getNavigation(tenant),
    getBanners(tenant, 'announcement'),
    footerLocations(tenant.id),
    isPreview(tenant.id),
  ])
  const style = {
    '--color-primary': tenant.theme.primary,
    '--color-on-primary': tenant.theme.onPrimary,
    '--color-accent': tenant.theme.accent,
    '--color-on-accent': tenant.theme.onAccent,
    '--color-surface': tenant.theme.surface,
    '--color-text': tenant.theme.text,
  } as React.CSSProperties
  const font = brandFont(tenant.template)
  return (
    <div className={`site ${font.className}`} style={style} data-tenant={tenant.slug} data-template={tenant.template}>
      {/* the tenant's face, asked for with the document rather than after the stylesheet (src/modules/layout/fonts.ts);
          React hoists the element into <head> (a preload() call reached the HTML only when the head was not yet sent) */}
      <link rel="preload" href={font.file} as="font" type="font/woff2" crossOrigin="anonymous" />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* live preview: only in a marketer's draft-mode request, which the page cache never stores */}
      {preview ? <PreviewBar adminOrigins={adminOrigins(env())} /> : null}
      {announcements[0] ? <AnnouncementBar banner={announcements[0]} /> : null}
      <Header tenant={tenant} items={navigation.header} phone={locations.find((l) => l.phone)?.phone ?? null} />
      <main id="main" tabIndex={-1}>
        {/* the 404 boundary's "Search our stock" card names the stock this site lists */}
        <SiteStockProvider phrase={listedStockPhrase(tenant.config.stock.filterPreset)}>{children}</SiteStockProvider>
      </main>
      <Footer tenant={tenant} navigation={navigation} locations={locations} />
      {/* after a client-side page change, focus moves to the new page's heading */}
      <RouteFocus />
    </div>
  )
}
