import { editedUrlProblem } from '@/domain/links'
import { advertPublishIssues, disclosureFromFields, findCreditClaims } from '@/domain/marketing/creditClaims'
import { isCompleteDisclosure } from '@/domain/finance/creditAdvert'

import { banners, offers, popups, promoTiles } from '../../../tenants-seed/content'
import type { TenantSlug } from '../../../tenants-seed/tenants'

const TENANTS: TenantSlug[] = ['harbour', 'coastal-mazda', 'westside-used']
const NOW = new Date('2026-11-25T00:00:00Z')

describe('demo content advertises credit as the law wants it', () => {
  it.each(TENANTS)('%s: every seeded offer, tile, pop-up and banner passes the publish rule', (tenant) => {
    const adverts = [
      ...offers(tenant, 1, NOW, () => 1).map((o) => ({
        what: o.name,
        credit: o.credit,
        texts: [
          { field: 'name', label: 'Name', text: o.name, headline: true },
          { field: 'description', label: 'Description', text: o.description },
          { field: 'disclaimer', label: 'Disclaimer', text: o.disclaimer },
        ],
      })),
      ...promoTiles(tenant, 1, NOW).map((t) => ({
        what: t.title,
        credit: t.credit,
        texts: [
          { field: 'title', label: 'Title', text: t.title, headline: true },
          { field: 'description', label: 'Description', text: t.description },
          { field: 'button_text', label: 'Button text', text: t.button_text },
        ],
      })),
      ...popups(tenant, 1, NOW).map((p) => ({
        what: p.title,
        credit: p.credit,
        texts: [
          { field: 'title', label: 'Title', text: p.title, headline: true },
          { field: 'description', label: 'Description', text: p.description },
          { field: 'buttonText', label: 'Button text', text: p.buttonText },
        ],
      })),
      ...banners(tenant, 1, NOW).map((b) => ({
        what: b.title,
        credit: b.credit,
        texts: [
          { field: 'title', label: 'Title', text: b.title, headline: true },
          { field: 'text', label: 'Text', text: b.text },
          { field: 'link_text', label: 'Link text', text: b.link_text },
        ],
      })),
    ]
    for (const advert of adverts)
      expect([advert.what, advertPublishIssues(advert.texts, advert.credit)]).toEqual([advert.what, []])
  })

  it.each(TENANTS)('%s: every seeded rate has its comparison rate and example; no headline states a rate', (tenant) => {
    const withRates = [...offers(tenant, 1, NOW, () => 1), ...promoTiles(tenant, 1, NOW)].filter((d) => d.credit)
    expect(withRates.length).toBeGreaterThan(0)
    for (const d of withRates) expect(isCompleteDisclosure(disclosureFromFields(d.credit))).toBe(true)
    const headlines = [
      ...offers(tenant, 1, NOW, () => 1).map((o) => o.name),
      ...promoTiles(tenant, 1, NOW).map((t) => t.title),
    ]
    for (const headline of headlines) expect([headline, findCreditClaims(headline).rates]).toEqual([headline, []])
  })

  it.each(TENANTS)('%s: every seeded URL a marketer edits is https:// or a site path', (tenant) => {
    const images = [
      ...offers(tenant, 1, NOW, () => 1).map((o) => o.image_url),
      ...promoTiles(tenant, 1, NOW).map((t) => t.image_url),
      ...popups(tenant, 1, NOW).map((p) => p.src),
    ]
    const links = [
      ...promoTiles(tenant, 1, NOW).map((t) => t.link),
      ...popups(tenant, 1, NOW).map((p) => p.linkTo),
      ...banners(tenant, 1, NOW).map((b) => b.link),
    ]
    for (const url of images.filter(Boolean)) expect([url, editedUrlProblem(url!, 'image')]).toEqual([url, null])
    for (const url of links.filter(Boolean)) expect([url, editedUrlProblem(url!, 'link')]).toEqual([url, null])
  })
})
