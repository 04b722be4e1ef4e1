/**
 * The in-memory search cache (SRP-25, SRP-26): keyed by the canonical query key; at its size limit the oldest
 * entry (by insertion) is evicted first. Reading does not refresh an entry: the spec says oldest-first, so this is
 * a pure insertion-order (FIFO) cache despite the name. Setting an existing key replaces it and makes it newest.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>()

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError('LruCache maxEntries must be an integer ≥ 1')
  }

  get size(): number {
    return this.entries.size
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  get(key: string): V | undefined {
    return this.entries.get(key)
  }

  set(key: string, value: V): this {
    if (this.entries.has(key)) this.entries.delete(key)
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
    this.entries.set(key, value)
    return this
  }

  delete(key: string): boolean {
    return this.entries.delete(key)
  }

  /** Drop every entry whose key matches, e.g. one tenant's entries after its stock changed. Returns how many. */
  deleteWhere(pred: (key: string) => boolean): number {
    let removed = 0
    for (const key of [...this.entries.keys()]) {
      if (pred(key)) {
        this.entries.delete(key)
        removed++
      }
    }
    return removed
  }

  clear(): void {
    this.entries.clear()
  }

  keys(): string[] {
    return [...this.entries.keys()]
  }
}
