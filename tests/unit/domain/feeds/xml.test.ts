import { buildGoogleFeed } from '@/domain/feeds/google'
import { renderDocument, renderElement, xmlText } from '@/domain/feeds/xml'

import { blocks, channel, field, vehicle } from './fixtures'

describe('XML', () => {
  it('escapes the five XML characters and drops characters XML 1.0 forbids', () => {
    expect(xmlText(`Tom & Jerry's <"ute">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;ute&quot;&gt;')
    expect(xmlText('a\u0000b\u0007c\td')).toBe('abc\td')
  })

  it('escapes attribute values and writes one declaration', () => {
    const xml = renderDocument({ name: 'a', attrs: { q: 'x"y&z' }, children: [{ name: 'b', text: '1 < 2' }] })
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a q="x&quot;y&amp;z">\n  <b>1 &lt; 2</b>\n</a>\n')
    expect(renderElement({ name: 'c' })).toBe('<c/>')
  })

  it('markup in a value cannot break out of its element', () => {
    const { body } = buildGoogleFeed(channel, [
      vehicle({ model: 'HiLux </g:model><g:price>1' }, { description: 'Great </g:description><g:price>1 & more' }),
    ])
    const item = blocks(body, 'item')[0]!
    expect(item.match(/<g:price>/g)).toHaveLength(1)
    expect(field(item, 'g:model')).toBe('HiLux &lt;/g:model&gt;&lt;g:price&gt;1')
    expect(field(item, 'g:description')).toBe('Great 1 &amp; more')
  })
})
