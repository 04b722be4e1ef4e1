'use client'

import { useEffect } from 'react'

import { useAccount } from '@/modules/accounts/accountClient'

import { applyAccountLists, fetchAccountLists, following, startFollowing } from '../accountSync'

/**
 * On every page of a site with accounts (beside the header's account link): when this browser follows the signed-in
 * shopper's account, take its favourites and recently viewed cars and keep sending changes back (accountSync.ts).
 * Renders nothing.
 */
export function AccountListsSync() {
  const { me } = useAccount()
  const accountId = me?.signedIn ? me.id : null
  useEffect(() => {
    if (accountId === null || !following(accountId)) return
    let cancelled = false
    startFollowing(accountId)
    void fetchAccountLists().then((lists) => {
      if (!cancelled) applyAccountLists(lists)
    })
    return () => {
      cancelled = true
    }
  }, [accountId])
  return null
}
