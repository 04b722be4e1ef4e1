import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage } from '@/data/content'
import { tradeInCarPrefill } from '@/data/tradeIn'
import type { TenantSite } from '@/domain/site'

import { TRADE_IN_FAQ } from './faq'
import { TradeInForm } from './TradeInForm.client'

import './trade-in.css'

/**
 * The trade-in and sell-my-car pages (spec §2): title, gating notice, the multi-step form, the trade-in FAQ (CMS-07)
 * and, where the tenant has a published CMS page of the same slug, its blocks below.
 *
 * Gating (config.gating.tradeIn / sellMyCar): a gated tenant would send a visitor who is not signed in to sign-in;
 * sign-in does not exist yet, so the page shows a notice linking to /sign-in?type=trade-in&redirect=… above the form.
 */
export async function TradeInPage({
  tenant,
  category,
  title,
  cmsSlug,
  path,
  carId,
}: {
  tenant: TenantSite
  category: 'Trade-in' | 'Sell My Car'
  title: string
  cmsSlug: string | null
  path: string
  carId?: string | null
}) {
  const gated = category === 'Trade-in' ? tenant.config.gating.tradeIn : tenant.config.gating.sellMyCar
  const page = cmsSlug ? await getPublishedPage(tenant.id, cmsSlug).catch(() => null) : null
  // RTE-13: /cars/trade-in?car_id= starts from that car of this tenant (another tenant's id is ignored).
  const car = carId ? await tradeInCarPrefill(tenant, carId).catch(() => null) : null
  const signIn = `/sign-in?type=${category === 'Trade-in' ? 'trade-in' : 'sell-my-car'}&redirect=${encodeURIComponent(path)}`
  return (
    <>
      <h1 className="container page-title">{title}</h1>
      {gated ? (
        <p className="ti-gate" role="note">
          Please <a href={signIn}>sign in</a> to get your valuation.
        </p>
      ) : null}
      {car ? (
        <p className="ti-car container" role="note">
          Valuing: <strong>{car.title}</strong>
        </p>
      ) : null}
      <TradeInForm
        category={category}
        carId={car?.carId ?? null}
        prefill={car ? { make: car.make, model: car.model, year: car.year, kms: car.kms } : null}
        termsRequired={tenant.config.forms.termsRequired}
      />
      <section className="ti-faq" aria-labelledby="ti-faq-heading">
        <h2 id="ti-faq-heading">Trade-in questions</h2>
        {TRADE_IN_FAQ.map((f) => (
          <details key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </section>
      {page ? <RenderBlocks blocks={page.layout} tenant={tenant} firstIsH1={false} /> : null}
    </>
  )
}
