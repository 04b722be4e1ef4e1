// The page cache's memory: an LRU of entries (entries.mjs) bounded by bytes (identity + gzip + brotli + headers of
// every entry), dropped by tenant on a purge.
import { LRUCache } from 'lru-cache'

/** @typedef {import('./entries.mjs').Entry} Entry */

export class PageStore {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    /** @type {LRUCache<string, Entry>} */
    this.lru = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.size) })
  }
  /** @param {string} key */
  get(key) {
    return this.lru.get(key)
  }
  /** Stores an entry; false when it alone is larger than the bound. @param {Entry} entry */
  set(entry) {
    if (entry.size > this.lru.maxSize) return false
    this.lru.set(entry.key, entry)
    return true
  }
  /** @param {string} key */
  delete(key) {
    this.lru.delete(key)
  }
  /** Recount an entry's bytes after it grew (ensureGzip), if it is still the one held. @param {Entry} entry */
  resized(entry) {
    if (this.lru.peek(entry.key) !== entry) return
    this.lru.delete(entry.key)
    this.set(entry)
  }
  /** Drops one tenant's entries; returns them (most hits first). @param {string} tenantId */
  purgeTenant(tenantId) {
    /** @type {Entry[]} */
    const dropped = []
    for (const [key, entry] of this.lru.entries()) {
      if (entry.tenantId !== String(tenantId)) continue
      dropped.push(entry)
      this.lru.delete(key)
    }
    return dropped.sort((a, b) => b.hits - a.hits)
  }
  /** Drops every entry; returns how many there were. */
  purgeAll() {
    const n = this.lru.size
    this.lru.clear()
    return n
  }
  get size() {
    return this.lru.size
  }
  get bytes() {
    return this.lru.calculatedSize
  }
}
