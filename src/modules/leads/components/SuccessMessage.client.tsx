'use client'

import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@/domain/leads/submit'

/** Another tab's change to the stored category (the 'storage' event) shows here too. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

function storedCategory(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.successCategory)
  } catch {
    return null // storage blocked
  }
}

/** Reads the success category saved on submit (LEAD-33) and thanks the visitor; the server renders the generic text. */
export function SuccessMessage() {
  const category = useSyncExternalStore(subscribe, storedCategory, () => null)
  return (
    <p className="lead-success__text">
      {category ? `We have received your ${category.toLowerCase()}.` : 'We have received your enquiry.'} One of our team
      will be in touch with you shortly.
    </p>
  )
}
