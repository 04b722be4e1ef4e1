'use client'

/**
 * The islands Deferred.client.tsx loads that need React Query, each with a client of its own (WithQuery): the page
 * has no QueryProvider, so React Query (~12 KB gzip) arrives with the first of them, after the page.
 */
import type { ComponentProps } from 'react'

import { QuoteSummary } from '@/modules/finance/components/QuoteSummary.client'
import { WithQuery } from '@/modules/finance/components/WithQuery.client'

import { SimilarVehicles } from '../similar/SimilarVehicles.client'

export function SimilarWithQuery(props: ComponentProps<typeof SimilarVehicles>) {
  return (
    <WithQuery>
      <SimilarVehicles {...props} />
    </WithQuery>
  )
}

export function QuoteWithQuery(props: ComponentProps<typeof QuoteSummary>) {
  return (
    <WithQuery>
      <QuoteSummary {...props} />
    </WithQuery>
  )
}
