'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { cardConfig, toCardView } from '@/domain/search/cardView'
import type { SearchHit } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { mergeSimilar, SIMILAR_LIMIT, SIMILAR_LOAD_MARGIN_PX, type SimilarSubject } from '@/domain/vehicle/similar'
import { CardsCreditNote, VehicleCard } from '@/modules/search/components/VehicleCard'

interface SimilarAnswer {
  title: string
  hits: SearchHit[]
}

async function fetchSimilar(slug: string, signal: AbortSignal): Promise<SimilarAnswer> {
  const res = await fetch(`/api/cars/${encodeURIComponent(slug)}/similar`, {
    signal,
    headers: { Accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`Similar cars answered ${res.status}`)
  return (await res.json()) as SimilarAnswer
}

/**
 * ERR-23: when the similar-cars answer fails, log it and fall back to a plain stock search (`fallbackSearch`, the
 * query string of fallbackQuery(): same car type, in stock), merged like the real list (never the car itself, ≤ 6).
 */
async function similarOrFallback(
  slug: string,
  subject: SimilarSubject,
  fallbackSearch: string,
  signal: AbortSignal,
): Promise<SimilarAnswer | { title: null; hits: SearchHit[] }> {
  try {
    return await fetchSimilar(slug, signal)
  } catch (error) {
    if (signal.aborted) throw error
    console.error('Failed to load similar cars.', error)
  }
  const res = await fetch(`/api/search?${fallbackSearch}`, { signal, headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`Stock search answered ${res.status}`)
  const { hits } = (await res.json()) as { hits: SearchHit[] }
  return { title: null, hits: mergeSimilar(subject, [hits]) }
}

/** Starts false; true once the element comes within `margin` px of the viewport (at once when not onlyLoadInView). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, enabled: boolean, margin: number): boolean {
  const [near, setNear] = useState(!enabled)
  useEffect(() => {
    if (near) return
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${margin}px 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, ref, margin])
  return near
}

/**
 * Similar vehicles (SIM-01..15): a section titled per SIM-09 with 6 placeholders while loading (SIM-02); it loads
 * once within 500 px of the viewport when onlyLoadInView (SIM-08), else straight away. The server does the matching
 * (GET /api/cars/{slug}/similar, which falls back to a search-based list itself when its multi-query fails, SIM-15).
 * When that answer fails, the failure is logged and the browser falls back to a stock search (ERR-23); when that
 * fails too, the section finishes loading without cards.
 */
export function SimilarVehicles({
  slug,
  title,
  tenant,
  onlyLoadInView,
  subject,
  fallbackSearch,
}: {
  slug: string
  title: string
  tenant: TenantSite
  onlyLoadInView: boolean
  subject: SimilarSubject
  fallbackSearch: string
}) {
  const ref = useRef<HTMLElement>(null)
  const near = useNearViewport(ref, onlyLoadInView, SIMILAR_LOAD_MARGIN_PX)
  const query = useQuery({
    queryKey: ['similar', slug],
    queryFn: ({ signal }) => similarOrFallback(slug, subject, fallbackSearch, signal),
    enabled: near,
    retry: false,
    staleTime: 60_000,
  })
  useEffect(() => {
    if (query.isError) console.error('Failed to load similar cars.', query.error)
  }, [query.isError, query.error])
  const loading = !near || query.isPending
  const hits = query.data?.hits ?? []
  if (!loading && hits.length === 0)
    return <section ref={ref} aria-hidden="true" className="vdp-similar vdp-similar--empty" />
  const now = new Date()
  const cards = hits.map((hit) => toCardView(hit, cardConfig(tenant.config), now))
  return (
    <section
      ref={ref}
      className="vdp-similar"
      aria-labelledby="similar-heading"
      aria-busy={loading}
      data-testid="similar-vehicles"
    >
      <h2 id="similar-heading">{query.data?.title ?? title}</h2>
      <div className="vdp-similar__grid">
        {loading
          ? Array.from({ length: SIMILAR_LIMIT }, (_, i) => (
              <div key={i} className="vdp-similar__placeholder" data-testid="similar-placeholder" aria-hidden="true" />
            ))
          : cards.map((card) => <VehicleCard key={card.id} card={card} />)}
      </div>
      <CardsCreditNote cards={cards} />
      {loading ? <p className="visually-hidden">Loading similar vehicles…</p> : null}
    </section>
  )
}
