/**
 * How the postgres engine reads free text, shared by its SQL (./postgres) and its in-memory facet index
 * (./facetIndex) so both match the same rows:
 *   - every word a prefix of a word of the card fields: search_vector @@ to_tsquery('simple', 'w1:* & w2:*');
 *   - or the stock number contains the text (ILIKE '%text%');
 *   - text with quotes, minus signs, 'or' or other punctuation also goes through websearch_to_tsquery (SQL only).
 */

/** The words of a text as the prefix query uses them: lower case, letters and digits, at most 16. */
export function textTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16)
}

/** 'CX-5 tour' → 'cx:* & 5:* & tour:*' (letters and digits only, so to_tsquery cannot fail on it). */
export function prefixTsQuery(text: string): string | null {
  const tokens = textTokens(text)
  return tokens.length > 0 ? tokens.map((t) => `${t}:*`).join(' & ') : null
}

/**
 * Plain words (letters, digits, spaces; not the word 'or'): the prefix query finds every match web search syntax
 * would, so it is the whole text condition (with the stock number match).
 */
export function isPlainWords(text: string): boolean {
  return /^[\p{L}\p{N}\s]+$/u.test(text) && !/(^|\s)or(\s|$)/i.test(text) && prefixTsQuery(text) !== null
}

/** The ILIKE pattern of a substring match: %text% with \, % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
