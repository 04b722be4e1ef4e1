'use client'

/**
 * InfoTabs: the information tabs (VDP-32/33) with the WAI-ARIA tabs pattern: a tablist of tabs with roving focus
 * (Left/Right wrap, Home/End), each tab controlling a tabpanel; selection follows focus. Every panel is in the server
 * HTML, the inactive ones `hidden`.
 *
 * Props
 *   tabs      [{ id, label, content }] in order; build the list with infoTabs(featureCount) and INFO_TAB_LABELS from
 *             src/domain/vehicle/layout.ts ('Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve
 *             Online', 'Protect Your Car', and 'Features' only with a features list). `content` may be server-rendered.
 *   label     the tablist's accessible name (default 'Vehicle information')
 *   initial   the id of the tab selected first (default the first)
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface InfoTab {
  id: string
  label: string
  content: ReactNode
}

export interface InfoTabsProps {
  tabs: InfoTab[]
  label?: string
  initial?: string
}

export function InfoTabs({ tabs, label = 'Vehicle information', initial }: InfoTabsProps) {
  const base = useId()
  const [selected, setSelected] = useState(() =>
    initial && tabs.some((t) => t.id === initial) ? initial : (tabs[0]?.id ?? ''),
  )
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length === 0) return null
  const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]!.id

  const focusAt = (index: number) => {
    const i = (index + tabs.length) % tabs.length
    setSelected(tabs[i]!.id)
    refs.current[i]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => focusAt(index + 1),
      ArrowLeft: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(tabs.length - 1),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      move()
    }
  }

  return (
    <div className="vd-tabs">
      <div className="vd-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => {
          const active = tab.id === current
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className="vd-tabs__tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className="vd-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
