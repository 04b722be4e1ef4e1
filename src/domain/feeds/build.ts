/**
 * Both feeds by kind: the builders (the whole XML) and the cars each would leave out, judged without writing any XML
 * (the admin's Feeds tab lists them).
 *   FEED_BUILDERS.google(channel, vehicles) → BuiltFeed
 *   feedSkips('meta', vehicles, channel)    → FeedSkip[] (the same as buildMetaFeed(...).skipped)
 */
import {
  buildGoogleFeed,
  googleItem,
  googleSkipReasons,
  splitEntries,
  type BuiltFeed,
  type FeedChannel,
} from './google'
import type { SiteConfig } from '../siteConfig'
import type { FeedKind } from './kinds'
import { buildMetaFeed, metaListing, metaSkipReasons } from './meta'
import type { FeedSkip } from './skips'
import type { FeedVehicle } from './vehicle'

export const FEED_BUILDERS: Record<FeedKind, (channel: FeedChannel, vehicles: readonly FeedVehicle[]) => BuiltFeed> = {
  google: buildGoogleFeed,
  meta: buildMetaFeed,
}

export function feedSkips(kind: FeedKind, vehicles: readonly FeedVehicle[], channel: FeedChannel): FeedSkip[] {
  if (kind === 'google')
    return splitEntries(vehicles, (v) => googleItem(v, channel.sellsOnline), googleSkipReasons).skipped
  return splitEntries(vehicles, metaListing, metaSkipReasons).skipped
}

/** A feed's channel: the site's name and home page, and whether it sells online (its buy-online switch). */
export function feedChannel(name: string, origin: string, config: Pick<SiteConfig, 'features'>): FeedChannel {
  return { title: name, link: `${origin.replace(/\/+$/, '')}/`, sellsOnline: config.features.buyOnline }
}
