'use client'

import { useState } from 'react'

import { Search } from '@/components/ui/icons'

/**
 * Budget ceilings offered by the quick search (price up to …), their labels written out: `toLocaleString('en-AU')`
 * builds a number formatter per call, and the first loads the locale's data, ~13 ms of the home page's hydration on
 * a mid-range phone (53 ms at Lighthouse's 4× CPU slowdown) for seven fixed labels.
 */
const BUDGETS = [
  [15000, '$15,000'],
  [20000, '$20,000'],
  [30000, '$30,000'],
  [40000, '$40,000'],
  [50000, '$50,000'],
  [75000, '$75,000'],
  [100000, '$100,000'],
] as const

/**
 * The home page's quick search: make, model and budget from the tenant's stock vocabulary, as a plain GET form on
 * /search (the search page reads refinementList[…] and range[price] and ignores the empty ones). The model list
 * follows the chosen make (disabled until one is chosen), as dealer sites do: a group's hundred-odd models were
 * a hundred-odd <option>s in every home page's markup and payload. Without JavaScript the form still
 * searches by make and budget.
 */
export function QuickSearch({ makes, models }: { makes: string[]; models: Record<string, string[]> }) {
  const [make, setMake] = useState('')
  const makeModels = make ? [...(models[make] ?? [])].sort() : []
  return (
    <form
      action="/search"
      method="get"
      className="quick-search"
      role="search"
      aria-label="Quick search"
      data-testid="quick-search"
    >
      <div className="quick-search__field">
        <label htmlFor="qs-make">Make</label>
        <select
          id="qs-make"
          name="refinementList[make][0]"
          value={make}
          onChange={(e) => setMake(e.target.value)}
          autoComplete="off"
        >
          <option value="">Any make</option>
          {makes.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="qs-model">Model</label>
        <select
          id="qs-model"
          key={make}
          name="refinementList[model][0]"
          defaultValue=""
          disabled={makeModels.length === 0}
        >
          <option value="">Any model</option>
          {makeModels.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="qs-budget">Budget</label>
        <select id="qs-budget" name="range[price]" defaultValue="">
          <option value="">Any price</option>
          {BUDGETS.map(([b, label]) => (
            <option key={b} value={`:${b}`}>
              Up to {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--accent quick-search__submit">
        <Search aria-hidden size={18} />
        Search cars
      </button>
    </form>
  )
}
