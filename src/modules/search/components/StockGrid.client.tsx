'use client'

import { useMemo } from 'react'

import { unpackCard, type PackedCard } from '@/domain/search/cardView'
import type { CarType } from '@/domain/search/types'

import { ResultsGrid } from './ResultsGrid'

/**
 * The stock search block's cards (StockResults): drawn here rather than on the server so that the page's flight
 * payload carries the packed card views (PackedCard) instead of the cards' element trees (issue 14: about a third
 * of the bytes). No promo tiles, no photo loaded eagerly (the block sits below a page's first content).
 */
export function StockGrid({ cards, carTypes, now }: { cards: PackedCard[]; carTypes: CarType[]; now: string }) {
  const views = useMemo(() => cards.map(unpackCard), [cards])
  const date = useMemo(() => new Date(now), [now])
  return <ResultsGrid cards={views} promos={[]} brandPromo={null} carTypes={carTypes} now={date} eagerCards={0} />
}
