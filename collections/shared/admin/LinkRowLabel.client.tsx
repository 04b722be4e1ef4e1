'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu row readable while collapsed: 'Finance → /finance', a footer column by its heading, else 'Link 3'. */
export function LinkRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string | null; url?: string | null; title?: string | null }>()
  const name = data?.label || data?.title
  if (!name) return <span>{`Link ${(rowNumber ?? 0) + 1}`}</span>
  return <span>{data?.url ? `${name} → ${data.url}` : name}</span>
}
