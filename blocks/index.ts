import type { Block } from 'payload'

import { BlogCardsBlock } from './BlogCards/config'
import { BrandsGridBlock } from './BrandsGrid/config'
import { BudgetSearchBlock } from './BudgetSearch/config'
import { CallToActionBlock } from './CallToAction/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { FaqBlock } from './Faq/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { HeroBlock } from './Hero/config'
import { LocationsBlock } from './Locations/config'
import { PaymentStripBlock } from './PaymentStrip/config'
import { PromoTilesBlock } from './PromoTiles/config'
import { ReviewsBlock } from './Reviews/config'
import { RichTextBlock } from './RichText/config'
import { SalesCounterBlock } from './SalesCounter/config'
import { StatsBannerBlock } from './StatsBanner/config'
import { StockSearchBlock } from './StockSearch/config'

/** Every block a page layout may hold (config only; components are mapped in RenderBlocks). */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  PromoTilesBlock,
  StatsBannerBlock,
  BrandsGridBlock,
  CallToActionBlock,
  FaqBlock,
  StockSearchBlock,
  FinanceCalculatorBlock,
  EnquiryFormBlock,
  LocationsBlock,
  ReviewsBlock,
  BudgetSearchBlock,
  SalesCounterBlock,
  PaymentStripBlock,
  BlogCardsBlock,
]
