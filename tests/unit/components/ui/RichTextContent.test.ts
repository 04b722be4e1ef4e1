import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { RichTextContent } from '@/components/ui/RichTextContent'
import { richText } from '../../../../tenants-seed/lexical'

type Data = Parameters<typeof RichTextContent>[0]['data']
const render = (data: unknown) => renderToStaticMarkup(createElement(RichTextContent, { data: data as Data }))

describe('RichTextContent lists (valid HTML: the Nu checker refuses an item `value` outside a numbered list)', () => {
  it('a bulleted list is a <ul> of plain items', () => {
    const html = render(richText({ ul: ['Low kilometres', 'Full service history'] }))
    expect(html).toContain('<ul class="list-bullet"><li>Low kilometres</li><li>Full service history</li></ul>')
    expect(html).not.toContain('value=')
  })

  it('a numbered list is an <ol> that counts its own items, and says where it starts when not at 1', () => {
    expect(render(richText({ ol: ['Apply', 'Approve'] }))).toContain(
      '<ol class="list-number"><li>Apply</li><li>Approve</li></ol>',
    )
    const later = richText({ ol: ['Settle', 'Drive away'] })
    const list = later.root.children[0] as unknown as { start: number; children: { value: number }[] }
    list.start = 3
    list.children.forEach((item, i) => (item.value = 3 + i))
    expect(render(later)).toContain('<ol class="list-number" start="3"><li>Settle</li><li>Drive away</li></ol>')
  })

  it('a checklist item begins with a checkbox that cannot be changed, inside a plain item', () => {
    const doc = richText({ ul: ['Roadworthy', 'Registered'] })
    const list = doc.root.children[0] as unknown as { listType: string; children: { checked?: boolean }[] }
    list.listType = 'check'
    list.children[0]!.checked = true
    const html = render(doc)
    expect(html).toContain(
      '<ul class="list-check"><li><input type="checkbox" disabled="" checked=""/>Roadworthy</li><li><input type="checkbox" disabled=""/>Registered</li></ul>',
    )
    // (readonly is not an attribute of a checkbox; a role on the item would nest a control in a control)
    expect(html).not.toMatch(/role="checkbox"|value=|readonly/i)
  })
})
