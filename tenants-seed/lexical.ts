/**
 * Builds Lexical editor JSON (the shape Payload's lexical rich text stores) from simple input.
 *
 *   richText(
 *     { h: 2, text: 'Our privacy policy' },
 *     'A plain paragraph.',
 *     ['Mixed: ', { text: 'bold', bold: true }, ' and ', { link: '/contact-us', text: 'a link' }],
 *     { ul: ['First point', 'Second point'] },
 *   )
 */

export type Inline =
  string | { text: string; bold?: boolean; italic?: boolean } | { link: string; text: string; newTab?: boolean }

export type BlockInput =
  string | Inline[] | { h: 1 | 2 | 3 | 4; text: string } | { ul: (string | Inline[])[] } | { ol: (string | Inline[])[] }

interface LexicalNode {
  type: string
  version: number
  [k: string]: unknown
}

export interface LexicalRoot {
  root: {
    type: string
    children: LexicalNode[]
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2

function textNode(text: string, format = 0): LexicalNode {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' }
}

function element(type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode {
  return { type, version: 1, children, direction: 'ltr', format: '', indent: 0, ...extra }
}

function inlineNodes(parts: Inline[]): LexicalNode[] {
  return parts.map((part) => {
    if (typeof part === 'string') return textNode(part)
    if ('link' in part) {
      return {
        ...element('link', [textNode(part.text)]),
        version: 3,
        fields: { url: part.link, newTab: Boolean(part.newTab), linkType: 'custom' },
      }
    }
    return textNode(part.text, (part.bold ? FORMAT_BOLD : 0) | (part.italic ? FORMAT_ITALIC : 0))
  })
}

function paragraph(parts: Inline[]): LexicalNode {
  return element('paragraph', inlineNodes(parts), { textFormat: 0, textStyle: '' })
}

function list(kind: 'bullet' | 'number', items: (string | Inline[])[]): LexicalNode {
  return element(
    'list',
    items.map((item, i) =>
      element('listitem', inlineNodes(typeof item === 'string' ? [item] : item), { value: i + 1 }),
    ),
    { listType: kind, start: 1, tag: kind === 'bullet' ? 'ul' : 'ol' },
  )
}

function block(input: BlockInput): LexicalNode {
  if (typeof input === 'string') return paragraph([input])
  if (Array.isArray(input)) return paragraph(input)
  if ('h' in input) return element('heading', inlineNodes([input.text]), { tag: `h${input.h}` })
  if ('ul' in input) return list('bullet', input.ul)
  return list('number', input.ol)
}

export function richText(...blocks: BlockInput[]): LexicalRoot {
  return {
    root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: blocks.map(block) },
  }
}

/** Plain text of a Lexical document (for checks and summaries). */
export function plainText(doc: LexicalRoot): string {
  const walk = (node: LexicalNode): string => {
    if (node.type === 'text') return String(node.text ?? '')
    const children = Array.isArray(node.children) ? (node.children as LexicalNode[]) : []
    const inner = children.map(walk).join('')
    return node.type === 'paragraph' || node.type === 'heading' || node.type === 'listitem' ? `${inner}\n` : inner
  }
  return doc.root.children.map(walk).join('').trim()
}
