import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { getSearchVocabulary } from '@/data/searchVocabulary'

import type { HeroBlock as HeroData } from '../../payload-types'
import type { BlockContext } from '../types'
import { safeHref } from '../../src/domain/links'
import { isLiveHref } from '../../src/domain/routes'
import { AskBox } from '@/modules/search/components/AskBox.client'

import { QuickSearch } from './QuickSearch.client'

function imageOf(block: HeroData): string | null {
  if (block.image && typeof block.image === 'object' && block.image.url) return block.image.url
  return block.imageUrl || null
}

/**
 * The hero photo, the home page's LCP: preloaded with high priority, eager, painted in the page's first frame once
 * loaded (next/image's default 'async' decode let Chromium present frames without it, so the largest paint came a
 * frame or more after the first). A plain <img> with the optimiser's URLs (OptimisedImg), not next/image's <Image>:
 * a client component whose script every home page loaded and ran before its largest paint.
 */
function HeroImage({ src }: { src: string }) {
  return (
    <OptimisedImg src={src} alt="" fill priority decoding="sync" sizes="100vw" quality={75} className="hero__image" />
  )
}

export async function HeroComponent({ block, headingLevel, tenant, routes }: { block: HeroData } & BlockContext) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const src = imageOf(block)
  const vocabulary = block.quickSearch ? await getSearchVocabulary(tenant) : null
  return (
    <section className={`hero${vocabulary ? ' hero--search' : ''}`} data-block="hero">
      {src ? <HeroImage src={src} /> : null}
      <div className="hero__content container">
        <Heading className="hero__heading">{block.heading}</Heading>
        {block.subheading ? <p className="hero__sub">{block.subheading}</p> : null}
        {vocabulary ? (
          <>
            <AskBox className="hero__ask" label="Describe the car you want" formLabel="Search in your own words" />
            <QuickSearch makes={vocabulary.makes} models={vocabulary.models} />
          </>
        ) : null}
        {block.links && block.links.length > 0 ? (
          <div className="hero__actions">
            {block.links.map((link, i) => {
              const href = safeHref(link.url)
              if (!href || !isLiveHref(href, routes)) return null
              return (
                <a
                  key={link.id ?? i}
                  href={href}
                  className={
                    vocabulary ? 'button button--ghost' : i === 0 ? 'button button--accent' : 'button button--ghost'
                  }
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
