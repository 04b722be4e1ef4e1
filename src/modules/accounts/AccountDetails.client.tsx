'use client'

import { useState } from 'react'

import { leaveAccount } from '@/modules/saved/accountSync'

import { postJson } from './accountClient'
import { PhoneForm } from './SignInPanel.client'

/** The garage's account details: name and email, the phone (editable) and Sign out. */
export function AccountDetails({
  accountId,
  name,
  email,
  phone,
}: {
  accountId: number
  name: string
  email: string
  phone: string | null
}) {
  const [saved, setSaved] = useState<string | null>(null)
  const [signingOut, setSigningOut] = useState(false)
  const signOut = async () => {
    setSigningOut(true)
    const out = await postJson('/api/account/sign-out', {})
    if (out.ok) leaveAccount(accountId)
    window.location.assign(window.location.origin)
  }
  return (
    <div className="garage-account">
      <dl className="garage-account__list">
        <div>
          <dt>Name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
      </dl>
      <PhoneForm current={phone} onDone={(me) => setSaved(me.signedIn ? 'Phone number saved.' : null)} />
      <p className="garage-account__saved" role="status">
        {saved}
      </p>
      <button
        type="button"
        className="button button--secondary garage-account__signout"
        onClick={() => void signOut()}
        disabled={signingOut}
        data-testid="sign-out"
      >
        Sign out
      </button>
    </div>
  )
}
