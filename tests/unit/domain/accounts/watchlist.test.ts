import {
  pendingSave,
  readWatchlistIntent,
  WATCHLIST_INTENT_MS,
  watchlistButtonState,
  watchlistToast,
  withCar,
  writeWatchlistIntent,
} from '@/domain/accounts/watchlist'

describe('watchlist rules (SAVE-01..12, ERR-07, ERR-08, TEN-16, TEN-18)', () => {
  it('ERR-07: the save toast', () => {
    expect(watchlistToast('saved', '2021 Mazda CX-5 Maxx')).toEqual({
      title: 'Car Saved In Watchlist',
      body: '2021 Mazda CX-5 Maxx is now available in your watchlist',
    })
  })

  it('ERR-08: the removal toast', () => {
    expect(watchlistToast('removed', '2021 Mazda CX-5 Maxx')).toEqual({
      title: 'Car Removed',
      body: '2021 Mazda CX-5 Maxx is no longer in your watchlist',
    })
  })

  it('SAVE-10: a sold car not already saved shows no button; a saved sold car can still be removed', () => {
    expect(watchlistButtonState({ sold: true, saved: false, signedIn: true, hasPhone: true })).toEqual({
      kind: 'hidden',
    })
    expect(watchlistButtonState({ sold: true, saved: true, signedIn: true, hasPhone: true })).toEqual({
      kind: 'toggle',
      saved: true,
    })
  })

  it('SAVE-01 / TEN-18: an anonymous visitor is sent to sign-in', () => {
    expect(watchlistButtonState({ sold: false, saved: false, signedIn: false, hasPhone: false })).toEqual({
      kind: 'sign-in',
    })
  })

  it('SAVE-02 / TEN-16: a signed-in shopper without a phone is sent to sign-in to add one', () => {
    expect(watchlistButtonState({ sold: false, saved: false, signedIn: true, hasPhone: false })).toEqual({
      kind: 'add-phone',
    })
  })

  it('SAVE-03 / SAVE-06: optimistic add and remove, ids compared as strings, no duplicates', () => {
    expect(withCar(['1', '2'], 3, true)).toEqual(['1', '2', '3'])
    expect(withCar(['1', '3'], '3', true)).toEqual(['1', '3'])
    expect(withCar(['1', '3'], 3, false)).toEqual(['1'])
    expect(withCar([], 3, false)).toEqual([])
  })

  describe('a save asked for before signing in (SAVE-01, SAVE-02)', () => {
    const NOW = Date.UTC(2026, 10, 25, 3, 0, 0)
    const intent = readWatchlistIntent(writeWatchlistIntent(42, NOW - 60_000), NOW)
    const ready = { intent, carId: 42, sold: false, saved: false, signedIn: true, hasPhone: true }

    it('survives the round trip as { carId, at } and is read back for the same car', () => {
      expect(intent).toEqual({ carId: '42', at: NOW - 60_000 })
      expect(pendingSave(ready)).toBe('save')
      expect(pendingSave({ ...ready, carId: '42' })).toBe('save')
    })

    it('is not carried out on another car (it waits for its own)', () => {
      expect(pendingSave({ ...ready, carId: 43 })).toBe('none')
      expect(pendingSave({ ...ready, intent: null })).toBe('none')
    })

    it('never saves twice: a car already on the list is confirmed, not saved again', () => {
      expect(pendingSave({ ...ready, saved: true })).toBe('done')
      expect(pendingSave({ ...ready, saved: true, sold: true })).toBe('done')
    })

    it('never saves a sold car (SAVE-10)', () => {
      expect(pendingSave({ ...ready, sold: true })).toBe('drop')
    })

    it('is dropped when the shopper came back without signing in or without adding the phone', () => {
      expect(pendingSave({ ...ready, signedIn: false, hasPhone: false })).toBe('drop')
      expect(pendingSave({ ...ready, hasPhone: false })).toBe('drop')
    })

    it('is ignored when old, from the future, or not an intent at all', () => {
      expect(readWatchlistIntent(writeWatchlistIntent(42, NOW - WATCHLIST_INTENT_MS - 1), NOW)).toBeNull()
      expect(readWatchlistIntent(writeWatchlistIntent(42, NOW + 5 * 60_000), NOW)).toBeNull()
      expect(readWatchlistIntent(null, NOW)).toBeNull()
      expect(readWatchlistIntent('{not json', NOW)).toBeNull()
      expect(readWatchlistIntent(JSON.stringify({ carId: '1; drop', at: NOW }), NOW)).toBeNull()
      expect(readWatchlistIntent(JSON.stringify({ carId: '1', at: 'soon' }), NOW)).toBeNull()
      expect(readWatchlistIntent('x'.repeat(500), NOW)).toBeNull()
    })
  })
})
