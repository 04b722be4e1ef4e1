import type { AdminViewServerProps } from 'payload'

import { siteOrigin, toTenantSite } from '@/data/tenants'
import { alertCarOf } from '@/domain/alerts/email'
import { EMAIL_PREVIEWS, isEmailPreviewKey, previewEmail, type PreviewCar } from '@/domain/email/previews'
import { priceConfigOf } from '@/domain/price'
import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'

import { param, staffTenantView, TenantSelect } from './AdminViewFrame'

export const EMAIL_PREVIEWS_PATH = '/email-previews'

/** A site path or an absolute address as the preview frame can load it (the admin's own origin serves the paths). */
const framedImage = (url: string | null): string | null => {
  if (!url) return null
  try {
    const u = new URL(url, 'http://x')
    return u.host === 'x' ? `${u.pathname}${u.search}` : u.protocol === 'https:' ? u.toString() : u.pathname + u.search
  } catch {
    return null
  }
}

/**
 * Email previews (admin → Email previews): every email a shopper can get from the chosen tenant — alerts, confirmation
 * links, password reset — made by the functions the site sends with (src/domain/email/previews.ts), from the
 * tenant's own cars, brand and prices, at desktop and phone width, with its plain-text part. Staff see their own
 * tenants (a super admin every tenant); nothing is sent.
 */
export async function EmailPreviews(props: AdminViewServerProps) {
  const { searchParams } = props
  const { req } = props.initPageResult
  const view = await staffTenantView(props, 'Email previews', 'preview emails')
  if ('page' in view) return view.page
  const { frame, tenants, tenant } = view
  const askedKey = param(searchParams?.template)
  const key = isEmailPreviewKey(askedKey) ? askedKey : EMAIL_PREVIEWS[0].key

  // the tenant as the alert job sees it: the same origin, brand colour and price settings as the emails sent
  const site = toTenantSite(tenant)
  const config = site.config
  const origin = siteOrigin(site)
  const found = await req.payload.find({
    collection: 'vehicles',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { status: { equals: 'in_stock' } },
        { show_on_dealer_website: { equals: true } },
      ],
    },
    sort: '-createdAt',
    depth: 0,
    limit: 4,
    overrideAccess: true,
    req,
  })
  const cars: PreviewCar[] = found.docs.map((v) => {
    const d = toSearchDoc(v as unknown as VehicleRecord, config)
    return alertCarOf(d, { url: `${origin}/cars/${d.slug}`, imageUrl: framedImage(d.primary_image_url) }, 'new_match')
  })
  const mail = previewEmail(key, {
    siteName: tenant.name,
    brandColour: site.theme.primary,
    origin,
    prices: priceConfigOf(config),
    cars,
    now: new Date(),
  })
  // links open in a new tab: the frame itself runs no script and has no access to the admin
  const srcDoc = mail.html.replace('<head>', '<head><base target="_blank">')
  const href = (t: string | number, k: string) =>
    `/admin${EMAIL_PREVIEWS_PATH}?tenant=${encodeURIComponent(String(t))}&template=${encodeURIComponent(k)}`
  const label = EMAIL_PREVIEWS.find((p) => p.key === key)!.label

  return frame(
    <div className="mkadm-previews" data-testid="email-previews">
      <p className="mkadm-previews__intro">
        What shoppers of a site receive, made from its own cars, brand and prices. Links use sample tokens that open
        nothing; nothing is sent.
      </p>
      <form method="get" className="mkadm-previews__site">
        <TenantSelect id="email-preview-tenant" tenants={tenants} current={tenant.id} />
        <input type="hidden" name="template" value={key} />{' '}
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Show
        </button>
      </form>
      <nav aria-label="Emails">
        <ul className="mkadm-previews__list">
          {EMAIL_PREVIEWS.map((p) => (
            <li key={p.key}>
              <a href={href(tenant.id, p.key)} aria-current={p.key === key ? 'page' : undefined}>
                {p.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mkadm-previews__title">{label}</h2>
      <p>
        <strong>Subject:</strong> <span data-testid="email-preview-subject">{mail.subject}</span>
      </p>
      <div className="mkadm-previews__frames">
        <figure>
          <figcaption>Desktop</figcaption>
          <iframe
            title={`${label}: desktop`}
            srcDoc={srcDoc}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="mkadm-previews__desktop"
          />
        </figure>
        <figure>
          <figcaption>Phone (390 px)</figcaption>
          <iframe
            title={`${label}: phone`}
            srcDoc={srcDoc}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="mkadm-previews__phone"
          />
        </figure>
      </div>
      <h3>Plain-text part</h3>
      <pre className="mkadm-previews__text" data-testid="email-preview-text">
        {mail.text}
      </pre>
    </div>,
  )
}
