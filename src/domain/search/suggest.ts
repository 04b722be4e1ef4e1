/**
 * Suggestions for the search box as the shopper types (src/modules/search/components/AskBox.client.tsx): their recent
 * searches, and the makes, models and body types of the tenant's stock completing the words being typed. A chosen
 * suggestion is the whole box's new text, so what was typed before the word being completed is kept:
 *   suggest('white toy', words, [])      → [{ kind: 'make', text: 'white Toyota', label: 'Toyota' }, …]
 *   suggest('hilu', words, [])           → [{ kind: 'model', text: 'Toyota HiLux', label: 'Toyota HiLux' }]
 *   suggest('', words, ['suv under 30k']) → [{ kind: 'recent', text: 'suv under 30k', label: 'suv under 30k' }]
 * Pure: the box runs it on every key, so it is a scan of a few hundred names.
 */

/** What the box completes words with: GET /api/search/words. */
export interface SuggestWords {
  makes: string[]
  /** Models by make. */
  models: Record<string, string[]>
  /** Body types as the site names them ('SUV', 'People Mover'). */
  bodies: string[]
}

export const SUGGESTION_KINDS = ['recent', 'make', 'model', 'body'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

export interface Suggestion {
  kind: SuggestionKind
  /** The box's text once chosen. */
  text: string
  /** What the list shows. */
  label: string
}

/** The most suggestions listed, and of them the most recent searches. */
export const MAX_SUGGESTIONS = 8
export const MAX_RECENT_SHOWN = 3

const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** Whether `name` completes `fragment`: by its letters and digits ('cx5' → 'CX-5'), or one of its words does. */
function completes(name: string, fragment: string): boolean {
  const f = fold(fragment)
  if (f === '') return false
  return fold(name).startsWith(f) || name.split(/\s+/).some((w) => fold(w).startsWith(f))
}

export function suggest(input: string, words: SuggestWords, recent: readonly string[]): Suggestion[] {
  const typed = input.replace(/\s+/g, ' ').trimStart()
  const out: Suggestion[] = []
  const seen = new Set<string>()
  const add = (s: Suggestion) => {
    const key = s.text.toLowerCase().trim()
    if (seen.has(key) || out.length >= MAX_SUGGESTIONS) return
    seen.add(key)
    out.push(s)
  }
  const fragment = typed.trim().toLowerCase()
  for (const r of recent) {
    if (out.length >= MAX_RECENT_SHOWN) break
    if (fragment === '' || r.toLowerCase().includes(fragment)) add({ kind: 'recent', text: r, label: r })
  }
  if (fragment === '') return out
  // the word being typed, with up to two before it ('land cr' → 'Land Cruiser'), the longest that completes a name
  const parts = typed.trimEnd().split(' ')
  const names: { kind: SuggestionKind; name: string }[] = [
    ...words.makes.map((name) => ({ kind: 'make' as const, name })),
    ...Object.entries(words.models).flatMap(([make, models]) =>
      models.map((model) => ({ kind: 'model' as const, name: `${make} ${model}` })),
    ),
    ...words.bodies.map((name) => ({ kind: 'body' as const, name })),
  ]
  for (let n = Math.min(3, parts.length); n >= 1; n--) {
    const head = parts.slice(0, parts.length - n).join(' ')
    const fragmentWords = parts.slice(parts.length - n).join(' ')
    const found = names
      .filter((c) => completes(c.name, fragmentWords))
      .sort(
        (a, b) =>
          SUGGESTION_KINDS.indexOf(a.kind) - SUGGESTION_KINDS.indexOf(b.kind) ||
          a.name.length - b.name.length ||
          a.name.localeCompare(b.name),
      )
    if (found.length === 0) continue
    for (const c of found) add({ kind: c.kind, text: head ? `${head} ${c.name}` : c.name, label: c.name })
    break
  }
  return out
}
