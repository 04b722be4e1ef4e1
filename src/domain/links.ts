/**
 * Which link targets may be rendered. Rich text and menu links are sanitised to these:
 *   '/finance', '#finance-form', 'https://x.au', 'mailto:a@b.au', 'tel:0299990000', 'sms:?body=…' → allowed
 *   'javascript:alert(1)', 'data:text/html,…', '//evil.example' → refused
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim()
  if (value === '') return false
  if (value.startsWith('//')) return false
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return true
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)
  if (!scheme) return !/[\s:]/.test(value.split(/[/?#]/)[0] ?? '')
  return ['http', 'https', 'mailto', 'tel', 'sms'].includes(scheme[1]!.toLowerCase())
}

export function safeHref(href: string | null | undefined): string | null {
  return href && isSafeHref(href) ? href.trim() : null
}

/** What a marketer may type in a URL field: an image (`image`) or a link someone follows (`link`). */
export type EditedUrlKind = 'image' | 'link'

/**
 * Why a URL typed into an admin field is refused, or null when it may be stored. Allowed: an https:// address
 * with a host (no user:password@), or a path of this site starting with one "/"; a link may also be a #section,
 * mailto: or tel:. Refused: everything else, http:// included, and any whitespace, control character or backslash
 * (browsers read "/\evil" as "//evil" and drop tabs inside "java\tscript:").
 *   'https://cdn.example.au/a.jpg', '/demo-images/promo-1.jpg' → null
 *   'javascript:alert(1)', ' javascript:x', 'JaVaScRiPt:x', 'data:…', '//evil.example', 'http://x.au' → a message
 */
export function editedUrlProblem(value: string, kind: EditedUrlKind = 'image'): string | null {
  const other = kind === 'link' ? ', a #section, mailto: or tel:' : ''
  const message = `Use an https:// address or a path of this site starting with /${other}.`
  const control = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  if (control || /[\s\\]/.test(value)) return `No spaces or backslashes. ${message}`
  if (value.startsWith('//')) return `“//” starts an address on another site. ${message}`
  if (value.startsWith('/')) return null
  if (kind === 'link') {
    if (/^#[\w-]+$/.test(value)) return null
    if (/^mailto:[\w.+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(value)) return null
    if (/^tel:\+?[\d-]{3,20}$/i.test(value)) return null
  }
  if (!/^https:\/\//i.test(value)) return message
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return message
  } catch {
    return message
  }
  return null
}

/** The words of a marketer's link button (a banner's, a pop-up's, a promo tile's) until they write their own. */
export const DEFAULT_BUTTON_TEXT = 'Find out more'
