'use client'

/**
 * LazyLeadForm: the lead form inside the vehicle page's dialogs, fetched only when a dialog opens.
 *
 * The dialogs' bodies mount only while open, but a form passed straight from the server is still a client reference
 * in the page's payload, so its code (react-hook-form, the resolver, the lead schema and submit logic) would load and
 * run before the page hydrates. Through next/dynamic the code loads on the first open instead.
 *
 * Props: the LeadForm's props (built on the server by vehicleLeadFormProps, see VehiclePage).
 */
import dynamic from 'next/dynamic'

import type { LeadFormProps } from '@/modules/leads/components/LeadForm.client'

const LeadForm = dynamic(() => import('@/modules/leads/components/LeadForm.client').then((m) => m.LeadForm), {
  ssr: false,
  loading: () => (
    <p className="vd-lead-dialog__loading" role="status">
      Loading the form…
    </p>
  ),
})

export function LazyLeadForm(props: LeadFormProps) {
  return <LeadForm {...props} />
}
