import { getRouteContext } from '@/data/content'

import type { Page } from '../payload-types'
import { BlogCardsComponent } from './BlogCards/Component'
import { BrandsGridComponent } from './BrandsGrid/Component'
import { BudgetSearchComponent } from './BudgetSearch/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { EnquiryFormComponent } from './EnquiryForm/Component'
import { FaqComponent } from './Faq/Component'
import { FinanceCalculatorComponent } from './FinanceCalculator/Component'
import { HeroComponent } from './Hero/Component'
import { LocationsComponent } from './Locations/Component'
import { PaymentStripComponent } from './PaymentStrip/Component'
import { PromoTilesComponent } from './PromoTiles/Component'
import { ReviewsComponent } from './Reviews/Component'
import { RichTextComponent } from './RichText/Component'
import { SalesCounterComponent } from './SalesCounter/Component'
import { StatsBannerComponent } from './StatsBanner/Component'
import { StockSearchComponent } from './StockSearch/Component'
import type { BlockContext } from './types'

type LayoutBlock = Page['layout'][number]
type BlockOf<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>
type ComponentMap = {
  [T in LayoutBlock['blockType']]: (
    props: { block: BlockOf<T> } & BlockContext,
  ) => React.ReactNode | Promise<React.ReactNode>
}

/** blockType → component. Adding a block to pageBlocks without a component here is a type error. */
const components: ComponentMap = {
  hero: HeroComponent,
  richText: RichTextComponent,
  promoTiles: PromoTilesComponent,
  statsBanner: StatsBannerComponent,
  brandsGrid: BrandsGridComponent,
  cta: CallToActionComponent,
  faq: FaqComponent,
  stockSearch: StockSearchComponent,
  financeCalculator: FinanceCalculatorComponent,
  enquiryForm: EnquiryFormComponent,
  ourLocations: LocationsComponent,
  reviews: ReviewsComponent,
  budgetSearch: BudgetSearchComponent,
  salesCounter: SalesCounterComponent,
  paymentStrip: PaymentStripComponent,
  blogCards: BlogCardsComponent,
}

function renderBlock<T extends LayoutBlock['blockType']>(block: BlockOf<T>, ctx: BlockContext, key: string) {
  const Component = components[block.blockType as T] as (props: { block: BlockOf<T> } & BlockContext) => React.ReactNode
  return <Component key={key} block={block} {...ctx} />
}

/**
 * Renders a page's layout. `firstIsH1`: the first block carries the page's h1 (home pages). Each block gets the
 * tenant's route context so that links marketing typed (hero, call to action, rich text) to a page the tenant does
 * not serve are left out instead of leading to a 404.
 */
export async function RenderBlocks({
  blocks,
  tenant,
  firstIsH1,
  pageSlug,
}: {
  blocks: LayoutBlock[]
  tenant: BlockContext['tenant']
  firstIsH1: boolean
  /** The CMS page's slug, when the blocks are a page's layout (a block may render lighter away from its own page). */
  pageSlug?: string
}) {
  const routes = await getRouteContext(tenant)
  return (
    <>
      {blocks.map((block, i) =>
        renderBlock(
          block,
          { tenant, routes, headingLevel: firstIsH1 && i === 0 ? 1 : 2, position: i, pageSlug },
          String(block.id ?? i),
        ),
      )}
    </>
  )
}
