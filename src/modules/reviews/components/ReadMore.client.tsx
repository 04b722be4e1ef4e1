'use client'

import { useId, useState } from 'react'

/** A long review or reply: its preview with "Read more", the whole text after a click (and "Read less" back). */
export function ReadMore({ preview, full, className }: { preview: string; full: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <p className={className} id={id}>
        {open ? full : preview}
      </p>
      <button
        type="button"
        className="review-card__more"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Read less' : 'Read more'}
      </button>
    </>
  )
}
