import { packCard, unpackCard, type CardView, type PackedCard } from '@/domain/search/cardView'

/** A packed value with its repeated strings interned: each is the table's index as a negative number (-1: the first). */
type Interned = string | number | boolean | null | Interned[]

/**
 * Cards as a page's flight payload carries them: PackedCard tuples, and every string that repeats across
 * them (location names, price types, tags, attribute values, makes, prices) written once in `strings`, referred to
 * by its negative index. About a quarter lighter than the tuples alone for a results page's 21 cards. No packed
 * card holds a negative number (years, kilometres); if one ever did, nothing is interned.
 *
 * Before interning, what a card can rebuild from its other values is left out: the name when it
 * is the year, make, model and badge joined (DERIVED), the slug when it is the name and stock number slugified, and
 * the photos' common folder (`base`, when every photo shares one). Each is checked here, so a card that does not
 * follow the pattern keeps its own value.
 */
export interface PackedCards {
  strings: string[]
  cards: Interned[]
  /** The folder every card photo's address starts with (written once), when they share one. */
  base?: string
}

/** Worth a table entry: seen more than once and longer than the index that replaces it. */
const MIN_INTERNED_LENGTH = 4

/** Stands for a name or slug rebuilt from the card's other values (no packed name or slug is a number). */
const DERIVED = 0

// PackedCard positions
const SLUG = 1
const NAME = 2
const BADGE = 3
const IMAGE = 6
const ATTRS = 8
const SAVE = 12

/** '2021 Toyota HiLux SR5': year, make, model and badge as a stock name joins them. */
function composedName(card: PackedCard): string | null {
  const save = card[SAVE]
  if (!save) return null
  const parts = [save[4], save[2], save[3], card[BADGE]].filter((p) => p !== null && p !== '')
  return parts.length > 0 ? parts.join(' ') : null
}

/** The slug a stock feed gives a car: its name and stock number, lower case, each run of other characters a hyphen. */
function composedSlug(name: string, attrs: string[]): string | null {
  const stock = attrs.find((a) => a.startsWith('Stock #'))
  if (!stock) return null
  return `${name} ${stock.slice('Stock #'.length)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The folder (up to its last '/') all the addresses share, if long enough to be worth writing once. */
function commonFolder(images: string[]): string | undefined {
  if (images.length < 2) return undefined
  let prefix = images[0]!
  for (const image of images) while (!image.startsWith(prefix)) prefix = prefix.slice(0, -1)
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1)
  return folder.length >= 8 ? folder : undefined
}

export function packCards(views: CardView[]): PackedCards {
  const packed = views.map(packCard)
  const base = commonFolder(packed.map((c) => c[IMAGE]).filter((i): i is string => i !== null))
  const cards = packed.map((card) => {
    const out: Interned[] = [...card]
    if (composedSlug(card[NAME], card[ATTRS]) === card[SLUG]) out[SLUG] = DERIVED
    if (composedName(card) === card[NAME]) out[NAME] = DERIVED
    if (base && card[IMAGE] !== null) out[IMAGE] = card[IMAGE].slice(base.length)
    return out
  })
  const counts = new Map<string, number>()
  let negative = false
  const count = (v: Interned): void => {
    if (Array.isArray(v)) v.forEach(count)
    else if (typeof v === 'string') counts.set(v, (counts.get(v) ?? 0) + 1)
    else if (typeof v === 'number' && v < 0) negative = true
  }
  cards.forEach(count)
  const withBase = base ? { base } : {}
  if (negative) return { strings: [], cards, ...withBase }
  const strings = [...counts].filter(([s, n]) => n > 1 && s.length >= MIN_INTERNED_LENGTH).map(([s]) => s)
  const index = new Map(strings.map((s, i) => [s, -1 - i]))
  const intern = (v: Interned): Interned =>
    Array.isArray(v) ? v.map(intern) : typeof v === 'string' ? (index.get(v) ?? v) : v
  return { strings, cards: cards.map(intern), ...withBase }
}

export function unpackCards({ strings, cards, base }: PackedCards): CardView[] {
  const restore = (v: Interned): Interned =>
    Array.isArray(v) ? v.map(restore) : typeof v === 'number' && v < 0 ? strings[-1 - v]! : v
  return cards.map((c) => {
    // an empty table: nothing was interned (and a negative number is the card's own)
    const card = [...((strings.length > 0 ? restore(c) : c) as Interned[])] as unknown as PackedCard
    if (base && card[IMAGE] !== null) card[IMAGE] = base + card[IMAGE]
    if ((card[NAME] as unknown) === DERIVED) card[NAME] = composedName(card)!
    if ((card[SLUG] as unknown) === DERIVED) card[SLUG] = composedSlug(card[NAME], card[ATTRS])!
    return unpackCard(card)
  })
}
