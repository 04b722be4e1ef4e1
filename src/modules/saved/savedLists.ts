/**
 * The page's three locally stored lists and their React hooks. Import from client components only.
 *   favourites  SAVE-13..15     compare  SAVE-19 (at most 3)     viewed cars  SAVE-20 (most recent first)
 */
import { useSyncExternalStore } from 'react'

import {
  parseCompared,
  parseFavourites,
  parseViewed,
  recordViewed,
  type ComparedCar,
  type FavouriteCar,
  type ViewedCar,
} from '@/domain/saved/lists'

import { createListStore, type ListStore } from './store'

export const STORAGE_KEYS = {
  favourites: 'saved:favourites',
  compare: 'saved:compare',
  viewed: 'saved:viewed',
} as const

export const favouritesStore = createListStore<FavouriteCar>(STORAGE_KEYS.favourites, parseFavourites)
export const compareStore = createListStore<ComparedCar>(STORAGE_KEYS.compare, parseCompared)
export const viewedStore = createListStore<ViewedCar>(STORAGE_KEYS.viewed, parseViewed)

/** SSR-safe: empty while rendering on the server and hydrating, then the stored list; follows other tabs. */
export function useList<T>(store: ListStore<T>): readonly T[] {
  return useSyncExternalStore(store.subscribe, store.read, store.serverSnapshot)
}

export const useFavourites = () => useList(favouritesStore)
export const useCompared = () => useList(compareStore)
export const useViewedCars = () => useList(viewedStore)

/**
 * SAVE-20: remember that the visitor viewed this car (call from an effect on the vehicle page, e.g. with
 * viewedFromDetail(vehicle)). Does nothing on the server.
 */
export function recordViewedCar(car: ViewedCar): void {
  if (typeof window === 'undefined') return
  viewedStore.update((list) => recordViewed(list, car))
}
