'use client'

import { useMemo } from 'react'

import type { CarType } from '@/domain/search/types'

import { unpackCards, type PackedCards } from '../packedCards'

import { ResultsGrid } from './ResultsGrid'

/**
 * The stock search block's cards (StockResults): drawn here rather than on the server so that the page's flight
 * payload carries the packed card views (packCards) instead of the cards' element trees (about a third
 * of the bytes). No promo tiles, no photo loaded eagerly (the block sits below a page's first content).
 */
export function StockGrid({ cards, carTypes, now }: { cards: PackedCards; carTypes: CarType[]; now: string }) {
  const views = useMemo(() => unpackCards(cards), [cards])
  const date = useMemo(() => new Date(now), [now])
  return <ResultsGrid cards={views} promos={[]} brandPromo={null} carTypes={carTypes} now={date} eagerCards={0} />
}
