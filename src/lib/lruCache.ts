/**
 * The bounded in-memory caches of this process (search results, host → tenant answers, recent vehicle views,
 * sign-in windows), on npm `lru-cache`: at its bound the cache drops the least recently used entry — read or
 * written — first. `LruCache<V>` is its string-keyed LRUCache with a count bound, an optional time to live and
 * `deleteWhere` (one tenant's entries after its stock changed).
 *   const cache = new LruCache<number>(2); cache.set('a', 1).set('b', 2); cache.get('a'); cache.set('c', 3)
 *   → holds a and c (b was the least recently used)
 * Values cannot be null or undefined (lru-cache's rule): wrap a "no" answer in an object.
 */
import { LRUCache } from 'lru-cache'

export interface LruCacheOptions {
  /** Milliseconds an entry is served after it was set (lru-cache's own clock); no limit when absent. */
  ttl?: number
}

export class LruCache<V extends NonNullable<unknown>> extends LRUCache<string, V> {
  constructor(max: number, options: LruCacheOptions = {}) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('LruCache max must be an integer ≥ 1')
    super(options.ttl === undefined ? { max } : { max, ttl: options.ttl })
  }

  /** Drop every entry whose key matches; how many went. */
  deleteWhere(pred: (key: string) => boolean): number {
    const keys = [...this.keys()].filter(pred)
    for (const key of keys) this.delete(key)
    return keys.length
  }
}
