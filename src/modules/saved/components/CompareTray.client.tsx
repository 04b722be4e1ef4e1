'use client'

import { X } from '@/components/ui/icons'
import { useRef, useState } from 'react'

import { compareRows } from '@/domain/saved/compare'
import { MAX_COMPARE, removeById } from '@/domain/saved/lists'

import { compareStore, useCompared } from '../savedLists'

/**
 * The compare list (SAVE-19): a bar along the bottom of the page while at least one car is chosen, listing them
 * with remove buttons, and a dialog that shows them side by side with the differences highlighted (src/domain/saved/
 * compare.ts: rows that differ marked, the best price, year and kilometres tagged; "Only differences" hides the
 * rest). Renders nothing on the server or when empty.
 */
export function CompareTray() {
  const compared = useCompared()
  const dialog = useRef<HTMLDialogElement>(null)
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  if (compared.length === 0) return null
  const rows = compareRows(compared).filter((r) => !onlyDifferences || r.differs)
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
        <label className="saved-compare-dialog__only">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          Only differences
        </label>
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
              {rows.map((row) => (
                <tr
                  key={row.label}
                  className={row.differs ? 'saved-compare-table__differs' : undefined}
                  data-differs={row.differs || undefined}
                >
                  <th scope="row">
                    {row.label}
                    {row.differs ? <span className="saved-compare-table__flag">Differs</span> : null}
                  </th>
                  {compared.map((c, i) => (
                    <td key={c.id} className={row.best.includes(i) ? 'saved-compare-table__best' : undefined}>
                      {row.values[i]}
                      {row.best.includes(i) ? <span className="saved-compare-table__tag">{row.bestLabel}</span> : null}
                    </td>
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
