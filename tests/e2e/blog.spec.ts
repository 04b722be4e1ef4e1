import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectPageStructure, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * Blog: /blog (cards, category chips, page links), /blog/vehicle-reviews, the post page (Lexical article,
 * BlogPosting JSON-LD, canonical), the tenant's RSS feed, external categories that link out (RTE-33), another
 * tenant's post as a 404 and the Blog link that now leads somewhere — on the group (harbour) and brand
 * (coastal-mazda) templates, on a phone, each page with axe (visit) and the no-overflow check.
 */
// The behaviour here is the same at every width: checked on a phone. Each page's width, and axe, at 390 and 1366 px
// are reflow.spec.ts's.
const SIZES = [{ name: 'phone', width: 390, height: 844, isMobile: true }] as const
const TENANTS = ['harbour', 'coastal-mazda'] as const

async function expectNoOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width)
}

/** The page's canonical URL's origin: the tenant's own site origin (its domain, or {slug}.localhost locally). */
async function canonicalOrigin(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(href).toBeTruthy()
  return new URL(href!).origin
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    test('RTE-32 CMS-19 CMS-20 /blog: cards with image at width 375, date dd MMMM yyyy, heading and READ MORE; the RSS feed in the head', async ({
      page,
    }) => {
      for (const tenant of TENANTS) {
        const res = await visit(page, tenantUrl(tenant, '/blog'))
        expect(res?.status(), `${tenant} /blog`).toBe(200)
        await expectPageStructure(page)
        await expect(page.locator('h1')).toHaveText('Blog')
        const cards = page.locator('.blog-card')
        expect(await cards.count(), `${tenant} has posts`).toBeGreaterThanOrEqual(6)
        const first = cards.first()
        // CMS-20: the card image is requested at width 375
        const src = await first.locator('img').getAttribute('src')
        expect(new URL(src!, 'http://x').searchParams.get('w'), `${tenant} card image ${src}`).toBe('375')
        // CMS-19: date dd MMMM yyyy ("05 March 2026"), heading, READ MORE
        await expect(first.locator('time')).toHaveText(
          /^\d{2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
        )
        await expect(first.getByRole('heading')).toBeVisible()
        const more = first.getByRole('link', { name: /^Read more/ })
        await expect(more).toBeVisible()
        expect(await more.innerText()).toMatch(/^READ MORE/)
        const box = await more.boundingBox()
        expect(box!.height).toBeGreaterThanOrEqual(44)
        // newest first
        const dates = await cards.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
        expect([...dates].sort().reverse()).toEqual(dates)
        // the RSS feed and the canonical URL in the head
        const origin = await canonicalOrigin(page)
        await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
          'href',
          `${origin}/blog/rss.xml`,
        )
        await expectNoOverflow(page, size.width)
      }
    })

    test('RTE-32 /blog/vehicle-reviews lists the vehicle-reviews category; an internal category filters /blog', async ({
      page,
    }) => {
      for (const tenant of TENANTS) {
        const res = await visit(page, tenantUrl(tenant, '/blog/vehicle-reviews'))
        expect(res?.status()).toBe(200)
        await expectPageStructure(page)
        await expect(page.locator('h1')).toHaveText('Vehicle reviews')
        await expect(page.locator('.blog-chip[aria-current="page"]')).toHaveText('Vehicle reviews')
        expect(await page.locator('.blog-card').count()).toBeGreaterThanOrEqual(2)
        await expectNoOverflow(page, size.width)
      }
      // coastal-mazda keeps buyer advice on its own blog: the chip filters /blog
      await visit(page, tenantUrl('coastal-mazda', '/blog'))
      await page.locator('.blog-chip', { hasText: 'Buyer advice' }).click()
      await expect(page).toHaveURL(/\/blog\?category=buyer-advice$/)
      await expect(page.locator('h1')).toHaveText('Buyer advice')
      expect(await page.locator('.blog-card').count()).toBeGreaterThanOrEqual(1)
      await expectNoOverflow(page, size.width)
    })

    test('a post page: hero, date, author, the article, BlogPosting JSON-LD and a canonical URL on the tenant’s origin', async ({
      page,
    }) => {
      for (const tenant of TENANTS) {
        await visit(page, tenantUrl(tenant, '/blog'))
        const first = page.locator('.blog-card').first()
        const title = (await first.getByRole('heading').innerText()).trim()
        await first.getByRole('link', { name: /^Read more/ }).click()
        await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
        await visit(page, page.url())
        await expectPageStructure(page)
        await expect(page.locator('h1')).toHaveText(title)
        await expect(page.locator('.post__meta time')).toHaveText(/^\d{2} [A-Z][a-z]+ \d{4}$/)
        await expect(page.locator('.post__meta')).toContainText('By ')
        expect(await page.locator('.post__body p').count()).toBeGreaterThan(0)
        const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
          '@type': string
          headline: string
          url: string
          datePublished: string
          publisher: { name: string }
        }
        expect(ld['@type']).toBe('BlogPosting')
        expect(ld.headline).toBe(title)
        const origin = await canonicalOrigin(page)
        const path = new URL(page.url()).pathname
        expect(ld.url).toBe(`${origin}${path}`)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`)
        expect(Number.isNaN(Date.parse(ld.datePublished))).toBe(false)
        await expect(page.locator('.post__related .blog-card').first()).toBeVisible()
        await expectNoOverflow(page, size.width)
      }
    })
  })
}

test('RTE-33 harbour’s buyer-advice, motoring-tips, servicing-insights and 4x4xmore-adventures link out to its external blog', async ({
  page,
}) => {
  await visit(page, tenantUrl('harbour', '/blog'))
  for (const slug of ['buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures']) {
    const chip = page.locator(`.blog-chip[href$="/${slug}"]`)
    await expect(chip).toHaveCount(1)
    expect(await chip.getAttribute('href')).toMatch(new RegExp(`^https://[^/]+/${slug}$`))
    await expect(chip).toHaveAttribute('target', '_blank')
    await expect(chip).toContainText('opens our external blog')
  }
  // an external category is not listed here
  expect((await tenantRequest(page, 'harbour', '/blog?category=buyer-advice')).status()).toBe(404)
})

