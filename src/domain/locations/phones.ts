/**
 * LOC-18: phone numbers that differ only in spacing or punctuation are one number. Keeps the first spelling of
 * each, in order; '+61 2 9000 0000' and '(02) 9000 0000' are the same number (a leading 61 reads as 0).
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits
}

export function dedupePhones(phones: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const p of phones) {
    const text = p?.trim()
    if (!text) continue
    const key = phoneDigits(text)
    if (!key || seen.has(key)) continue
    seen.add(key)
    out.push(text)
  }
  return out
}

/**
 * LOC-18 on a list of locations: every location stays listed (the site counts each one); a number that several of
 * them share, in any spelling, is shown once, on the location ranked first (`rank`, lower first, then list order);
 * the others keep only their own numbers.
 *   [service '02 9630 1150', parts '+61 2 9630 1150'] → [service ['02 9630 1150'], parts []]
 */
export function phonesShownOnce<T extends { phones: readonly string[] }>(
  items: readonly T[],
  rank: (item: T) => number = () => 0,
): T[] {
  const keeper = new Map<string, number>()
  const byRank = items.map((item, i) => ({ item, i })).sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i)
  for (const { item, i } of byRank)
    for (const p of item.phones) {
      const key = phoneDigits(p)
      if (key && !keeper.has(key)) keeper.set(key, i)
    }
  return items.map((item, i) => ({
    ...item,
    phones: item.phones.filter((p) => {
      const key = phoneDigits(p)
      return !key || keeper.get(key) === i
    }),
  }))
}

/** 'tel:' link for a displayed number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
