import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Response } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3210)
export const tenantUrl = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`

/**
 * Every page visit in these tests goes through here: it loads the page and fails on any serious or
 * critical axe-core violation (WCAG 2.1 A/AA rules).
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await expectAccessible(page)
  return response
}

export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * axe's landmark rules (best-practice, so not in visit()'s WCAG run, and moderate, so not in its serious/critical
 * filter), every violation failing: one main and no duplicate banner or content info, landmarks at the top level, and
 * two landmarks of one role told apart by their names (landmark-unique).
 */
export async function expectLandmarksClean(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  const results = await new AxeBuilder({ page })
    .withRules([
      'landmark-unique',
      'landmark-one-main',
      'landmark-no-duplicate-main',
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-main-is-top-level',
      'landmark-banner-is-top-level',
      'landmark-contentinfo-is-top-level',
      'landmark-complementary-is-top-level',
    ])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(', ')}`,
  )
  expect(summary, `landmark violations on ${page.url()}`).toEqual([])
}

/** Structure every public page must have: one h1, the main landmark, a banner and a content info landmark. */
export async function expectPageStructure(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
}

/** An HTTP request to a tenant host from the test runner (Node cannot resolve *.localhost, so send the Host header). */
export function tenantRequest(page: Page, slug: string, path: string) {
  return page.request.get(`http://localhost:${PORT}${path}`, { headers: { Host: `${slug}.localhost:${PORT}` } })
}

/** The demo users' password (seeded from DEMO_PASSWORD). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo'

/** A URL on the admin host (localhost). */
export const adminUrl = (path: string) => `http://localhost:${PORT}${path}`

/** Signs in to the admin as a demo user and waits for the dashboard. */
export async function adminLogin(page: Page, email: string): Promise<void> {
  await page.goto(adminUrl('/admin/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Let the page draw `count` animation frames. Scroll listeners, the sticky bars and the spin viewer act once per
 * frame, so "nothing happened after N frames" is a state the test waited for, not a guess at a duration.
 */
export async function animationFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick))
        requestAnimationFrame(tick)
      }),
    count,
  )
}

/** Scroll the window to `y`, wait until it is there and the page has drawn the frames that react to it. */
export async function scrollToAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y)
  await animationFrames(page, 2)
}
