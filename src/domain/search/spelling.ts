/**
 * Typo tolerance for make and model names, applied to the free-text keyword before either engine runs,
 * so Postgres and Typesense search the same words. The vocabulary is the tenant's own makes and models.
 *
 *   'hilxu' → 'HiLux' (one transposition)   'toyta' → 'Toyota' (one letter missing)
 *   'mazda cx5', 'mazda cx 5' → 'Mazda CX-5' (spacing and punctuation ignored)
 *
 * Rules: words are compared by their letters and digits only, lower case. A run of one to three words that spells
 * a name exactly becomes that name (exact matches always win: a word that is a name, or part of one, is never
 * changed into another). Otherwise a single word of four or more letters (no digits) becomes the closest name
 * within a length-scaled Damerau–Levenshtein distance (4–6 letters: 1 edit, 7 or more: 2); ties go to the name
 * closest in length, then to makes, then alphabetically. Other words are kept as typed.
 */

export interface SpellingVocabulary {
  makes: string[]
  /** Models by make. */
  models: Record<string, string[]>
  /** Other words the shopper may type that must never be "corrected" (body types, colours, …). */
  words?: string[]
}

export interface KeywordCorrection {
  /** The keyword as typed. */
  original: string
  /** The keyword searched for. */
  corrected: string
}

const compact = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), capped at max + 1. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** How many edits a word of this many characters may be away from a name. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0
  return length <= 6 ? 1 : 2
}

interface Term {
  name: string
  key: string
  isMake: boolean
}

function termsOf(vocabulary: SpellingVocabulary): Term[] {
  const seen = new Map<string, Term>()
  const add = (name: string, isMake: boolean) => {
    const key = compact(name)
    if (key !== '' && !seen.has(key)) seen.set(key, { name, key, isMake })
  }
  for (const make of vocabulary.makes) add(make, true)
  for (const list of Object.values(vocabulary.models)) for (const model of list) add(model, false)
  return [...seen.values()]
}

/** Letters and digits of every word of every name and extra word: words that are never changed. */
function knownWords(vocabulary: SpellingVocabulary, terms: Term[]): Set<string> {
  const out = new Set<string>()
  const addWords = (s: string) => {
    for (const w of s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w)
  }
  for (const t of terms) {
    out.add(t.key)
    addWords(t.name)
  }
  for (const w of vocabulary.words ?? []) addWords(w)
  return out
}

/**
 * The keyword with make and model names spelled as the tenant's stock spells them, or null when nothing changed
 * (apart from letter case). See the module comment for the rules.
 */
export function correctKeyword(keyword: string, vocabulary: SpellingVocabulary): KeywordCorrection | null {
  const original = keyword.trim()
  if (original === '') return null
  const words = original.split(/\s+/)
  const terms = termsOf(vocabulary)
  if (terms.length === 0) return null
  const byKey = new Map(terms.map((t) => [t.key, t]))
  const known = knownWords(vocabulary, terms)
  const out: string[] = []
  let changed = false
  for (let i = 0; i < words.length;) {
    // 1. Exact: the longest run of up to three words that spells a name.
    let matched = false
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const key = compact(words.slice(i, i + n).join(''))
      const term = byKey.get(key)
      if (!term) continue
      const typed = words.slice(i, i + n).join(' ')
      if (term.name.toLowerCase() !== typed.toLowerCase()) changed = true
      out.push(term.name.toLowerCase() === typed.toLowerCase() ? typed : term.name)
      i += n
      matched = true
      break
    }
    if (matched) continue
    // 2. Near: one word, letters only, not a known word, within its allowance of exactly one best name.
    const word = words[i]!
    const key = compact(word)
    const allowance = typoAllowance(key.length)
    let best: { term: Term; distance: number } | null = null
    if (allowance > 0 && /^\p{L}+$/u.test(key) && !known.has(key)) {
      for (const term of terms) {
        const distance = editDistance(key, term.key, allowance)
        if (distance > allowance) continue
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && betterTie(term, best.term, key.length))
        ) {
          best = { term, distance }
        }
      }
    }
    if (best) {
      out.push(best.term.name)
      changed = true
    } else out.push(word)
    i += 1
  }
  if (!changed) return null
  return { original, corrected: out.join(' ') }
}

function betterTie(a: Term, b: Term, length: number): boolean {
  const da = Math.abs(a.key.length - length)
  const db = Math.abs(b.key.length - length)
  if (da !== db) return da < db
  if (a.isMake !== b.isMake) return a.isMake
  return a.name.localeCompare(b.name) < 0
}
