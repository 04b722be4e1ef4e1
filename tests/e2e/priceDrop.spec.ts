import { expect, test } from './fixtures'
import { adminUrl, DEMO_PASSWORD, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * Price history as a shopper sees it (src/domain/vehicle/priceDrop.ts): a car whose price stood 28 days or more is
 * reduced through the admin API; its page says by how much and when, with the price it was, and its search card reads
 * 'Reduced'; put back up, the claim is gone from both. Phone size (the widths and axe are reflow.spec.ts's).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true })

type Hit = {
  id: string
  slug: string
  stocknum: string | null
  status: string
  list_price: number | null
  offer_price: number | null
  subscription_price: number | null
  created_at_timestamp: number
  tag: string | null
  reserved: boolean
  certified: boolean
  fuel: string | null
}

test('a price dropped from one that stood 28 days shows on the car page (by how much, when, from what) and as Reduced on its card; a rise ends it', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  const admin = await playwright.request.newContext()
  const login = await admin.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const { hits } = (await (await tenantRequest(page, 'harbour', '/api/search?hitsPerPage=100')).json()) as {
    hits: Hit[]
  }
  const monthAgo = Date.now() / 1000 - 29 * 86_400
  // a plainly priced car listed over 28 days ago, at the same price since (no other test changed it), with no tag
  // that outranks 'Reduced' on its card
  const candidates = hits.filter(
    (h) =>
      h.status === 'in_stock' &&
      (h.list_price ?? 0) > 5000 &&
      !h.offer_price &&
      !h.subscription_price &&
      h.created_at_timestamp < monthAgo &&
      !h.tag &&
      !h.reserved &&
      !h.certified &&
      h.stocknum,
  )
  let car: Hit | undefined
  for (const h of candidates) {
    const doc = (await (await admin.get(adminUrl(`/api/vehicles/${h.id}?depth=0`), { headers })).json()) as {
      price_changed_at?: string | null
    }
    if (!doc.price_changed_at) {
      car = h
      break
    }
  }
  expect(car, 'a plain harbour car listed a month ago').toBeTruthy()
  const was = car!.list_price!
  const patch = (price: number) => admin.patch(adminUrl(`/api/vehicles/${car!.id}`), { headers, data: { price } })
  try {
    expect((await patch(was - 1000)).status()).toBe(200)
    const drop = page.getByTestId('vdp-price-drop')
    await expect(async () => {
      await visit(page, tenantUrl('harbour', `/cars/${car!.slug}`))
      await expect(drop).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(drop).toContainText('Price dropped $1,000 on')
    await expect(drop).toContainText(`(was $${was.toLocaleString('en-AU')})`)
    await expect(page.getByTestId('vdp-price')).toContainText(`$${(was - 1000).toLocaleString('en-AU')}`)

    await visit(page, tenantUrl('harbour', `/search?query=${encodeURIComponent(car!.stocknum!)}`))
    const card = page.locator(`[data-tag-kind="reduced"]`)
    await expect(card.first()).toHaveText('Reduced')

    // put back up: no drop is claimed any more
    expect((await patch(was)).status()).toBe(200)
    await expect(async () => {
      await visit(page, tenantUrl('harbour', `/cars/${car!.slug}`))
      await expect(page.getByTestId('vdp-price')).toContainText(`$${was.toLocaleString('en-AU')}`, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(drop).toHaveCount(0)
  } finally {
    await patch(was)
    await admin.dispose()
  }
})
