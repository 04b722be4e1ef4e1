import { parseFavourites, toggleFavourite, type FavouriteCar } from '@/domain/saved/lists'
import { createListStore, type StorageLike, type StoreEnv } from '@/modules/saved/store'

/** A localStorage stand-in shared by two "tabs", each with its own event target. */
function browser() {
  const data = new Map<string, string>()
  const storage: StorageLike & { failWrites?: boolean } = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (storage.failWrites) throw new Error('QuotaExceededError')
      data.set(k, v)
    },
  }
  const tab = (): StoreEnv & { fire: (key: string | null) => void } => {
    const target = new EventTarget()
    return {
      storage: () => storage,
      events: () => target as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
      fire: (key) => target.dispatchEvent(Object.assign(new Event('storage'), { key })),
    }
  }
  return { data, storage, tab }
}

const car = (id: number): FavouriteCar => ({
  id: String(id),
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: null,
  model: null,
  primary_image_url: null,
})

describe('local list store', () => {
  it('SAVE-13 favourites are stored locally and read back; the snapshot is stable until the text changes', () => {
    const b = browser()
    const store = createListStore('saved:favourites', parseFavourites, b.tab())
    const empty = store.read()
    expect(empty).toEqual([])
    expect(store.read()).toBe(empty)
    store.update((list) => toggleFavourite(list, car(1)).list)
    const one = store.read()
    expect(one.map((c) => c.id)).toEqual(['1'])
    expect(store.read()).toBe(one)
    expect(JSON.parse(b.data.get('saved:favourites')!)).toEqual([car(1)])
    expect(store.serverSnapshot()).toEqual([])
  })

  it('SAVE-14 subscribers hear this tab’s writes and other tabs’ storage events for their key only', () => {
    const b = browser()
    const tabA = b.tab()
    const tabB = b.tab()
    const a = createListStore('saved:favourites', parseFavourites, tabA)
    const other = createListStore('saved:favourites', parseFavourites, tabB)
    const heard: string[] = []
    const unsubscribe = a.subscribe(() => heard.push('a'))
    a.write([car(1)])
    expect(heard).toEqual(['a'])
    // Another tab writes: the browser fires `storage` in this tab.
    other.write([car(1), car(2)])
    tabA.fire('saved:favourites')
    expect(heard).toEqual(['a', 'a'])
    expect(a.read().map((c) => c.id)).toEqual(['1', '2'])
    tabA.fire('saved:compare')
    expect(heard).toHaveLength(2)
    tabA.fire(null)
    expect(heard).toHaveLength(3)
    unsubscribe()
    tabA.fire('saved:favourites')
    expect(heard).toHaveLength(3)
  })

  it('SAVE-13 without storage (server, blocked or full) the list lives in memory for the page', () => {
    const none = createListStore('k', parseFavourites, { storage: () => null, events: () => null })
    expect(none.read()).toEqual([])
    none.write([car(3)])
    expect(none.read().map((c) => c.id)).toEqual(['3'])
    const b = browser()
    b.storage.failWrites = true
    const full = createListStore('k', parseFavourites, b.tab())
    full.write([car(4)])
    expect(full.read().map((c) => c.id)).toEqual(['4'])
  })

  it('SAVE-13 corrupted stored text reads as an empty list', () => {
    const b = browser()
    b.data.set('k', '{oops')
    expect(createListStore('k', parseFavourites, b.tab()).read()).toEqual([])
  })
})
