import { LruCache } from '@/domain/search/lruCache'

describe('LruCache (search cache)', () => {
  it('SRP-25 an identical key is served from the cache', () => {
    const cache = new LruCache<number>(3)
    cache.set('q=hilux', 1)
    expect(cache.get('q=hilux')).toBe(1)
    expect(cache.has('q=hilux')).toBe(true)
    expect(cache.get('q=ranger')).toBeUndefined()
    expect(cache.size).toBe(1)
  })

  it('SRP-26 at its size limit the oldest entry is evicted first', () => {
    const cache = new LruCache<string>(3)
    cache.set('a', 'A').set('b', 'B').set('c', 'C')
    cache.set('d', 'D')
    expect(cache.keys()).toEqual(['b', 'c', 'd'])
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(3)
  })

  it('SRP-26 oldest-first is by insertion: reading an entry does not save it from eviction', () => {
    const cache = new LruCache<string>(2)
    cache.set('a', 'A').set('b', 'B')
    expect(cache.get('a')).toBe('A')
    cache.set('c', 'C')
    expect(cache.keys()).toEqual(['b', 'c'])
  })

  it('SRP-26 setting an existing key replaces its value and makes it the newest, without evicting', () => {
    const cache = new LruCache<string>(2)
    cache.set('a', 'A').set('b', 'B').set('a', 'A2')
    expect(cache.size).toBe(2)
    expect(cache.keys()).toEqual(['b', 'a'])
    cache.set('c', 'C')
    expect(cache.keys()).toEqual(['a', 'c'])
    expect(cache.get('a')).toBe('A2')
  })

  it('SRP-25 deleteWhere drops one tenant’s entries and leaves the others', () => {
    const cache = new LruCache<number>(10)
    cache.set('t:1:a', 1).set('t:2:a', 2).set('t:1:b', 3)
    expect(cache.deleteWhere((k) => k.startsWith('t:1:'))).toBe(2)
    expect(cache.keys()).toEqual(['t:2:a'])
    expect(cache.deleteWhere(() => false)).toBe(0)
  })

  it('delete and clear; a size limit below 1 is refused', () => {
    const cache = new LruCache<number>(1)
    cache.set('a', 1)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    cache.set('b', 2)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(() => new LruCache(0)).toThrow(RangeError)
    expect(() => new LruCache(1.5)).toThrow(RangeError)
  })

  it('SRP-26 a limit of 1 keeps only the newest entry; falsy values are cached too', () => {
    const cache = new LruCache<number | null>(1)
    cache.set('a', 0).set('b', null)
    expect(cache.keys()).toEqual(['b'])
    expect(cache.has('b')).toBe(true)
    expect(cache.get('b')).toBeNull()
  })
})
