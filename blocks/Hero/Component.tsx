import Image from 'next/image'

import type { HeroBlock as HeroData } from '../../payload-types'
import type { BlockContext } from '../types'
import { safeHref } from '../../src/domain/links'

function imageOf(block: HeroData): string | null {
  if (block.image && typeof block.image === 'object' && block.image.url) return block.image.url
  return block.imageUrl || null
}

export function HeroComponent({ block, headingLevel }: { block: HeroData } & BlockContext) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const src = imageOf(block)
  return (
    <section className="hero" data-block="hero">
      {src ? <Image src={src} alt="" fill priority sizes="100vw" quality={75} className="hero__image" /> : null}
      <div className="hero__content container">
        <Heading className="hero__heading">{block.heading}</Heading>
        {block.subheading ? <p className="hero__sub">{block.subheading}</p> : null}
        {block.links && block.links.length > 0 ? (
          <div className="hero__actions">
            {block.links.map((link, i) => {
              const href = safeHref(link.url)
              if (!href) return null
              return (
                <a
                  key={link.id ?? i}
                  href={href}
                  className={i === 0 ? 'button button--accent' : 'button button--ghost'}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
                </a>
              )
            })}
          </div>
        ) : null}
      </div>
    </section>
  )
}
