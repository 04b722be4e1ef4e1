/**
 * Issue 14: light HTML. The results page's weight is what every shopper from a campaign email downloads (and what
 * the server renders for a search state not yet cached): the flight payload repeats the server-rendered markup, so
 * each byte of markup costs about two. Guards against the weight creeping back.
 */
import { expect, test } from '@playwright/test'

import { tenantRequest } from './helpers'

const KB = 1024
const SEARCH_LIMIT_KB = 120
/**
 * Measured after issue 14's cuts (harbour /search: 21 cards, nine footer locations): 158 KB; issue 15's live Offers,
 * Blog, budget search and group-company links took it to 167 KB. Then the header and footer became client
 * components fed their data (Header.tsx, Footer.tsx: their element trees had travelled a second time in the flight
 * payload), the first answer travels packed (PackedResultsView) and the not-found boundary every page carries is a
 * client component: 118.7 KB on 23 Nov 2026 (85.7 KB of it markup). The target is 80 KB, not yet met: the
 * guard stops creep.
 */
const SEARCH_LIMIT = SEARCH_LIMIT_KB * KB

test(`issue 14: harbour /search with 21 cards is at most ${SEARCH_LIMIT_KB} KB of HTML (target 80 KB: not yet met)`, async ({
  page,
}) => {
  const res = await tenantRequest(page, 'harbour', '/search')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html.match(/data-testid="vehicle-card"/g)).toHaveLength(21)
  expect(html.length).toBeLessThanOrEqual(SEARCH_LIMIT)
})

test('issue 14: an icon is one short reference (its drawing and presentation live in the sprite and CSS)', async ({
  page,
}) => {
  const html = await (await tenantRequest(page, 'harbour', '/search')).text()
  const icons = html.match(/<svg[^>]*><use href="\/icons\.svg\?v=[0-9a-f]+#[a-z0-9-]+"><\/use><\/svg>/g) ?? []
  expect(icons.length).toBeGreaterThan(20)
  for (const icon of icons) {
    expect(icon).not.toMatch(/ (viewBox|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|focusable)=/)
    expect(icon.replace(/ class="[^"]*"/, '').length).toBeLessThanOrEqual(120)
  }
})

test('issue 14: the navigation is in the HTML once (the phone drawer shows the header’s own nav)', async ({ page }) => {
  const html = await (await tenantRequest(page, 'harbour', '/')).text()
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '')
  expect(markup.match(/<nav aria-label="Main"/g)).toHaveLength(1)
  expect(markup.match(/class="site-nav__submenu"/g)?.length).toBeGreaterThan(0)
})
