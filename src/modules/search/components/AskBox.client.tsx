'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { Search } from '@/components/ui/icons'
import { rememberSearch } from '@/domain/search/recentSearches'
import type { suggest as Suggest, Suggestion, SuggestWords } from '@/domain/search/suggest'

/** Where a browser keeps its recent searches (this device only; nothing is sent). */
const RECENT_KEY = 'dp-recent-searches'

const KIND_WORDS: Record<Suggestion['kind'], string> = { recent: 'Recent', make: 'Make', model: 'Model', body: 'Body' }

type Suggester = { suggest: typeof Suggest; words: SuggestWords }

/**
 * The suggestion rules and the tenant's words, loaded together on the first focus of any box of the page (not with
 * the page: most visits never type). A failed fetch suggests recent searches only.
 */
let suggester: Promise<Suggester> | null = null
function loadSuggester(): Promise<Suggester> {
  const none: SuggestWords = { makes: [], models: {}, bodies: [] }
  suggester ??= Promise.all([
    import('@/domain/search/suggest'),
    fetch('/api/search/words', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<SuggestWords>) : none))
      .catch(() => none),
  ]).then(([rules, words]) => ({ suggest: rules.suggest, words }))
  return suggester
}

function readRecent(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export interface AskBoxProps {
  /** The visible or visually hidden label of the text box. */
  label: string
  /** The search landmark's name (unique on the page). */
  formLabel: string
  placeholder?: string
  defaultValue?: string
  /** The input's id (a page's own box keeps the id its links and tests know). */
  inputId?: string
  className?: string
  /** Searches on this page instead of opening /search?query=… (the results page). */
  onSearch?: (text: string) => void
  /** Puts the cursor in the box when it appears (a box the shopper just opened). */
  focusOnMount?: boolean
  /** Escape in an empty box with its list closed (the header closes its panel). */
  onDismiss?: () => void
}

/**
 * The search box of the header, the home hero and the results page: a sentence ("white 7 seater suv under 35k")
 * searched as the site reads it, with suggestions as the shopper types (their recent searches, and the makes, models
 * and bodies of the tenant's stock: src/domain/search/suggest.ts). The ARIA 1.2 combobox pattern: the list opens as
 * the shopper types or presses Down; Up and Down move through it (aria-activedescendant), Enter takes the one
 * highlighted, Escape closes the list (and, closed, clears the box; then onDismiss). Without JavaScript it is a plain GET form on
 * /search.
 */
export function AskBox({
  label,
  formLabel,
  placeholder = 'Try “white SUV under $35k”',
  defaultValue = '',
  inputId,
  className,
  onSearch,
  focusOnMount,
  onDismiss,
}: AskBoxProps) {
  const ownId = useId()
  const id = inputId ?? `ask${ownId.replace(/[^a-zA-Z0-9]/g, '')}`
  const listId = `${id}-list`
  const [text, setText] = useState(defaultValue)
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = useRef(0)
  const expanded = open && items.length > 0

  const refresh = (value: string) => {
    const n = ++asked.current
    void loadSuggester().then(({ suggest, words }) => {
      // only the answer for the latest keystroke
      if (n !== asked.current) return
      setItems(suggest(value, words, readRecent()))
      setActive(-1)
    })
  }

  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusOnMount) input.current?.focus()
  }, [focusOnMount])
  const remember = (value: string) => {
    setOpen(false)
    try {
      window.localStorage.setItem(RECENT_KEY, JSON.stringify(rememberSearch(readRecent(), value)))
    } catch {
      // storage refused (private browsing): nothing remembered
    }
  }

  // a suggestion taken: searched on this page, or the form sent with it (a page load of /search?query=…)
  const choose = (s: Suggestion) => {
    setText(s.text)
    remember(s.text)
    if (onSearch) return onSearch(s.text.trim())
    const input = form.current?.elements.namedItem('query')
    if (input instanceof HTMLInputElement) input.value = s.text
    form.current?.submit()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!expanded) {
        setOpen(true)
        refresh(text)
        return
      }
      const last = items.length - 1
      setActive((a) => (e.key === 'ArrowDown' ? (a >= last ? 0 : a + 1) : a <= 0 ? last : a - 1))
    } else if (e.key === 'Enter' && expanded && active >= 0 && active < items.length) {
      e.preventDefault()
      choose(items[active]!)
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (text !== '') {
        e.preventDefault()
        setText('')
      } else if (onDismiss) {
        e.preventDefault()
        onDismiss()
      }
    }
  }

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={formLabel}
      className={className ? `ask ${className}` : 'ask'}
      ref={form}
      onSubmit={(e) => {
        remember(text)
        if (!onSearch) return
        e.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="ask__field">
        <input
          ref={input}
          id={id}
          name="query"
          // a text box: the Nu checker allows the combobox role on type=text, not type=search
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          maxLength={200}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
            refresh(e.target.value)
          }}
          onFocus={() => refresh(text)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {/* drawn only while open: a closed combobox may name a list that is not there (ARIA 1.2) */}
        {expanded ? (
          <ul role="listbox" id={listId} aria-label={`${label}: suggestions`} className="ask__list">
            {items.map((s, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- Up, Down and Enter in the box choose an option (aria-activedescendant)
              <li
                key={`${s.kind}-${s.text}`}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className="ask__option"
                // keeps the focus in the box, so the click is not lost to its blur
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                <span className="ask__option-label">{s.label}</span>
                <span className="ask__option-kind">{KIND_WORDS[s.kind]}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit" className="button button--primary ask__submit" aria-label="Search">
        <Search size={18} aria-hidden="true" />
        <span>Search</span>
      </button>
      <p className="visually-hidden" role="status">
        {expanded ? `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </form>
  )
}
