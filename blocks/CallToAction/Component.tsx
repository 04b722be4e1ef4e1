import type { CallToActionBlock as CtaData } from '../../payload-types'
import type { BlockContext } from '../types'
import { safeHref } from '../../src/domain/links'
import { isLiveHref } from '../../src/domain/routes'

export function CallToActionComponent({ block, headingLevel, routes }: { block: CtaData } & BlockContext) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="cta" data-block="cta">
      <div className="container cta__inner">
        <div>
          <Heading className="cta__heading">{block.heading}</Heading>
          {block.text ? <p>{block.text}</p> : null}
        </div>
        <div className="cta__actions">
          {(block.links ?? []).map((link, i) => {
            const href = safeHref(link.url)
            return href && isLiveHref(href, routes) ? (
              <a
                key={link.id ?? i}
                href={href}
                className="button button--accent"
                {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.label}
              </a>
            ) : null
          })}
        </div>
      </div>
    </section>
  )
}
