/**
 * Asking for a car in your own words, in Chromium on two tenants at phone and laptop widths: a sentence typed in the
 * results page's box becomes the filters GET /api/search reads it as (chips, the address, the same cars), a chip
 * removed takes its filter out of the address and the results; suggestions as you type, from the keyboard alone
 * (combobox); the header's box from the home page; axe on each state.
 */
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { axeCheck, expectNoSideScroll, tenantRequest, tenantUrl, visit } from './helpers'

async function count(page: Page): Promise<number> {
  return Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^\d]/g, ''))
}

type Read = { count: number; understood: { filters: { label: string }[]; parameters: string } | null }

/** What GET /api/search reads a sentence as, and how many cars it finds. */
async function readOf(page: Page, slug: string, sentence: string): Promise<Read> {
  const res = await tenantRequest(page, slug, `/api/search?hitsPerPage=1&${new URLSearchParams({ query: sentence })}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as Read
}

async function countOf(page: Page, slug: string, parameters: URLSearchParams): Promise<number> {
  const res = await tenantRequest(page, slug, `/api/search?${parameters}&hitsPerPage=1`)
  return ((await res.json()) as { count: number }).count
}

const SENTENCES = {
  harbour: 'white suv under 60k',
  'westside-used': 'white automatic under 40k',
} as const

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    // each tenant's sentence at one width (the reading does not depend on it; the chips and the page's width are
    // checked at both): Harbour on the phone, Westside on the desktop
    for (const [slug, sentence] of Object.entries(SENTENCES).filter(
      ([slug]) => (slug === 'harbour') === (width === 390),
    )) {
      test(`${slug}: a sentence becomes chips, the address and the same cars; a chip removed follows`, async ({
        page,
      }) => {
        const read = await readOf(page, slug, sentence)
        expect(read.understood?.filters.map((f) => f.label)).toContain('White')
        expect(read.count).toBeGreaterThan(0)
        await visit(page, tenantUrl(slug, '/search'))
        const box = page.getByRole('combobox', { name: 'Search stock' })
        await box.fill(sentence)
        await box.press('Enter')
        // the address is the filters', not the sentence
        await expect(page).not.toHaveURL(/query=/)
        await expect(page).toHaveURL(/colour/)
        await expect.poll(() => count(page)).toBe(read.count)
        const said = page.getByTestId('search-understood')
        await expect(said).toContainText('Searching for')
        for (const f of read.understood!.filters) await expect(said).toContainText(f.label)
        const chips = page.getByTestId('active-filters')
        await expect(chips.getByRole('button', { name: 'Remove White' })).toBeVisible()
        await expectNoSideScroll(page, width)
        await axeCheck(page, `a sentence read as filters on ${slug}`)

        // removing a chip takes its filter out of the address and the results
        const without = new URLSearchParams(read.understood!.parameters)
        without.delete('refinementList[colour][0]')
        const wider = await countOf(page, slug, without)
        await chips.getByRole('button', { name: 'Remove White' }).click()
        await expect(page).not.toHaveURL(/colour/)
        await expect(chips.getByRole('button', { name: 'Remove White' })).toHaveCount(0)
        await expect.poll(() => count(page)).toBe(wider)
        expect(wider).toBeGreaterThanOrEqual(read.count)
        // reloaded, the address reads the same
        await page.reload()
        await expect.poll(() => count(page)).toBe(wider)
      })
    }

    test('suggestions as you type, from the keyboard alone, with recent searches', async ({ page }) => {
      await visit(page, tenantUrl('harbour', '/search'))
      const box = page.getByRole('combobox', { name: 'Search stock' })
      await box.focus()
      await page.keyboard.type('toyo')
      const list = page.getByRole('listbox', { name: 'Search stock: suggestions' })
      await expect(list).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      const first = list.getByRole('option').first()
      await expect(first).toContainText('Toyota')
      await page.keyboard.press('ArrowDown')
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
      await expectNoSideScroll(page, width)
      await axeCheck(page, 'search suggestions open')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Toyota')
      await expect(list).toBeHidden()
      await expect(page.getByTestId('active-filters').getByRole('button', { name: 'Remove Toyota' })).toBeVisible()

      // Escape closes the list, and then clears the box; an empty box offers the recent search
      await box.focus()
      await box.fill('')
      await page.keyboard.type('m')
      await expect(list).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await page.keyboard.press('Escape')
      await expect(box).toHaveValue('')
      await page.keyboard.press('ArrowDown')
      await expect(list.getByRole('option', { name: /Toyota.*Recent/ })).toBeVisible()
    })

    test('the header’s search box on the home page opens the results for a sentence', async ({ page }) => {
      await visit(page, tenantUrl('coastal-mazda', '/'))
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Search stock' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const box = page.getByRole('combobox', { name: 'Search our stock' })
      await expect(box).toBeFocused()
      await expectNoSideScroll(page, width)
      await axeCheck(page, 'the header search open')
      // Escape in the empty box closes it, back on its button
      await page.keyboard.press('Escape')
      await expect(box).toHaveCount(0)
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(box).toBeFocused()
      await page.keyboard.type('cx5 under 50k')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/search/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('CX-5')
      await expect(
        page.getByTestId('active-filters').getByRole('button', { name: /Remove Up to \$50,000/ }),
      ).toBeVisible()
    })

    test('without JavaScript the header leads to the search page, whose box searches a sentence', async ({
      newContext,
    }) => {
      const context = await newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto(tenantUrl('harbour', '/'))
      await page.getByRole('banner').getByRole('link', { name: 'Search stock' }).click()
      await page.waitForURL(/\/search$/)
      await page.getByRole('combobox', { name: 'Search stock' }).fill('white suv under 60k')
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
      await page.waitForURL(/query=white/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUVs under $60,000')
      await expect(page.getByTestId('active-filters').getByRole('button', { name: 'Remove White' })).toBeVisible()
    })
  })
}
