import { watchlistButtonState, watchlistToast, withCar } from '@/domain/accounts/watchlist'

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
})
