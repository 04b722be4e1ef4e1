import { RenderBlocks } from '@blocks/RenderBlocks'
import type { PageDoc } from '@/data/content'
import { siteLocations } from '@/data/locations'
import { timeZoneForState } from '@/domain/locations/hours'
import { saleCountdown } from '@/domain/marketing/sale'
import type { TenantSite } from '@/domain/site'
import { SaleHero, SaleTerms } from '@/modules/campaign/SaleHero'

/**
 * The sale template (/pages/{slug} campaign pages): the sale banner with the countdown worked out here, in
 * the dealer's own time zone (its primary location's state), then the page's blocks (featured stock is a Stock search
 * block) and the sale's terms. Day granularity, so a copy the edge serves for a few minutes stays right.
 */
export async function SalePage({ page, tenant }: { page: PageDoc; tenant: TenantSite }) {
  const [primary] = await siteLocations(tenant.id)
  const countdown = saleCountdown(page.sale?.ends_at, new Date(), timeZoneForState(primary?.state))
  return (
    <>
      <SaleHero
        title={page.title}
        badge={page.sale?.badge ?? null}
        subheading={page.sale?.subheading ?? null}
        countdown={countdown}
      />
      <RenderBlocks blocks={page.layout} tenant={tenant} firstIsH1={false} />
      {page.sale?.terms ? <SaleTerms terms={page.sale.terms} /> : null}
    </>
  )
}
