import { type Page } from '@playwright/test'

import { expect, forgetHttpCache, test } from './fixtures'
import { tenantRequest, tenantUrl } from './helpers'

/**
 * Image priority (Lighthouse mobile ≥ 95): on a phone, a page asks first for the one photo that paints largest (its LCP
 * image: eager, high fetch priority, preloaded) and leaves every other photo to the browser's lazy loading, so the
 * bytes before the first paint are the page's own. Checked on the home page, /search and a vehicle page of every
 * template at 390 × 844:
 *   - at most one <img fetchpriority="high"> and at most one photo preload (an SVG logo's does not count);
 *   - every photo that does not start inside the first screen is loading="lazy" (hidden ones included: an eager
 *     hidden image still downloads), or a deferred one still waiting (DeferredImage: an inline placeholder, nothing
 *     fetched until it comes near);
 *   - no photo is fetchpriority="high" unless it starts inside the first screen.
 * (Scores belong in `npm run bench:lighthouse`; this guards what the scores depend on.)
 */

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const
const VIEWPORT = { width: 390, height: 844 }

test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true })

interface Shot {
  src: string
  loading: string
  priority: string | null
  top: number
  shown: boolean
}

async function images(page: Page): Promise<{ imgs: Shot[]; preloads: string[] }> {
  return page.evaluate(() => {
    const imgs = [...document.querySelectorAll('img')].map((img) => {
      const box = img.getBoundingClientRect()
      return {
        src: (img.getAttribute('src') ?? '').slice(0, 120),
        // a deferred photo still waiting shows an inline placeholder and fetches nothing until it comes near
        loading: img.dataset.deferred === 'waiting' ? 'deferred' : (img.getAttribute('loading') ?? 'eager'),
        priority: img.getAttribute('fetchpriority'),
        top: Math.round(box.top + window.scrollY),
        shown: box.width > 0 && box.height > 0 && getComputedStyle(img).visibility !== 'hidden',
      }
    })
    // a logo (SVG, ~1 KB) may be preloaded too: only photos count
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')]
      .map((l) => l.getAttribute('href') ?? l.getAttribute('imagesrcset')?.slice(0, 120) ?? '')
      .filter((href) => !/\.svg(\?|$)/.test(href))
    return { imgs, preloads }
  })
}

async function vehiclePath(page: Page, tenant: string): Promise<string> {
  const res = await tenantRequest(page, tenant, '/api/search?hitsPerPage=1&refinementList%5Bstatus%5D%5B0%5D=in_stock')
  const slug = ((await res.json()) as { hits: { slug: string }[] }).hits[0]?.slug
  expect(slug).toBeTruthy()
  return `/cars/${slug}`
}

for (const tenant of TENANTS) {
  for (const name of ['home', 'search', 'vehicle'] as const) {
    test(`${tenant} ${name}: one eager high-priority photo, every photo below the first screen lazy`, async ({
      page,
    }) => {
      const path = name === 'home' ? '/' : name === 'search' ? '/search' : await vehiclePath(page, tenant)
      await page.goto(tenantUrl(tenant, path), { waitUntil: 'load' })
      const { imgs, preloads } = await images(page)
      expect(imgs.length).toBeGreaterThan(0)

      const high = imgs.filter((i) => i.priority === 'high')
      expect(high.length, `fetchpriority="high" photos: ${JSON.stringify(high)}`).toBeLessThanOrEqual(1)
      expect(preloads.length, `image preloads: ${JSON.stringify(preloads)}`).toBeLessThanOrEqual(1)

      const firstScreen = (i: Shot) => i.shown && i.top < VIEWPORT.height
      const eagerBelow = imgs.filter((i) => !firstScreen(i) && i.loading !== 'lazy' && i.loading !== 'deferred')
      expect(eagerBelow, 'photos outside the first screen that are not loading="lazy"').toEqual([])
      const highBelow = high.filter((i) => !firstScreen(i))
      expect(highBelow, 'high-priority photos outside the first screen').toEqual([])
    })
  }
}

/**
 * Below a home page's first two blocks, the promo tiles' and location cards' photos are not asked for during the first
 * paint (DeferredImage): Chromium's own lazy loading fetches images up to 1250–2500 px ahead, i.e. all of them on a
 * phone, and Lighthouse's simulated slow network counted those bytes before the LCP. A photo whose section is more
 * than DeferredImage's 300 px below the first screen has only its inline placeholder as source after load; it loads as
 * the shopper scrolls near.
 */
for (const tenant of TENANTS) {
  test(`${tenant} home: promo tile and location photos wait until the shopper scrolls near them`, async ({ page }) => {
    await forgetHttpCache(page) // a first visit: every photo it loads is asked for
    const requested: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'image') requested.push(decodeURIComponent(req.url()))
    })
    await page.goto(tenantUrl(tenant, '/'), { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const states = await page.locator('img[data-deferred]').evaluateAll((imgs) =>
      imgs.map((i) => ({
        state: i.getAttribute('data-deferred'),
        src: i.getAttribute('src'),
        visibility: getComputedStyle(i).visibility,
        sectionTop: (i.closest('section') ?? i).getBoundingClientRect().top + window.scrollY,
      })),
    )
    const far = states.filter((s) => s.sectionTop > VIEWPORT.height + 300 + 50)
    expect(far.length, 'deferred photos well below the first screen').toBeGreaterThan(0)
    // (a waiting photo's source is the inline placeholder: no request)
    expect(far.filter((s) => s.state !== 'waiting' || !s.src?.startsWith('data:'))).toEqual([])
    // a waiting photo keeps its box but draws nothing (no broken-image mark where its block is already drawn)
    expect(far.filter((s) => s.visibility !== 'hidden')).toEqual([])
    // the location photos (a section far down every home page) were not requested
    expect(requested.filter((url) => /\/demo-images\/location-/.test(url))).toEqual([])
    // scrolled to, every location card's photo loads and paints — the ones a centred carousel starts scrolled past
    // too: they load together, eagerly, once near (a lazy photo in a card a script scrolls into place may never be
    // asked for)
    const locations = page.locator('[data-block="ourLocations"]')
    await locations.scrollIntoViewIfNeeded()
    const photos = locations.locator('img[data-deferred]')
    expect(await photos.count()).toBeGreaterThan(1)
    await expect(photos.first()).toHaveAttribute('data-deferred', 'loaded')
    await expect
      .poll(() =>
        photos.evaluateAll(
          (imgs) =>
            imgs.filter((i) => {
              const img = i as HTMLImageElement
              // the photo itself, not the waiting placeholder
              return img.currentSrc.startsWith('data:') || !(img.complete && img.naturalWidth > 0)
            }).length,
        ),
      )
      .toBe(0)
    expect(requested.some((url) => /\/demo-images\/location-/.test(url))).toBe(true)
  })
}
