/**
 * The searches a browser remembers for its search box's suggestions (src/domain/search/suggest.ts): the newest first,
 * each once, a few. Kept in the browser only (AskBox.client.tsx); nothing is sent.
 */

/** How many recent searches a browser keeps. */
export const RECENT_KEPT = 5

/** The recent searches with `text` first (once), at most RECENT_KEPT. */
export function rememberSearch(recent: readonly string[], text: string): string[] {
  const t = text.replace(/\s+/g, ' ').trim()
  if (t === '') return [...recent].slice(0, RECENT_KEPT)
  return [t, ...recent.filter((r) => r.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_KEPT)
}
