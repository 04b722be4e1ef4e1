import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { Badge, type BadgeProps } from '@/components/ui/Badge'

const render = (props: BadgeProps) => renderToStaticMarkup(createElement(Badge, props))

describe('Badge', () => {
  it("a card's badge is one span with its class and kind, nothing more (the search page's weight)", () => {
    expect(render({ variant: 'card', kind: 'sold', children: 'Sold' })).toBe(
      '<span class="card__tag" data-tag-kind="sold">Sold</span>',
    )
  })

  it("the vehicle page's tag and location badge have a class each", () => {
    expect(render({ variant: 'vehicle', children: 'Demo' })).toBe('<span class="vdp-tag">Demo</span>')
    expect(render({ variant: 'location', children: 'Harbour City' })).toBe(
      '<span class="vdp-location-badge">Harbour City</span>',
    )
  })

  it("the print sheet's tag is a paragraph with its test id", () => {
    expect(render({ variant: 'print', as: 'p', testId: 'print-tag', children: 'Demo' })).toBe(
      '<p class="print-sheet__tag" data-testid="print-tag">Demo</p>',
    )
  })
})
