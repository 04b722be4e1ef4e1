import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminSignIn, adminUrl, PORT, reviewScreenshot, tenantUrl } from './helpers'

/**
 * Live preview (marketing staff's tools; docs/architecture/content.md "Live preview"): a marketer editing a
 * page or a post sees it on its own tenant's site beside the form. The admin's frame opens /api/preview?token=… on the
 * tenant's host (a token signed for that document), which turns draft mode on and redirects to the page; saving a draft
 * refreshes the frame with the draft; a shopper (no cookie) still gets the published version, from the edge page cache
 * or not — draft-mode requests are never stored there.
 */

const HOST = (slug: string) => ({ Host: `${slug}.localhost:${PORT}` })

/** A shopper's request: no cookies at all (Node's request context, not the signed-in browser's). */
async function shopper(request: APIRequestContext, path: string) {
  const res = await request.get(`http://localhost:${PORT}${path}`, { headers: HOST('harbour'), maxRedirects: 0 })
  return { status: res.status(), cache: res.headers()['x-page-cache'], text: await res.text() }
}

async function harbourTenantId(page: Page): Promise<number> {
  const res = await page.request.get(adminUrl('/api/pages?where[slug][equals]=home&depth=0&limit=1'))
  const docs = ((await res.json()) as { docs: { tenant: number }[] }).docs
  expect(docs.length, 'the marketer reads harbour’s home page').toBe(1)
  return docs[0]!.tenant
}

/** Opens the document in the admin with the live preview on; returns the preview frame's src. */
async function openLivePreview(page: Page, collection: string, id: number): Promise<string> {
  await page.goto(adminUrl(`/admin/collections/${collection}/${id}`))
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  if (!(await page.locator('#live-preview-iframe').isVisible())) await toggler.click()
  const frame = page.locator('#live-preview-iframe')
  await expect(frame).toBeVisible({ timeout: 15_000 })
  return (await frame.getAttribute('src')) ?? ''
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }],
      },
    ],
  },
})

