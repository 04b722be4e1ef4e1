'use client'

import { useCallback, useEffect, useState } from 'react'

import { Bookmark } from '@/components/ui/icons'
import { signInPath } from '@/domain/accounts/signIn'
import {
  pendingSave,
  readWatchlistIntent,
  WATCHLIST_INTENT_KEY,
  watchlistButtonState,
  watchlistToast,
  withCar,
  writeWatchlistIntent,
} from '@/domain/accounts/watchlist'

import { accountStore, currentPath, loadMe, loadWatchlistIds, postJson, useAccount } from './accountClient'
import { WatchlistToast, type WatchlistToastMessage } from './WatchlistToast.client'

export interface WatchlistCar {
  id: string | number
  name: string
  /** status 'sold' (SAVE-10: no save button unless already saved) */
  sold: boolean
}

/**
 * The watchlist button (spec §4 Watchlist; SAVE-01..11, ERR-06..08), next to favourite and compare on the vehicle
 * page. The page's HTML is shared by every shopper (page cache), so it renders a plain 'Watchlist' button and learns
 * who is looking from /api/account/me and /api/watchlist after hydration.
 *   visitor → sign-in with type=watchlist and a redirect back here (SAVE-01); signed in without a phone → the same,
 *   where the sign-in page asks for the phone (SAVE-02)
 *   save / remove: the id is added / removed at once (SAVE-03, SAVE-06), then POST save-car / remove-car
 *   { phone_number, car_id } (SAVE-04); success → toast (SAVE-05, SAVE-07); failure → the id goes back and
 *   window.alert(message) (SAVE-08, ERR-06); a spinner and disabled while busy (SAVE-09)
 *   a save asked for before signing in is kept in the tab (src/domain/accounts/watchlist.ts WatchlistIntent) and
 *   carried out when the shopper lands back on the car, with the same toast; never twice, never for a sold car
 */
let toastSeq = 0
/** Intents already taken up by this page load (a re-mounted button must not take one up again). */
const takenUp = new Set<string>()

function storedIntent(): string | null {
  try {
    return window.sessionStorage.getItem(WATCHLIST_INTENT_KEY)
  } catch {
    return null
  }
}

function storeIntent(value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(WATCHLIST_INTENT_KEY)
    else window.sessionStorage.setItem(WATCHLIST_INTENT_KEY, value)
  } catch {
    // storage refused (private mode): the shopper saves by hand after signing in
  }
}

export function WatchlistButton({ car }: { car: WatchlistCar }) {
  const { me, watchlist } = useAccount()
  const [busy, setBusy] = useState(false)
  const [toast, setToast] = useState<WatchlistToastMessage | null>(null)
  const dismiss = useCallback(() => setToast(null), [])

  const id = String(car.id)

  /** POST save-car / remove-car with the optimistic change, the spinner, and the toast or the alert. */
  const change = useCallback(
    async (phone: string, on: boolean) => {
      const before = accountStore.get().watchlist ?? []
      accountStore.set({ watchlist: withCar(before, id, on) })
      setBusy(true)
      const result = await postJson<{ success: boolean; message: string }>(
        on ? '/api/watchlist/save-car' : '/api/watchlist/remove-car',
        { phone_number: phone, car_id: id },
      )
      setBusy(false)
      const success = result.ok && result.body.success === true
      if (!success) {
        accountStore.set({ watchlist: withCar(accountStore.get().watchlist ?? [], id, !on) })
        const body = result.body as Record<string, unknown>
        const message = body.message ?? body.error ?? 'Something went wrong. Please try again.'
        window.alert(String(message))
        return
      }
      setToast({ ...watchlistToast(on ? 'saved' : 'removed', car.name), key: ++toastSeq })
    },
    [id, car.name],
  )

  useEffect(() => {
    // the save kept when this page loaded: one this page's own click keeps on its way to sign-in (while the answers
    // below are awaited) is for the visit after sign-in, not for this one
    const kept = storedIntent()
    void (async () => {
      const who = await loadMe()
      // the account could not be checked: a pending save stays pending (the next visit to the car carries it out)
      if (!who.signedIn && who.unavailable) return
      const ids = who.signedIn ? await loadWatchlistIds() : []
      const intent = readWatchlistIntent(kept, Date.now())
      const next = pendingSave({
        intent,
        carId: id,
        sold: car.sold,
        saved: ids.includes(id),
        signedIn: who.signedIn,
        hasPhone: who.signedIn && who.hasPhone,
      })
      if (next === 'none' || takenUp.has(id)) return
      // forgotten before anything else, so a reload or a second mount cannot repeat it
      takenUp.add(id)
      if (storedIntent() === kept) storeIntent(null)
      if (next === 'done') setToast({ ...watchlistToast('saved', car.name), key: ++toastSeq })
      if (next === 'save' && who.signedIn) await change(who.phone ?? '', true)
    })()
  }, [id, car.sold, car.name, change])

  const saved = watchlist?.includes(id) ?? false
  const view = watchlistButtonState({
    sold: car.sold,
    saved,
    signedIn: me?.signedIn === true,
    hasPhone: me?.signedIn === true && me.hasPhone,
  })
  // a sold car shows no button until we know it is on this shopper's list
  if (view.kind === 'hidden') return <WatchlistToast toast={toast} onDismiss={dismiss} />

  const onClick = async () => {
    if (busy) return
    // a click before /api/account/me answered waits for it (and for the list) rather than guessing
    const who = me ?? (await loadMe())
    if (!who.signedIn || !who.hasPhone) {
      // the save is carried out when the shopper lands back here signed in (SAVE-01, SAVE-02)
      storeIntent(writeWatchlistIntent(id, Date.now()))
      window.location.assign(signInPath({ type: 'watchlist', redirect: currentPath(), back: currentPath() }))
      return
    }
    const ids = accountStore.get().watchlist ?? (await loadWatchlistIds())
    await change(who.phone ?? '', !ids.includes(id))
  }

  const label = saved ? `Remove ${car.name} from your watchlist` : `Add ${car.name} to your watchlist`
  return (
    <>
      <button
        type="button"
        className={`saved-button saved-button--watchlist${saved ? ' saved-button--on' : ''}`}
        aria-pressed={saved}
        data-account={me ? 'known' : 'unknown'}
        aria-busy={busy || undefined}
        disabled={busy}
        title={label}
        onClick={() => void onClick()}
        data-testid="watchlist-button"
      >
        {busy ? (
          <span className="spinner watchlist-spinner" aria-hidden="true" data-testid="watchlist-spinner" />
        ) : (
          <Bookmark size={20} className="saved-button__icon" />
        )}
      </button>
      <WatchlistToast toast={toast} onDismiss={dismiss} />
    </>
  )
}
