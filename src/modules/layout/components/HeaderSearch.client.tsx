'use client'

import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

import { Search } from '@/components/ui/icons'

/** The search box's code, loaded when the header's search first opens (not with every page). */
const AskBox = lazy(() => import('@/modules/search/components/AskBox.client').then((m) => ({ default: m.AskBox })))

const PANEL_ID = 'site-search'
const noSubscribe = () => () => undefined

/**
 * The header's search. In the HTML (and without script) a link to /search, whose page has the box; once the page is
 * live, a button that opens the site's search box in a panel under the header (the cursor in it), drawn only while
 * open so no page carries its markup. Escape in the empty box closes it and puts the focus back on the button.
 */
export function HeaderSearch() {
  const live = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const [open, setOpen] = useState(false)
  const icon = <Search size={18} aria-hidden="true" />
  if (!live)
    return (
      <a href="/search" className="site-header__search" aria-label="Search stock">
        {icon}
      </a>
    )
  const close = () => {
    setOpen(false)
    document.getElementById(`${PANEL_ID}-toggle`)?.focus()
  }
  return (
    <>
      <button
        type="button"
        id={`${PANEL_ID}-toggle`}
        className="site-header__search"
        aria-label="Search stock"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
      </button>
      {open ? (
        <div id={PANEL_ID} className="site-search__panel">
          <div className="container">
            <Suspense fallback={null}>
              <AskBox label="Search our stock" formLabel="Site search" focusOnMount onDismiss={close} />
            </Suspense>
          </div>
        </div>
      ) : null}
    </>
  )
}
