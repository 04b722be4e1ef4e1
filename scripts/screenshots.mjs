// `npm run screenshots [-- --base http://localhost:3000] [--out docs/screenshots] [--tenants harbour,…]`: screenshots
// of the home page, /search and a vehicle page of every demo tenant on a running build, at 390×844 (a phone:
// isMobile, touch, DPR 1) and 1366×900 (a laptop), viewport-high (not full page, to keep them small), written as
// palette-quantised PNGs to docs/screenshots/{tenant}-{page}-{width}.png. The README's "Screenshots" section shows
// them. Chromium is the system one (CHROMIUM_PATH, default /usr/bin/chromium), as in the e2e tests.
// Tenants are reached as {slug}.localhost:{port} (Chromium resolves *.localhost to this machine).
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

/**
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return (i > 0 && process.argv[i + 1]) || fallback
}

const base = new URL(arg('base', process.env.SCREENSHOTS_BASE ?? 'http://localhost:3000'))
const outDir = path.resolve(arg('out', 'docs/screenshots'))
const tenants = arg('tenants', 'harbour,coastal-mazda,westside-used').split(',')
const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1366, height: 900, isMobile: false, hasTouch: false },
]

/** @param {string} tenant @param {string} urlPath */
const tenantUrl = (tenant, urlPath) => `${base.protocol}//${tenant}.localhost:${base.port || 80}${urlPath}`

fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const written = []
try {
  for (const tenant of tenants) {
    // A car in stock with its pictures: the first hit of the default search.
    const probe = await browser.newPage()
    const res = await probe.goto(tenantUrl(tenant, '/api/search?hitsPerPage=1&refinementList[status][0]=in_stock'))
    if (!res?.ok()) throw new Error(`${tenant}: /api/search answered ${res?.status()} at ${base.origin}`)
    /** @type {{ hits: { slug: string }[] }} */
    const search = await res.json()
    await probe.close()
    const slug = search.hits[0]?.slug
    const pages = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/search' },
      ...(slug ? [{ name: 'vehicle', path: `/cars/${slug}` }] : []),
    ]
    for (const vp of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        isMobile: vp.isMobile,
        hasTouch: vp.hasTouch,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-AU',
        timezoneId: 'Australia/Sydney',
      })
      const page = await context.newPage()
      for (const p of pages) {
        await page.goto(tenantUrl(tenant, p.path), { waitUntil: 'load' })
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
        // Lazy images in the first screen and web fonts settle before the picture is taken.
        await page.evaluate('document.fonts.ready.then(() => undefined)')
        await page.waitForTimeout(300)
        const png = await page.screenshot({ fullPage: false })
        const file = path.join(outDir, `${tenant}-${p.name}-${vp.width}.png`)
        const optimised = await sharp(png)
          .png({ palette: true, quality: 85, effort: 8, compressionLevel: 9 })
          .toBuffer()
        fs.writeFileSync(file, optimised)
        written.push({ file: path.relative(process.cwd(), file), kb: Math.round(optimised.length / 1024) })
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
}
for (const w of written) console.log(`wrote ${w.file} (${w.kb} KB)`)
console.log(`${written.length} screenshots from ${base.origin}`)
