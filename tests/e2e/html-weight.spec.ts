/**
 * Issue 14: light HTML. The results page's weight is what every shopper from a campaign email downloads (and what
 * the server renders for a search state not yet cached): the flight payload repeats the server-rendered markup, so
 * each byte of markup costs about two. Guards against the weight creeping back.
 */
import { expect, test } from '@playwright/test'

import { tenantRequest } from './helpers'

const KB = 1024
const SEARCH_LIMIT_KB = 97
/**
 * Measured after issue 14's cuts (harbour /search: 21 cards, nine footer locations): 158 KB; issue 15's live Offers,
 * Blog, budget search and group-company links took it to 167 KB. Then the header and footer became client
 * components fed their data (their element trees had travelled a second time in the flight payload), the first
 * answer travels packed (PackedResultsView) and the not-found boundary every page carries is a client component:
 * 118.7 KB (85.7 KB of it markup). Then (23 Nov 2026): card photos by density (three optimiser URLs, no sizes), the
 * save buttons without wrapper, box, icon element or empty live region, the footer's locations as name, today's hours
 * and phone (the address and weekly hours on the location pages), icons of cards, footer and promo tiles drawn by CSS,
 * and filter groups beyond condition, make, model and body closed at first: 90.8 KB (59.6 KB markup, 31.9 KB flight
 * payload); the packed cards' repeated strings written once (packCards): 88.7 KB (59.6 KB markup, 29.8 KB flight).
 * Then (24 Nov 2026, third pass): no per-card test ids, the not-found boundaries (Next's root one and the (site)
 * group's) as client references, the search vocabulary learnt from the facet lists instead of sent whole, cards
 * without the name, slug and photo folder they rebuild, models naming their make by index, the values of the filter
 * groups closed at first fetched when opened, one <noscript> photo per deferred card: 78.0 KB (53.7 KB markup,
 * 22.9 KB flight payload), with issue 13's deferred card photos in the tree. The 80 KB target is met.
 * Then each card's weekly figure came with what credit law requires beside it (RateDisclosure: rate, comparison rate,
 * its example and warning; about 0.8 KB of markup a card, the same words on every card, which compress to almost
 * nothing): 94.6 KB. A tenant whose cards have no room turns the repayment off (finance.card_repayment).
 */
const SEARCH_LIMIT = SEARCH_LIMIT_KB * KB
const HOME_LIMIT_KB = 192
/**
 * Harbour's home page: 235 KB before the cuts above (23 Nov 2026), 189.4 KB after (75.2 KB markup, 112.8 KB flight
 * payload: most of it the blocks' element trees); 174 KB with the home blocks' own cuts then in progress; 169.8 KB
 * after /search's third pass (24 Nov 2026: the not-found boundaries, the footer's test ids); 189.4 KB with each stock
 * card's credit-advert disclosure (see above).
 */
const HOME_LIMIT = HOME_LIMIT_KB * KB

/** A page's bytes split as the report reads them: the markup, the flight payload (self.__next_f) and the rest. */
function split(html: string) {
  const bytes = (s: string) => Buffer.byteLength(s)
  const scripts = html.match(/<script[\s\S]*?<\/script>/g) ?? []
  const flight = scripts.filter((s) => s.includes('self.__next_f')).reduce((n, s) => n + bytes(s), 0)
  return { total: bytes(html), markup: bytes(html.replace(/<script[\s\S]*?<\/script>/g, '')), flight }
}

test(`issue 14: harbour /search with 21 cards is at most ${SEARCH_LIMIT_KB} KB of HTML (target 80 KB)`, async ({
  page,
}) => {
  const res = await tenantRequest(page, 'harbour', '/search')
  expect(res.status()).toBe(200)
  const html = await res.text()
  console.log('harbour /search', split(html))
  expect(html.match(/<article class="card[ "]/g)).toHaveLength(21)
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(SEARCH_LIMIT)
})

test(`issue 14: harbour's home page is at most ${HOME_LIMIT_KB} KB of HTML`, async ({ page }) => {
  const res = await tenantRequest(page, 'harbour', '/')
  expect(res.status()).toBe(200)
  const html = await res.text()
  console.log('harbour /', split(html))
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HOME_LIMIT)
})

test('issue 14: an icon is one short reference (its drawing and presentation live in the sprite and CSS)', async ({
  page,
}) => {
  const html = await (await tenantRequest(page, 'harbour', '/search')).text()
  const icons = html.match(/<svg[^>]*><use href="\/icons\.svg\?v=[0-9a-f]+#[a-z0-9-]+"><\/use><\/svg>/g) ?? []
  // 14 on 23 Nov 2026: the cards', footer's and promo tiles' icons are drawn by CSS since (issue 14), not referenced
  expect(icons.length).toBeGreaterThan(10)
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
