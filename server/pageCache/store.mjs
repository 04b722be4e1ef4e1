// The page cache's memory: an LRU of entries (entries.mjs) bounded by bytes (identity + gzip + brotli + headers of
// every entry), dropped by tenant, or by the tags their renders read, on a purge. Besides, each key's last validator (its ETag and since when it has had
// it), kept through purges: a page rendered again after a purge with the same content keeps its Last-Modified.
import { LRUCache } from 'lru-cache'

/** @typedef {import('./entries.mjs').Entry} Entry */

/** The keys whose last validator is remembered (some 200 bytes each). */
const VALIDATORS = 20_000

export class PageStore {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    /** @type {LRUCache<string, Entry>} */
    this.lru = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.size) })
    /** @type {LRUCache<string, { etag: string, modifiedAt: number }>} */
    this.validators = new LRUCache({ max: VALIDATORS })
  }
  /** @param {string} key */
  get(key) {
    return this.lru.get(key)
  }
  /** The entry held for a key, without counting as a use of it (its place in the LRU stays). @param {string} key */
  peek(key) {
    return this.lru.peek(key)
  }
  /**
   * Stores an entry; false when it alone is larger than the bound. An entry whose ETag is the one its key had takes
   * that one's Last-Modified (the content has not changed since).
   * @param {Entry} entry
   */
  set(entry) {
    if (!this.keepModified(entry) && entry.etag)
      this.validators.set(entry.key, { etag: entry.etag, modifiedAt: entry.modifiedAt })
    if (entry.size > this.lru.maxSize) return false
    this.lru.set(entry.key, entry)
    return true
  }
  /**
   * Gives an entry whose ETag is the one its key has had that one's Last-Modified, without recording anything: also
   * for a render answered but not stored (a purge came while it rendered), which must not date unchanged content anew.
   * @param {Entry} entry @returns {boolean} whether the ETag was the known one
   */
  keepModified(entry) {
    const known = this.validators.get(entry.key)
    if (!known || known.etag !== entry.etag) return false
    entry.modifiedAt = Math.min(entry.modifiedAt, known.modifiedAt)
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
    return this.purgeWhere(tenantId, () => true)
  }
  /**
   * Drops the tenant's entries `match` picks (purge.mjs: those that read an expired tag); returns them, most hits first.
   * @param {string} tenantId @param {(entry: Entry) => boolean} match
   */
  purgeWhere(tenantId, match) {
    /** @type {Entry[]} */
    const dropped = []
    for (const [key, entry] of this.lru.entries()) {
      if (entry.tenantId !== String(tenantId) || !match(entry)) continue
      dropped.push(entry)
      this.lru.delete(key)
    }
    return dropped.sort((a, b) => b.hits - a.hits)
  }
  /**
   * Makes the tenant's entries `match` picks stale from now on: their time of storing no later than `storedAt` (an
   * entry already older keeps its own). Returns them. @param {string} tenantId
   * @param {(entry: Entry) => boolean} match @param {number} storedAt
   */
  ageWhere(tenantId, match, storedAt) {
    /** @type {Entry[]} */
    const aged = []
    for (const entry of this.lru.values()) {
      if (entry.tenantId !== String(tenantId) || !match(entry)) continue
      entry.storedAt = Math.min(entry.storedAt, storedAt)
      aged.push(entry)
    }
    return aged
  }
  /**
   * Lets `storedAt` pick each entry's new time of storing (an earlier one: the entry goes stale sooner); returns how
   * many entries there are. @param {(entry: Entry) => number} storedAt
   */
  age(storedAt) {
    for (const entry of this.lru.values()) entry.storedAt = Math.min(entry.storedAt, storedAt(entry))
    return this.lru.size
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
