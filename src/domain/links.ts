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
