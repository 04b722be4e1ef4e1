import type { RouteContext } from '../src/domain/routes'
import type { TenantSite } from '../src/domain/site'

/** What every block component receives besides its own data. */
export interface BlockContext {
  tenant: TenantSite
  /** 1 for the first block of a page that has no other h1 (the hero on a home page), otherwise 2. */
  headingLevel: 1 | 2
  /** What this tenant serves: a block renders no link that would lead to a 404 (isLiveHref). */
  routes: RouteContext
  /** The block's index in the page's layout (0 = first): a block far down may load its client code late. */
  position?: number
  /** The slug of the CMS page the block is on ('home', 'brands', …), when it is one. */
  pageSlug?: string
}
