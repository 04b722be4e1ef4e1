import type { SearchEngine, SearchResult, TenantScope, VehicleQuery } from '../domain/search/types'

/** How long searches skip an engine that failed before it is tried again (ms). */
export const FALLBACK_RETRY_MS = 30_000

/**
 * Searches `primary` (Typesense) and, when it fails, `fallback` (PostgreSQL, the source of truth, always current): a
 * shopper's search never fails because Typesense is down. After a failure the primary is skipped for `retryMs`, so a
 * down Typesense costs its timeout once per period, not on every search; one line is logged when it fails and one
 * when it answers again. Writes (upsert, remove, reindex) go to the primary as before: the callers mirror them and
 * log a failure (src/search/typesense/engine.ts mirrorToTypesense).
 */
export class FallbackSearchEngine implements SearchEngine {
  readonly name: SearchEngine['name']
  private downUntil = 0
  private down = false

  constructor(
    private readonly primary: SearchEngine,
    private readonly fallback: SearchEngine,
    private readonly options: { retryMs?: number; now?: () => number; log?: (line: string) => void } = {},
  ) {
    this.name = primary.name
  }

  search(scope: TenantScope, query: VehicleQuery): Promise<SearchResult> {
    return this.read((engine) => engine.search(scope, query))
  }

  multiSearch(scope: TenantScope, queries: VehicleQuery[]): Promise<SearchResult[]> {
    return this.read((engine) => engine.multiSearch(scope, queries))
  }

  changedSince(...args: Parameters<SearchEngine['changedSince']>) {
    return this.read((engine) => engine.changedSince(...args))
  }

  upsert(...args: Parameters<SearchEngine['upsert']>) {
    return this.primary.upsert(...args)
  }

  remove(...args: Parameters<SearchEngine['remove']>) {
    return this.primary.remove(...args)
  }

  reindex(...args: Parameters<SearchEngine['reindex']>) {
    return this.primary.reindex(...args)
  }

  /** Whether searches go to the fallback now. */
  get fallingBack(): boolean {
    return this.now() < this.downUntil
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  private log(line: string): void {
    ;(this.options.log ?? console.error)(line)
  }

  private async read<T>(ask: (engine: SearchEngine) => Promise<T>): Promise<T> {
    if (this.fallingBack) return ask(this.fallback)
    try {
      const answer = await ask(this.primary)
      if (this.down) {
        this.down = false
        this.log(`› search: ${this.primary.name} answers again`)
      }
      return answer
    } catch (error) {
      this.downUntil = this.now() + (this.options.retryMs ?? FALLBACK_RETRY_MS)
      if (!this.down) {
        this.down = true
        this.log(
          `✖ search: ${this.primary.name} failed (${(error as Error).message}); searching ${this.fallback.name} meanwhile`,
        )
      }
      return ask(this.fallback)
    }
  }
}
