'use client'

import { useEffect, useState } from 'react'
import { STORAGE_KEYS } from '@/domain/leads/submit'

/** Reads the success category saved on submit (LEAD-33) and thanks the visitor. */
export function SuccessMessage() {
  const [category, setCategory] = useState<string | null>(null)
  useEffect(() => {
    try {
      setCategory(window.localStorage.getItem(STORAGE_KEYS.successCategory))
    } catch {
      /* storage blocked */
    }
  }, [])
  return (
    <p className="lead-success__text">
      {category ? `We have received your ${category.toLowerCase()}.` : 'We have received your enquiry.'} One of our team
      will be in touch with you shortly.
    </p>
  )
}
