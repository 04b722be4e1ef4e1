import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { SectionHeading, type SectionHeadingProps } from '@/components/ui/SectionHeading'

const render = (props: SectionHeadingProps) => renderToStaticMarkup(createElement(SectionHeading, props))

describe('SectionHeading', () => {
  it('is an h2 with the section heading class unless the section leads the page', () => {
    expect(render({ children: 'Our locations' })).toBe('<h2 class="section__heading">Our locations</h2>')
    expect(render({ level: 1, children: 'Current offers' })).toBe('<h1 class="section__heading">Current offers</h1>')
  })

  it('writes the id a section is labelled by, and none when it has none', () => {
    expect(render({ id: 'brand-offers-heading', children: 'Offers' })).toBe(
      '<h2 id="brand-offers-heading" class="section__heading">Offers</h2>',
    )
  })
})
