/**
 * src/lib/lruCache.ts: the bound every in-memory cache relies on (search results, hosts, vehicle views, sign-in
 * windows) is npm lru-cache's; these pin the behaviour the callers count on.
 */
import { LruCache } from '@/lib/lruCache'

describe('LruCache', () => {
  it('SRP-25 a key set is served until it is evicted, deleted or cleared; falsy values are kept', () => {
    const cache = new LruCache<number>(3)
    cache.set('q=hilux', 0)
    expect(cache.get('q=hilux')).toBe(0)
    expect(cache.has('q=hilux')).toBe(true)
    expect(cache.get('q=ranger')).toBeUndefined()
    expect(cache.delete('q=hilux')).toBe(true)
    expect(cache.delete('q=hilux')).toBe(false)
    cache.set('a', 1).set('b', 2)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('SRP-26 at its bound the least recently used entry goes first: a read keeps an entry, has() does not', () => {
    const cache = new LruCache<string>(3)
    cache.set('a', 'A').set('b', 'B').set('c', 'C')
    expect(cache.get('a')).toBe('A')
    expect(cache.has('b')).toBe(true)
    cache.set('d', 'D')
    expect(cache.size).toBe(3)
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd'])
    // Setting an existing key replaces it and makes it the most recent, without evicting.
    cache.set('c', 'C2').set('e', 'E')
    expect([...cache.keys()].sort()).toEqual(['c', 'd', 'e'])
    expect(cache.get('c')).toBe('C2')
  })

  it('SRP-26 the bound holds under a flood of distinct keys', () => {
    const cache = new LruCache<number>(100)
    for (let i = 0; i < 10_000; i++) cache.set(`k${i}`, i)
    expect(cache.size).toBe(100)
    expect(cache.has('k9999')).toBe(true)
    expect(cache.has('k9899')).toBe(false)
  })

  it('deleteWhere drops the matching entries (one tenant’s) and says how many', () => {
    const cache = new LruCache<number>(10)
    cache.set('1|a', 1).set('2|a', 2).set('1|b', 3)
    expect(cache.deleteWhere((k) => k.startsWith('1|'))).toBe(2)
    expect([...cache.keys()]).toEqual(['2|a'])
    expect(cache.deleteWhere(() => false)).toBe(0)
  })

  it('an entry with a time to live is not served after it', async () => {
    const cache = new LruCache<{ value: null }>(10, { ttl: 40 })
    cache.set('random.example', { value: null })
    expect(cache.get('random.example')).toEqual({ value: null })
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(cache.get('random.example')).toBeUndefined()
  })

  it('a bound below 1 is refused', () => {
    expect(() => new LruCache(0)).toThrow(RangeError)
    expect(() => new LruCache(1.5)).toThrow(RangeError)
  })
})
