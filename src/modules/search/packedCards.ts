import { packCard, unpackCard, type CardView, type PackedCard } from '@/domain/search/cardView'

/** A packed value with its repeated strings interned: each is the table's index as a negative number (-1: the first). */
type Interned = string | number | boolean | null | Interned[]

/**
 * Cards as a page's flight payload carries them (issue 14): PackedCard tuples, and every string that repeats across
 * them (location names, price types, tags, attribute values, makes, prices) written once in `strings`, referred to
 * by its negative index. About a quarter lighter than the tuples alone for a results page's 21 cards. No packed
 * card holds a negative number (years, kilometres); if one ever did, nothing is interned.
 */
export interface PackedCards {
  strings: string[]
  cards: Interned[]
}

/** Worth a table entry: seen more than once and longer than the index that replaces it. */
const MIN_INTERNED_LENGTH = 4

export function packCards(views: CardView[]): PackedCards {
  const cards = views.map(packCard) as Interned[]
  const counts = new Map<string, number>()
  let negative = false
  const count = (v: Interned): void => {
    if (Array.isArray(v)) v.forEach(count)
    else if (typeof v === 'string') counts.set(v, (counts.get(v) ?? 0) + 1)
    else if (typeof v === 'number' && v < 0) negative = true
  }
  cards.forEach(count)
  if (negative) return { strings: [], cards }
  const strings = [...counts].filter(([s, n]) => n > 1 && s.length >= MIN_INTERNED_LENGTH).map(([s]) => s)
  const index = new Map(strings.map((s, i) => [s, -1 - i]))
  const intern = (v: Interned): Interned =>
    Array.isArray(v) ? v.map(intern) : typeof v === 'string' ? (index.get(v) ?? v) : v
  return { strings, cards: cards.map(intern) }
}

export function unpackCards({ strings, cards }: PackedCards): CardView[] {
  const restore = (v: Interned): Interned =>
    Array.isArray(v) ? v.map(restore) : typeof v === 'number' && v < 0 ? strings[-1 - v]! : v
  // an empty table: nothing was interned (and a negative number is the card's own)
  return cards.map((c) => unpackCard((strings.length > 0 ? restore(c) : c) as PackedCard))
}
