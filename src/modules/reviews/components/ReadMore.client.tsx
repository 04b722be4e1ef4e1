'use client'

import { useId, useState } from 'react'

import { previewText } from '@/domain/reviews/reviews'

/**
 * A long review or reply: its preview with "Read more", the whole text after a click (and "Read less" back). Only
 * the whole text travels (the preview is cut here, as on the server): a home page's twelve reviews sent each long
 * text twice in the page's payload.
 */
export function ReadMore({ full, className }: { full: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const { preview } = previewText(full)
  const id = useId()
  return (
    <>
      <p className={className} id={id}>
        {open ? full : preview}
      </p>
      <button
        type="button"
        className="text-button review-card__more"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Read less' : 'Read more'}
      </button>
    </>
  )
}
