// The purge bus between instances (docs/DEPLOY.md "Shared state"): with REDIS_URL set, every cache tag an edge's
// workers expire is published on one Redis channel, and every other edge applies it as if its own workers had
// expired it — its workers' caches and its page cache (server/server.mjs). The tag fan-out's repeats (after a
// write's commit, a second later) are published too, so another instance that rendered in between drops that render.
//
// An edge that was cut off (its subscriber reconnects) may have missed tags: it drops its workers' caches ('*') and
// lets its pages go stale gradually (server/server.mjs). An edge whose publish failed tells the others to do the same
// once it is back. Without REDIS_URL there
// is no bus: one instance, its workers fanned out by the edge alone.
import crypto from 'node:crypto'

import { ALL_TAGS } from '../src/lib/dataCache.mjs'
import { tagChunks } from '../src/lib/purgeScope.mjs'
import { connect, redisPrefix } from '../src/lib/sharedRedis.mjs'

import { cleanTags, validTags } from './upstream.mjs'

/**
 * @typedef {object} Bus
 * @property {string} instance         this edge's id on the bus
 * @property {(tags: string[]) => void} publish  tell the other instances (never throws)
 * @property {() => { connected: boolean, published: number, received: number, lost: number }} stats
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ url: string | undefined, prefix?: string, onTags: (tags: string[]) => void, onResync: () => void,
 *   instance?: string }} input  `onTags`: another instance expired these; `onResync`: drop everything (see the top)
 * @returns {Bus | null} null without a URL
 */
export function createBus({ url, prefix = redisPrefix(), onTags, onResync, instance = crypto.randomUUID() }) {
  if (!url) return null
  const channel = `${prefix}bus`
  const pub = connect(url, 'bus-publish')
  const sub = connect(url, 'bus-subscribe')
  let published = 0
  let received = 0
  let lost = 0
  let owed = false

  sub.client.on('message', (_channel, text) => {
    /** @type {{ from?: unknown, tags?: unknown }} */
    let message
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    if (message.from === instance) return
    const tags = validTags(message.tags)
    if (!tags.length) return
    received++
    if (tags.includes(ALL_TAGS)) onResync()
    else onTags(tags)
  })
  sub.onChange(({ up, again }) => {
    if (!up) return
    sub.client.subscribe(channel).catch((error) => console.error('✖ purge bus: subscribe failed', error))
    if (again) onResync()
  })
  pub.onChange(({ up }) => {
    if (up && owed) send([ALL_TAGS])
  })

  /** @param {string[]} tags */
  function send(tags) {
    pub.client.publish(channel, JSON.stringify({ from: instance, tags })).then(
      () => {
        published++
        if (tags.includes(ALL_TAGS)) owed = false
      },
      () => {
        lost++
        owed = true
      },
    )
  }

  return {
    instance,
    publish(tags) {
      const valid = cleanTags(tags)
      if (!valid.length) return
      if (!pub.up()) {
        lost++
        owed = true
        return
      }
      for (const chunk of tagChunks(valid)) send(chunk)
    },
    stats: () => ({ connected: pub.up() && sub.up(), published, received, lost }),
    async close() {
      await Promise.all([pub.close(), sub.close()])
    },
  }
}
