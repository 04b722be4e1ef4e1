'use client'

/**
 * The stock the tenant lists, in words ('Used cars'), for the parts of a page drawn outside the page's own data: the
 * 404 page is a not-found boundary, rendered without the route's params, inside the tenant layout that knows it.
 */
import { createContext, useContext, type ReactNode } from 'react'

const StockPhrase = createContext('New, demo and used cars')

export function SiteStockProvider({ phrase, children }: { phrase: string; children: ReactNode }) {
  return <StockPhrase.Provider value={phrase}>{children}</StockPhrase.Provider>
}

export function useStockPhrase(): string {
  return useContext(StockPhrase)
}
