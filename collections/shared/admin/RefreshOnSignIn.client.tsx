'use client'

import { useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

/** Refreshes the admin's server-rendered layout once a user has signed in on a page rendered signed out. */
export function RefreshOnSignIn({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const router = useRouter()
  const signedIn = Boolean(user)
  useEffect(() => {
    if (signedIn) router.refresh()
  }, [signedIn, router])
  return <>{children}</>
}
