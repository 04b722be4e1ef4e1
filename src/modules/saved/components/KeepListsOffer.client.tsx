'use client'

import { useEffect, useState } from 'react'

import { hasNew } from '@/domain/saved/sync'
import { useAccount } from '@/modules/accounts/accountClient'

import { fetchAccountLists, follow, following, keepInAccount } from '../accountSync'
import { favouritesStore, viewedStore } from '../savedLists'

/**
 * My garage's offer to keep this browser's favourites and recently viewed cars in the account, so they show wherever
 * the shopper signs in. Shown when the browser has cars the account lacks and does not follow it yet; a browser with
 * nothing of its own simply follows the account (its cars appear here). Once kept, the lists stay in step.
 */
export function KeepListsOffer() {
  const { me } = useAccount()
  const accountId = me?.signedIn ? me.id : null
  const [offer, setOffer] = useState<{ favourites: number; viewed: number } | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (accountId === null || following(accountId)) return
    let cancelled = false
    void fetchAccountLists().then((account) => {
      if (!account || cancelled) return
      const local = { favourites: favouritesStore.read(), viewed: viewedStore.read() }
      if (!hasNew(local.favourites, account.favourites) && !hasNew(local.viewed, account.viewed)) {
        follow(accountId, account)
        return
      }
      const missing = (mine: readonly { id: string }[], theirs: readonly { id: string }[]) => {
        const known = new Set(theirs.map((c) => c.id))
        return mine.filter((c) => !known.has(c.id)).length
      }
      setOffer({
        favourites: missing(local.favourites, account.favourites),
        viewed: missing(local.viewed, account.viewed),
      })
    })
    return () => {
      cancelled = true
    }
  }, [accountId])

  const keep = async () => {
    if (accountId === null) return
    const kept = await keepInAccount()
    if (!kept.ok) return setMessage(kept.error)
    follow(accountId, kept.lists)
    setOffer(null)
    setMessage('Kept in your account: they show wherever you sign in.')
  }

  const what = offer
    ? [
        offer.favourites > 0 ? `${offer.favourites} favourite${offer.favourites === 1 ? '' : 's'}` : null,
        offer.viewed > 0 ? `${offer.viewed} recently viewed car${offer.viewed === 1 ? '' : 's'}` : null,
      ]
        .filter(Boolean)
        .join(' and ')
    : ''
  return (
    <div className="keep-lists" data-testid="keep-lists">
      {offer ? (
        <>
          <p className="keep-lists__text">
            This browser has {what} your account does not. Keep them in your account so they show wherever you sign in?
          </p>
          <button type="button" className="button button--primary" onClick={() => void keep()}>
            Keep them in my account
          </button>
        </>
      ) : null}
      <p className="keep-lists__done" role="status">
        {message}
      </p>
    </div>
  )
}
