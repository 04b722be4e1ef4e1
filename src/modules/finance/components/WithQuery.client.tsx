'use client'

import { QueryClientContext } from '@tanstack/react-query'
import { useContext, type ReactNode } from 'react'

import { QueryProvider } from '@/components/ui/QueryProvider.client'

/** Uses the page's React Query client when there is one, else provides one (so a component works on its own). */
export function WithQuery({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext)
  return client ? <>{children}</> : <QueryProvider>{children}</QueryProvider>
}
