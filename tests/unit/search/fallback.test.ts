/**
 * Typesense down → searches answered by PostgreSQL (src/search/fallback.ts): the routing between two engines, shown
 * with two in-memory engines that answer who they are. A failed primary is skipped for the retry period, then tried
 * again; each change is logged once; writes stay with the primary.
 */
import type { SearchEngine, SearchResult } from '@/domain/search/types'
import { FallbackSearchEngine } from '@/search/fallback'

function engine(name: 'postgres' | 'typesense') {
  const calls: string[] = []
  let failing = false
  const answer = () => {
    calls.push('search')
    if (failing) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:8108'))
    return Promise.resolve({ total: name === 'postgres' ? 1 : 2 } as unknown as SearchResult)
  }
  const e: SearchEngine & { calls: string[]; fail(on: boolean): void } = {
    name,
    calls,
    fail: (on) => (failing = on),
    search: answer,
    multiSearch: async (_scope, queries) => Promise.all(queries.map(answer)),
    changedSince: answer as never,
    upsert: async () => void calls.push('upsert'),
    remove: async () => void calls.push('remove'),
    reindex: async () => (calls.push('reindex'), { indexed: 0 }),
  }
  return e
}
const scope = { tenantId: 1 } as never
const query = {} as never

it('searches the primary while it answers, the fallback while it fails, and the primary again after the retry period', async () => {
  const typesense = engine('typesense')
  const postgres = engine('postgres')
  let now = 0
  const lines: string[] = []
  const search = new FallbackSearchEngine(typesense, postgres, {
    retryMs: 1000,
    now: () => now,
    log: (l) => lines.push(l),
  })
  expect(await search.search(scope, query)).toEqual({ total: 2 })

  typesense.fail(true)
  expect(await search.search(scope, query)).toEqual({ total: 1 }) // failed over within the same search
  now = 500
  expect(await search.multiSearch(scope, [query, query])).toEqual([{ total: 1 }, { total: 1 }])
  expect(typesense.calls.filter((c) => c === 'search')).toHaveLength(2) // skipped while in the retry period
  now = 1001
  expect(await search.search(scope, query)).toEqual({ total: 1 }) // tried again, still down
  typesense.fail(false)
  now = 2002
  expect(await search.search(scope, query)).toEqual({ total: 2 })
  expect(lines).toEqual([
    '✖ search: typesense failed (connect ECONNREFUSED 127.0.0.1:8108); searching postgres meanwhile',
    '› search: typesense answers again',
  ])
})

it('writes go to the primary, whatever its state', async () => {
  const typesense = engine('typesense')
  const postgres = engine('postgres')
  const search = new FallbackSearchEngine(typesense, postgres, { log: () => {} })
  await search.upsert([])
  await search.remove([])
  await search.reindex()
  expect(typesense.calls).toEqual(['upsert', 'remove', 'reindex'])
  expect(postgres.calls).toEqual([])
  expect(search.name).toBe('typesense')
})
