'use client'

/**
 * The vehicle page's below-the-fold and later islands, loaded after the page instead of with it (ship
 * less client JS before the photo paints). Each wrapper renders a placeholder of about the island's size and imports
 * the island's code (and React Query, which only these islands use) when the first of these happens:
 *   - the placeholder comes within LOAD_MARGIN_PX of the viewport (the shopper scrolls towards it),
 *   - the shopper points at or tabs into it,
 *   - the page has loaded and the browser is idle (IDLE_DELAY_MS after the load event), so the calculators and the
 *     similar cars are there for a shopper who jumps straight to them (#finance-calculator) or waits.
 * The popup and the chat bubble have no placeholder (they are fixed to the viewport) and load when idle.
 * Nothing here imports an island statically: Turbopack ships every client component a route's server code imports
 * with the route (see NearLeadForm), so a static import would put them back into the first load.
 */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'

import { RateDisclosure } from '@/components/ui/RateDisclosure'
import type { CreditDisclosure } from '@/domain/finance/creditAdvert'
import type { QuoteRequestBody } from '@/domain/finance/quote'
import type { ChatBubbleProps } from '@/modules/chat/ChatBubble.client'
import type { PromoPopupProps } from './PromoPopup.client'
import type { VehicleToolsProps } from './VehicleTools.client'
import type { SimilarVehicles } from '../similar/SimilarVehicles.client'

/** How far below (or above) the viewport a placeholder starts its island's download. */
export const LOAD_MARGIN_PX = 600
/** After the load event, how long the page waits before it fetches the islands nobody has scrolled to. */
export const IDLE_DELAY_MS = 1500

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}

/** Calls `start` once: near the viewport (when `ref` is given), on pointer or focus inside it, or when idle after load. */
export function useDeferredStart(ref: RefObject<HTMLElement | null> | null, start: () => void) {
  const startRef = useRef(start)
  useEffect(() => {
    startRef.current = start
  })
  useEffect(() => {
    const win = window as IdleWindow
    const el = ref?.current ?? null
    let done = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let idleId: number | undefined
    const go = () => {
      if (done) return
      done = true
      stop()
      startRef.current()
    }
    const observer =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: `${LOAD_MARGIN_PX}px 0px`,
          })
        : null
    if (el) {
      observer?.observe(el)
      el.addEventListener('pointerdown', go)
      el.addEventListener('focusin', go)
    }
    const whenIdle = () => {
      timer = setTimeout(() => {
        if (win.requestIdleCallback) idleId = win.requestIdleCallback(go, { timeout: 2000 })
        else go()
      }, IDLE_DELAY_MS)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    function stop() {
      observer?.disconnect()
      el?.removeEventListener('pointerdown', go)
      el?.removeEventListener('focusin', go)
      window.removeEventListener('load', whenIdle)
      if (timer) clearTimeout(timer)
      if (idleId !== undefined) win.cancelIdleCallback?.(idleId)
    }
    return stop
  }, [ref])
}

/** True once useDeferredStart has fired: the wrapper then renders its island (React.lazy fetches the code). */
function useStarted(ref: RefObject<HTMLElement | null> | null): boolean {
  const [started, setStarted] = useState(false)
  useDeferredStart(ref, () => setStarted(true))
  return started
}

const LazyTools = lazy(() => import('./VehicleTools.client').then((m) => ({ default: m.VehicleTools })))
const LazySimilar = lazy(() => import('./DeferredParts.client').then((m) => ({ default: m.SimilarWithQuery })))
const LazyQuote = lazy(() => import('./DeferredParts.client').then((m) => ({ default: m.QuoteWithQuery })))
const LazyPopup = lazy(() => import('./PromoPopup.client').then((m) => ({ default: m.PromoPopup })))
const LazyChat = lazy(() => import('@/modules/chat/ChatBubble.client').then((m) => ({ default: m.ChatBubble })))

function ToolsPlaceholder({ anchor, ref }: { anchor: string | null; ref?: RefObject<HTMLDivElement | null> }) {
  return (
    <div
      ref={ref}
      className={`vdp-tools vdp-tools--pending${anchor ? ' vdp-tools--finance' : ''}`}
      data-testid="vdp-tools-pending"
    >
      {/* the spec's anchor (RTE-35) exists before the calculator does */}
      {anchor ? <div id={anchor} className="vdp-tools__anchor" /> : null}
      <p role="status" className="visually-hidden">
        Loading the calculators…
      </p>
    </div>
  )
}

/** The finance, price-gauge, fuel and delivery calculators (one chunk), behind a placeholder of their height. */
export function DeferredVehicleTools(props: VehicleToolsProps) {
  const ref = useRef<HTMLDivElement>(null)
  const started = useStarted(ref)
  const anchor = props.finance ? (props.finance.id ?? 'finance-calculator') : null
  if (!started) return <ToolsPlaceholder anchor={anchor} ref={ref} />
  return (
    <Suspense fallback={<ToolsPlaceholder anchor={anchor} />}>
      <LazyTools {...props} />
    </Suspense>
  )
}

type SimilarProps = Parameters<typeof SimilarVehicles>[0]

/** 'Similar cars' (its code, the stock card's and React Query's) behind a placeholder of the section's height. */
export function DeferredSimilarVehicles(props: SimilarProps) {
  const ref = useRef<HTMLElement>(null)
  const started = useStarted(ref)
  const placeholder = <section className="vdp-similar vdp-similar--pending" aria-hidden="true" />
  if (!started) return <section ref={ref} className="vdp-similar vdp-similar--pending" aria-hidden="true" />
  return (
    <Suspense fallback={placeholder}>
      <LazySimilar {...props} />
    </Suspense>
  )
}

/**
 * The car's quote on a site with a quote provider, when the provider must be asked (FIN-45..48): until it answers
 * (and when it fails, silently) the page's own quote shows, server-rendered; the answer, drawn the same way, replaces
 * it. The provider's code (and React Query) load once the page has loaded (the frame after the load event), never
 * before it: the same first load for every visit.
 */
export function DeferredQuoteSummary(props: { request: QuoteRequestBody; fallback: CreditDisclosure | null }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    let frame: number | undefined
    const next = () => {
      frame = requestAnimationFrame(() => setMounted(true))
    }
    if (document.readyState === 'complete') next()
    else window.addEventListener('load', next, { once: true })
    return () => {
      window.removeEventListener('load', next)
      if (frame !== undefined) cancelAnimationFrame(frame)
    }
  }, [])
  const placeholder = (
    <RateDisclosure disclosure={props.fallback} showBasis className="vdp-quote--pending" testId="vdp-quote" />
  )
  if (!mounted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <LazyQuote {...props} />
    </Suspense>
  )
}

/** The promotional popup (VDP-47..50): it never shows before its own timer or scroll trigger, so it loads when idle. */
export function DeferredPromoPopup(props: PromoPopupProps) {
  const started = useStarted(null)
  return props.popup && started ? (
    <Suspense fallback={null}>
      <LazyPopup {...props} />
    </Suspense>
  ) : null
}

/** The chat bubble: fixed to the viewport, it loads when the page is idle. */
export function DeferredChatBubble(props: ChatBubbleProps) {
  const started = useStarted(null)
  return started ? (
    <Suspense fallback={null}>
      <LazyChat {...props} />
    </Suspense>
  ) : null
}
