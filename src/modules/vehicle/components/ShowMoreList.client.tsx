'use client'

/**
 * ShowMoreList: a list whose first `limit` items always show and the rest behind a toggle (VDP-20, VDP-22, VDP-25).
 *
 * Props
 *   items       plain strings (features) or spec items { key, label, value }
 *   limit       how many show while collapsed (features 8, spec grid 4); 0 hides every item until expanded
 *   variant     'list' (a bulleted list, for features), 'specs' (a definition list) or 'grid' (the key-information grid)
 *   moreLabel / lessLabel  the toggle texts (features: 'Show All' / 'Hide'; specs: 'Show' / 'Hide' defaults)
 *   label       accessible name of the list
 * Every item is in the server HTML; the hidden ones carry the `hidden` attribute until expanded. No toggle when
 * everything fits.
 */
import { useId, useState } from 'react'

import type { SpecItem } from '@/domain/vehicle/specs'

export interface ShowMoreListProps {
  items: (string | SpecItem)[]
  limit: number
  variant: 'list' | 'specs' | 'grid'
  moreLabel?: string
  lessLabel?: string
  label: string
}

function keyOf(item: string | SpecItem, i: number): string {
  return typeof item === 'string' ? `${item}-${i}` : item.key
}

export function ShowMoreList({
  items,
  limit,
  variant,
  moreLabel = 'Show All',
  lessLabel = 'Hide',
  label,
}: ShowMoreListProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (items.length === 0) return null
  const toggles = items.length > limit
  const hidden = (i: number) => toggles && !open && i >= limit

  const body =
    variant === 'list' ? (
      <ul id={id} className="vd-list" aria-label={label}>
        {items.map((item, i) => (
          <li key={keyOf(item, i)} hidden={hidden(i)}>
            {typeof item === 'string' ? item : `${item.label}: ${item.value}`}
          </li>
        ))}
      </ul>
    ) : (
      <dl id={id} className={variant === 'grid' ? 'vd-grid' : 'vd-specs'} aria-label={label}>
        {items.map((item, i) =>
          typeof item === 'string' ? (
            <div key={keyOf(item, i)} className="vd-specs__row" hidden={hidden(i)}>
              <dt>{item}</dt>
              <dd>Yes</dd>
            </div>
          ) : (
            <div
              key={item.key}
              className={variant === 'grid' ? `vd-grid__item vd-grid__item--${item.key}` : 'vd-specs__row'}
              hidden={hidden(i)}
            >
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ),
        )}
      </dl>
    )

  return (
    <div className={`vd-more vd-more--${variant}`}>
      {body}
      {toggles ? (
        <button
          type="button"
          className="vd-more__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  )
}
