'use client'

import { useEffect, useRef } from 'react'

import { SubmissionKey, formClock, prefilledFromMemory, type RememberedUser } from '@/domain/leads/submit'

/**
 * What a lead form keeps between renders: one submission key (a retry is the same submission), the time since the
 * form was first shown in this browser (the server's MIN_FILL_MS check) and the remembered details it was prefilled
 * with (LEAD-64; the form fills `rememberedRef` when it reads them). `timing(fields)` is what those add to a request:
 *   { form_elapsed_ms: 8412, form_prefilled: true }   (form_prefilled only when the details were left as they were)
 */
export function useLeadSubmission() {
  const keyRef = useRef(new SubmissionKey())
  const sinceShown = useRef<(() => number) | null>(null)
  const rememberedRef = useRef<RememberedUser>({})
  useEffect(() => {
    sinceShown.current ??= formClock()
  }, [])
  const timing = (fields: Record<string, unknown>) => ({
    ...(sinceShown.current ? { form_elapsed_ms: sinceShown.current() } : {}),
    ...(prefilledFromMemory(rememberedRef.current, fields) ? { form_prefilled: true } : {}),
  })
  return { keyRef, rememberedRef, timing }
}
