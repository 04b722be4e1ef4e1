/**
 * The edge ↔ app contract (src/lib/edgeContract.mjs): the keys a running edge and app meet on never change, and a
 * slot reads back what was set; src/lib/processSingleton.ts keeps one value per process under the same prefix.
 */
import * as contract from '@/lib/edgeContract.mjs'
import { existingProcessSingleton, processSingleton, replaceProcessSingleton } from '@/lib/processSingleton'

describe('edge contract', () => {
  it('every slot keeps its globalThis key', () => {
    const keys = Object.fromEntries(Object.entries(contract).map(([name, slot]) => [name, slot.key]))
    expect(keys).toEqual({
      EDGE_SECRET: Symbol.for('dealer-platform.edge-secret'),
      PAGE_CACHE: Symbol.for('dealer-platform.pageCache'),
      RENDER_DEPS: Symbol.for('dealer-platform.renderDeps'),
      WARM_PATHS: Symbol.for('dealer-platform.warmPaths'),
      SEARCH_SHELL_DATA: Symbol.for('dealer-platform.searchShellData'),
      LOCAL_TAG_EXPIRY: Symbol.for('dealer-platform.localTagExpiry'),
      TENANT_HOSTS: Symbol.for('dealer-platform.tenantHosts'),
      TENANT_HOST_LOOKUP: Symbol.for('dealer-platform.tenantHostLookup'),
      PUBLISH_SCHEDULE_RUNNER: Symbol.for('dealer-platform.publishScheduleRunner'),
      SHARED_REDIS: Symbol.for('dealer-platform.sharedRedis'),
      DATA_CACHE: Symbol.for('dealer-platform.dataCache'),
    })
  })

  it('a slot reads what was set on globalThis, and undefined once removed', () => {
    const g = globalThis as Record<symbol, unknown>
    expect(contract.EDGE_SECRET.get()).toBeUndefined()
    contract.EDGE_SECRET.set('s3cret')
    try {
      expect(g[Symbol.for('dealer-platform.edge-secret')]).toBe('s3cret')
      expect(contract.EDGE_SECRET.get()).toBe('s3cret')
    } finally {
      contract.EDGE_SECRET.set(undefined)
    }
    expect(Symbol.for('dealer-platform.edge-secret') in g).toBe(false)
  })
})

describe('process singleton', () => {
  it('is made once per process, and made again after it is dropped', () => {
    let made = 0
    const make = () => ({ n: ++made })
    try {
      expect(existingProcessSingleton('testSingleton')).toBeUndefined()
      const first = processSingleton('testSingleton', make)
      expect(processSingleton('testSingleton', make)).toBe(first)
      expect((globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.testSingleton')]).toBe(first)
      replaceProcessSingleton('testSingleton', undefined)
      expect(processSingleton('testSingleton', make)).toEqual({ n: 2 })
    } finally {
      replaceProcessSingleton('testSingleton', undefined)
    }
  })
})
