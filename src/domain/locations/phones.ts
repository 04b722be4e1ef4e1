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

/** LOC-18: locations sharing a phone's digits are listed once (the first of them). */
export function dedupeByPhone<T extends { phone?: string | null }>(items: readonly T[]): T[] {
  const seen = new Set<string>()
  return items.filter((it) => {
    const key = it.phone ? phoneDigits(it.phone) : ''
    if (!key) return true
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** 'tel:' link for a displayed number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
