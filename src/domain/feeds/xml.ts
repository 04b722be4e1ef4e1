/**
 * A minimal XML writer for the feeds: elements with attributes, text or children, escaped once here.
 *   xmlText('R&D <b>')      → 'R&amp;D &lt;b&gt;'   (characters XML 1.0 forbids are dropped)
 *   el('g:price', '1.00 AUD') → { name: 'g:price', text: '1.00 AUD' }
 */

export interface XmlElement {
  name: string
  attrs?: Record<string, string>
  text?: string
  children?: XmlElement[]
}

// Control characters XML 1.0 does not allow (tab, newline and carriage return are allowed), and lone surrogates.
const FORBIDDEN = new RegExp(
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]' +
    '|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  'g',
)

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text or attribute value, escaped for XML. */
export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

/** An element with text (omitted by `compact` when the text is null, undefined or empty). */
export function el(name: string, text: string | number | null | undefined): XmlElement {
  return { name, text: text === null || text === undefined ? undefined : String(text) }
}

/** An element with children. */
export function group(name: string, children: XmlElement[], attrs?: Record<string, string>): XmlElement {
  return { name, children, attrs }
}

/** Drops elements with no text and no children (an attribute the vehicle has no value for). */
export function compact(elements: XmlElement[]): XmlElement[] {
  return elements.filter((e) => (e.text !== undefined && e.text !== '') || (e.children?.length ?? 0) > 0)
}

function attrsOf(attrs: Record<string, string> | undefined): string {
  if (!attrs) return ''
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
    .join('')
}

/** One element as XML, children indented by `depth` levels of two spaces. */
export function renderElement(e: XmlElement, depth = 0): string {
  const pad = '  '.repeat(depth)
  const open = `${e.name}${attrsOf(e.attrs)}`
  if (e.children?.length) {
    const inner = e.children.map((c) => renderElement(c, depth + 1)).join('\n')
    return `${pad}<${open}>\n${inner}\n${pad}</${e.name}>`
  }
  if (e.text === undefined || e.text === '') return `${pad}<${open}/>`
  return `${pad}<${open}>${xmlText(e.text)}</${e.name}>`
}

/** A whole document: the XML declaration and one root element. */
export function renderDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root)}\n`
}