test.describe('live preview', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ viewport: { width: 1366, height: 900 } })

  test('a page: the admin frame shows the saved draft heading on the tenant host; a shopper still sees the published one', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const run = Date.now().toString(36)
    const slug = `preview-${run}`
    const published = `Published heading ${run}`
    const draft = `Draft heading ${run}`
    await adminSignIn(page, 'marketing@demo.test')
    const tenant = await harbourTenantId(page)
    const created = await page.request.post(adminUrl('/api/pages'), {
      data: {
        tenant,
        title: `Preview ${run}`,
        slug,
        layout: [{ blockType: 'hero', heading: published }],
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      // the shopper's page is in the edge cache before the draft exists
      await expect.poll(async () => (await shopper(request, `/${slug}`)).text.includes(published)).toBe(true)

      const src = await openLivePreview(page, 'pages', id)
      expect(src.startsWith(tenantUrl('harbour', '/api/preview?token=')), src).toBe(true)
      const frame = page.frameLocator('#live-preview-iframe')
      await expect(frame.getByRole('heading', { name: published })).toBeVisible({ timeout: 30_000 })
      await expect(frame.getByTestId('preview-bar')).toContainText('Preview')

      const heading = page.locator('#field-layout__0__heading')
      await expect(heading).toBeVisible()
      await heading.fill(draft)
      await saveDraft(page)
      // the frame refreshes on save (payload-document-event → router.refresh) and shows the draft
      await expect(frame.getByRole('heading', { name: draft })).toBeVisible({ timeout: 20_000 })
      await reviewScreenshot(page, { path: testInfo.outputPath('admin-live-preview-page-1366.png') })

      // a shopper, with no cookie: the published heading, never the draft (HIT or MISS alike)
      const seen = await shopper(request, `/${slug}`)
      expect(seen.status).toBe(200)
      expect(seen.text).toContain(published)
      expect(seen.text).not.toContain(draft)
      expect(seen.text).not.toContain('data-testid="preview-bar"')
    } finally {
      await page.request.delete(adminUrl(`/api/pages/${id}`))
    }
  })

  test('a post: the frame shows the saved draft title on /blog/{slug}; shoppers the published one', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const run = Date.now().toString(36)
    const slug = `preview-post-${run}`
    const published = `Published post ${run}`
    const draft = `Draft post ${run}`
    await adminSignIn(page, 'marketing@demo.test')
    const tenant = await harbourTenantId(page)
    const created = await page.request.post(adminUrl('/api/posts'), {
      data: {
        tenant,
        title: published,
        slug,
        published_at: new Date(Date.now() - 86_400_000).toISOString(),
        body: paragraph('A post for the live preview test.'),
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await expect.poll(async () => (await shopper(request, `/blog/${slug}`)).text.includes(published)).toBe(true)
      const src = await openLivePreview(page, 'posts', id)
      expect(src.startsWith(tenantUrl('harbour', '/api/preview?token=')), src).toBe(true)
      const frame = page.frameLocator('#live-preview-iframe')
      await expect(frame.getByRole('heading', { level: 1, name: published })).toBeVisible({ timeout: 30_000 })

      await page.locator('#field-title').fill(draft)
      await saveDraft(page)
      await expect(frame.getByRole('heading', { level: 1, name: draft })).toBeVisible({ timeout: 20_000 })

      const seen = await shopper(request, `/blog/${slug}`)
      expect(seen.text).toContain(published)
      expect(seen.text).not.toContain(draft)
    } finally {
      await page.request.delete(adminUrl(`/api/posts/${id}`))
    }
  })

  test('the preview route: another tenant’s host refuses the link, a bad one is 401, the right host sets the cookies and redirects; the cache never serves the draft', async ({
    page,
    request,
    newContext,
  }) => {
    test.setTimeout(180_000)
    const run = Date.now().toString(36)
    const slug = `preview-route-${run}`
    await adminSignIn(page, 'marketing@demo.test')
    const tenant = await harbourTenantId(page)
    const created = await page.request.post(adminUrl('/api/pages'), {
      data: {
        tenant,
        title: `Route ${run}`,
        slug,
        layout: [{ blockType: 'hero', heading: `Live ${run}` }],
        _status: 'published',
      },
    })
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      // a draft saved over the published page (the API's draft save, as the admin's Save Draft does)
      const saved = await page.request.patch(adminUrl(`/api/pages/${id}?draft=true`), {
        data: { layout: [{ blockType: 'hero', heading: `Unpublished ${run}` }] },
      })
      expect(saved.status(), await saved.text()).toBe(200)
      const src = await openLivePreview(page, 'pages', id)
      const token = new URL(src).searchParams.get('token')!
      expect(token).toBeTruthy()
      const path = `/api/preview?${new URLSearchParams({ token })}`

      // tenant A's link on tenant B's host: refused, no cookie
      const other = await request.get(`http://localhost:${PORT}${path}`, {
        headers: HOST('coastal-mazda'),
        maxRedirects: 0,
      })
      expect(other.status()).toBe(403)
      expect(await other.text()).toContain('another site')
      expect(other.headers()['set-cookie']).toBeUndefined()
      // a forged or mangled token: 401 with a message, never a 5xx
      const bad = await request.get(`http://localhost:${PORT}/api/preview?token=${token.slice(0, -2)}xx`, {
        headers: HOST('harbour'),
        maxRedirects: 0,
      })
      expect(bad.status()).toBe(401)
      expect(await bad.text()).toContain('not valid')
      expect((await request.get(`http://localhost:${PORT}/api/preview`, { headers: HOST('harbour') })).status()).toBe(
        401,
      )

      // the right host: 303 to the page, with draft mode and the tenant's preview cookie
      const ok = await request.get(`http://localhost:${PORT}${path}`, { headers: HOST('harbour'), maxRedirects: 0 })
      expect(ok.status()).toBe(303)
      expect(ok.headers()['location']).toBe(`/${slug}`)
      const cookies = ok
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value)
      expect(cookies.some((c) => c.startsWith('__prerender_bypass='))).toBe(true)
      expect(cookies.some((c) => c.startsWith('dp-preview=') && /HttpOnly/i.test(c))).toBe(true)

      // two browser contexts: the marketer's preview, then a shopper — the draft never reaches the shopper
      const previewer = await newContext()
      const shopperContext = await newContext()
      const p = await previewer.newPage()
      await p.goto(tenantUrl('harbour', path))
      expect(new URL(p.url()).pathname).toBe(`/${slug}`)
      await expect(p.getByRole('heading', { name: `Unpublished ${run}` })).toBeVisible()
      await expect(p.getByTestId('preview-bar')).toBeVisible()
      const again = (await p.goto(tenantUrl('harbour', `/${slug}`)))!
      expect(again.headers()['x-page-cache']).toBe('BYPASS')
      expect(again.headers()['content-security-policy']).toContain(`http://localhost:${PORT}`)
      expect(again.headers()['content-security-policy']).toMatch(/frame-ancestors 'self' [^;]*http:\/\/localhost/)

      const s = await shopperContext.newPage()
      for (let i = 0; i < 2; i++) {
        const res = await s.goto(tenantUrl('harbour', `/${slug}`))
        expect(res!.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/)
        await expect(s.getByRole('heading', { name: `Live ${run}` })).toBeVisible()
        await expect(s.getByText(`Unpublished ${run}`)).toHaveCount(0)
        await expect(s.getByTestId('preview-bar')).toHaveCount(0)
      }

      // Exit: draft mode off, back to the published page
      await p.getByTestId('preview-exit').click()
      await expect(p.getByRole('heading', { name: `Live ${run}` })).toBeVisible()
      await expect(p.getByTestId('preview-bar')).toHaveCount(0)
    } finally {
      await page.request.delete(adminUrl(`/api/pages/${id}`))
    }
  })
})
