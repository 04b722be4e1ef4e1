'use client'

/**
 * Focus after a client-side page change (WCAG 2.4.3): the site layout's one listener for the address (path and
 * query). A full page load starts at the top of the document as usual, so the first render does nothing. After a
 * client-side change of address (a Next link, router.push, Back and Forward between them), focus moves to the new page's main heading (the <h1> inside <main>), or to <main> itself
 * (tabIndex -1) while the page has none, so keyboard and screen-reader users start at the new content instead of
 * <body>. Next's route announcer (<next-route-announcer>, a live region it adds itself) reads the new page's title.
 *
 * Focus stays where it is when the user's control is still in <main> after the change: a search filter, sort or
 * results page rewrites the address in place (history.pushState) and the checkbox or page link the user used keeps
 * its focus. A control that went with the old page leaves focus on <body>, which is when it moves. A header or footer
 * link survives the change too, but outside <main>, so its page change moves focus like any other. Focus in an open
 * dialog stays in it.
 */
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

/** Where focus goes on a new page: its main heading, else the main landmark; null when the page has no <main>. */
function pageFocusTarget(doc: Document): HTMLElement | null {
  const main = doc.getElementById('main')
  if (!main) return null
  return main.querySelector<HTMLElement>('h1') ?? main
}

/** The listener, in its own Suspense boundary: the query is read in the browser only on a prerendered page. */
export function RouteFocus() {
  return (
    <Suspense fallback={null}>
      <AddressFocus />
    </Suspense>
  )
}

function AddressFocus() {
  const address = `${usePathname()}?${useSearchParams().toString()}`
  const shown = useRef(address)

  useEffect(() => {
    if (shown.current === address) return
    shown.current = address
    const main = document.getElementById('main')
    const active = document.activeElement
    if (main && active && active !== main && main.contains(active)) return
    // nor is it taken from an open dialog (the focus trap is the dialog's own)
    if (active?.closest('dialog[open], [aria-modal="true"]')) return
    const target = pageFocusTarget(document)
    if (!target) return
    // a heading is not focusable by itself; -1 lets a script focus it without adding it to the Tab order
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus()
  }, [address])

  return null
}
