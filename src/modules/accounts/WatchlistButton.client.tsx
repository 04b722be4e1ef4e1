'use client'

import { useCallback, useEffect, useState } from 'react'

import { Bookmark } from '@/components/ui/icons'
import { signInPath } from '@/domain/accounts/signIn'
import { watchlistButtonState, watchlistToast, withCar } from '@/domain/accounts/watchlist'

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
 */
let toastSeq = 0

export function WatchlistButton({ car }: { car: WatchlistCar }) {
  const { me, watchlist } = useAccount()
  const [busy, setBusy] = useState(false)
  const [toast, setToast] = useState<WatchlistToastMessage | null>(null)
  const dismiss = useCallback(() => setToast(null), [])

  useEffect(() => {
    void loadMe().then((m) => (m.signedIn ? loadWatchlistIds() : null))
  }, [])

  const id = String(car.id)
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
      window.location.assign(signInPath({ type: 'watchlist', redirect: currentPath(), back: currentPath() }))
      return
    }
    const ids = accountStore.get().watchlist ?? (await loadWatchlistIds())
    const saved = ids.includes(id)
    const on = !saved
    const before = accountStore.get().watchlist ?? []
    accountStore.set({ watchlist: withCar(before, id, on) })
    setBusy(true)
    const result = await postJson<{ success: boolean; message: string }>(
      on ? '/api/watchlist/save-car' : '/api/watchlist/remove-car',
      { phone_number: who.phone ?? '', car_id: id },
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
    const text = watchlistToast(on ? 'saved' : 'removed', car.name)
    setToast({ ...text, key: ++toastSeq })
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
          <span className="watchlist-spinner" aria-hidden="true" data-testid="watchlist-spinner" />
        ) : (
          <Bookmark size={20} className="saved-button__icon" />
        )}
      </button>
      <WatchlistToast toast={toast} onDismiss={dismiss} />
    </>
  )
}
