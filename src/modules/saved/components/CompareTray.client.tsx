'use client'

import { X } from '@/components/ui/icons'
import { useRef } from 'react'

import { MAX_COMPARE, removeById, type ComparedCar } from '@/domain/saved/lists'
import { formatKm } from '@/domain/price'

import { compareStore, useCompared } from '../savedLists'

const ROWS: { label: string; value: (c: ComparedCar) => string }[] = [
  { label: 'Price', value: (c) => c.price_text ?? '–' },
  { label: 'Year', value: (c) => (c.year !== null ? String(c.year) : '–') },
  { label: 'Kilometres', value: (c) => (c.km !== null ? formatKm(c.km) : '–') },
  { label: 'Body', value: (c) => c.simple_body ?? '–' },
  { label: 'Transmission', value: (c) => c.transmission ?? '–' },
  { label: 'Fuel', value: (c) => c.fuel ?? '–' },
]

/**
 * The compare list (SAVE-19): a bar along the bottom of the page while at least one car is chosen, listing them
 * with remove buttons, and a dialog that shows them side by side. Renders nothing on the server or when empty.
 */
export function CompareTray() {
  const compared = useCompared()
  const dialog = useRef<HTMLDialogElement>(null)
  if (compared.length === 0) return null
  const remove = (id: string) => compareStore.update((list) => removeById(list, id))
  return (
    <section className="saved-tray" aria-label="Compare vehicles" data-testid="compare-tray">
      <div className="saved-tray__inner container">
        <h2 className="saved-tray__title">
          Compare ({compared.length} of {MAX_COMPARE})
        </h2>
        <ul className="saved-tray__list" role="list">
          {compared.map((c) => (
            <li key={c.id} className="saved-tray__item">
              <span>{c.name}</span>
              <button type="button" className="saved-tray__remove" onClick={() => remove(c.id)}>
                <X size={16} aria-hidden="true" />
                <span className="visually-hidden">Remove {c.name} from compare</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="saved-tray__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => dialog.current?.showModal()}
            disabled={compared.length < 2}
          >
            Compare now
          </button>
          <button type="button" className="button saved-tray__clear" onClick={() => compareStore.write([])}>
            Clear
          </button>
        </div>
      </div>
      <dialog ref={dialog} className="saved-compare-dialog" aria-labelledby="compare-dialog-title">
        <h2 id="compare-dialog-title">Compare vehicles</h2>
        <div className="saved-compare-dialog__scroll">
          <table className="saved-compare-table">
            <thead>
              <tr>
                <td />
                {compared.map((c) => (
                  <th key={c.id} scope="col">
                    <a href={`/cars/${encodeURIComponent(c.slug)}`}>{c.name}</a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {compared.map((c) => (
                    <td key={c.id}>{row.value(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <form method="dialog">
          <button type="submit" className="button button--primary">
            Close
          </button>
        </form>
      </dialog>
    </section>
  )
}
