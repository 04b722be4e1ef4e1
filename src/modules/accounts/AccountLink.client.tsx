'use client'

import { useEffect } from 'react'

import { User } from '@/components/ui/icons'
import { GARAGE_PATH } from '@/domain/accounts/signIn'

import { AccountListsSync } from '@/modules/saved/components/AccountListsSync.client'

import { loadMe, useAccount } from './accountClient'

/**
 * The header's account link (only on tenants with the garage on): 'Sign in' for a visitor, 'My garage' once
 * /api/account/me says the shopper is signed in. Both lead to /my-garage, which sends a visitor to sign-in and back
 * (TEN-26), so the link works before the answer arrives and the cached HTML is the same for everyone. With it, the
 * favourites and recently viewed cars kept in step with the account (AccountListsSync).
 */
export function AccountLink() {
  const { me } = useAccount()
  useEffect(() => {
    void loadMe()
  }, [])
  const signedIn = me?.signedIn === true
  const label = signedIn ? 'My garage' : 'Sign in'
  return (
    <>
      <a
        href={GARAGE_PATH}
        className="site-header__call site-header__account"
        data-testid="header-account"
        aria-label={label}
      >
        <User size={18} />
        <span className="site-header__call-text">{label}</span>
      </a>
      {/* the favourites and recently viewed kept with the account, where this browser follows it */}
      <AccountListsSync />
    </>
  )
}
