import type { Metadata } from 'next'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage, getRouteContext } from '@/data/content'
import { tenantState, tradeInCarPrefill } from '@/data/tradeIn'
import { isLivePath } from '@/domain/routes'
import { defaultRegoState } from '@/domain/tradeIn/rego'
import {
  TRADE_IN_PAGES,
  tradeInCarId,
  tradeInGated,
  tradeInSignInPath,
  type TradeInPageKind,
} from '@/domain/tradeIn/pages'
import { TradeInPage } from '@/modules/tradeIn/TradeInPage'

import { tenantPage, type HostParams } from './tenantPage'

/** Blocks that would repeat the trade-in wizard (a generic enquiry form) or its FAQ. */
const DUPLICATE_BLOCKS: ReadonlySet<string> = new Set(['enquiryForm', 'faq'])

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * One of the four trade-in pages (src/domain/tradeIn/pages.ts): /trade-in, /sell-my-car, /sell-your-car and
 * /cars/trade-in?car_id= each re-export `tradeInRoute(kind)`. Loads what the page shows — the car asked for (this
 * tenant's only; another tenant's id is ignored, RTE-13) and the tenant's CMS page of the same slug — and hands it to
 * the TradeInPage view. A failed load of either leaves it out rather than failing the page.
 */
export function tradeInRoute(kind: TradeInPageKind) {
  const spec = TRADE_IN_PAGES[kind]
  const metadata: Metadata = { title: spec.title }

  async function Page({ params, searchParams }: Props) {
    const tenant = await tenantPage(params)
    const carId = tradeInCarId((await searchParams).car_id)
    const [page, car, state, routes] = await Promise.all([
      spec.cmsSlug ? getPublishedPage(tenant.id, spec.cmsSlug).catch(() => null) : null,
      carId ? tradeInCarPrefill(tenant, carId).catch(() => null) : null,
      tenantState(tenant).catch(() => null),
      getRouteContext(tenant).catch(() => null),
    ])
    // A gated tenant asks for sign-in only once the sign-in page exists (no route yet: a link to it would 404, so
    // until then the form works without signing in).
    const gatePath = tradeInGated(tenant.config, spec.category) ? tradeInSignInPath(kind, carId) : null
    const signInPath = gatePath && routes && isLivePath(gatePath, routes) ? gatePath : null
    // the wizard is the page's form and it has its own FAQ: CMS blocks that repeat either are left out
    const blocks = page?.layout.filter((b) => !DUPLICATE_BLOCKS.has(b.blockType)) ?? []
    return (
      <TradeInPage
        category={spec.category}
        title={spec.title}
        signInPath={signInPath}
        car={car}
        termsRequired={tenant.config.forms.termsRequired}
        regoState={defaultRegoState(state)}
      >
        {blocks.length ? <RenderBlocks blocks={blocks} tenant={tenant} firstIsH1={false} /> : null}
      </TradeInPage>
    )
  }

  return { metadata, Page }
}