test('the RSS feed per tenant: RSS 2.0 that parses, items linked on the tenant’s own origin', async ({ page }) => {
  for (const tenant of [...TENANTS, 'westside-used']) {
    await page.goto(tenantUrl(tenant, '/blog'))
    const origin = await canonicalOrigin(page)
    const cards = await page.locator('.blog-card h2').allInnerTexts()
    const res = await tenantRequest(page, tenant, '/blog/rss.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/rss+xml')
    const xml = await res.text()
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const q = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? ''
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        link: q(doc.getElementsByTagName('channel')[0]!, 'link'),
        items: [...doc.getElementsByTagName('item')].map((i) => ({
          title: q(i, 'title'),
          link: q(i, 'link'),
          guid: q(i, 'guid'),
          pubDate: q(i, 'pubDate'),
        })),
      }
    }, xml)
    expect(feed.error, `${tenant} feed parses as XML`).toBe(false)
    expect(feed.version).toBe('2.0')
    expect(feed.link).toBe(`${origin}/blog`)
    expect(feed.items.length).toBeGreaterThanOrEqual(3)
    expect(feed.items.map((i) => i.title).slice(0, cards.length)).toEqual(cards.map((c) => c.trim()))
    for (const item of feed.items) {
      expect(item.link.startsWith(`${origin}/blog/`), item.link).toBe(true)
      expect(item.guid).toBe(item.link)
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
    }
  }
})

test('another tenant’s post, an unknown post or page number and an unknown category are the 404 page', async ({
  page,
}) => {
  await page.goto(tenantUrl('coastal-mazda', '/blog'))
  const coastalPost = await page.locator('.blog-card h2 a').first().getAttribute('href')
  expect((await tenantRequest(page, 'coastal-mazda', coastalPost!)).status()).toBe(200)
  expect((await tenantRequest(page, 'harbour', coastalPost!)).status()).toBe(404)
  expect((await tenantRequest(page, 'westside-used', coastalPost!)).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', '/blog/no-such-post')).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', '/blog?page=9')).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', '/blog?category=no-such-category')).status()).toBe(404)
})

test('RTE-32 the Blog links of header and footer lead to the blog (200)', async ({ page }) => {
  for (const tenant of ['harbour', 'coastal-mazda', 'westside-used']) {
    await page.goto(tenantUrl(tenant, '/'))
    const links = page.locator('header a[href="/blog"], footer a[href="/blog"]')
    expect(await links.count(), `${tenant} links to its blog`).toBeGreaterThan(0)
    expect((await tenantRequest(page, tenant, '/blog')).status()).toBe(200)
  }
})
