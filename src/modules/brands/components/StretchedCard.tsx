import type { ReactNode } from 'react'

import { OptimisedImg } from '@/components/ui/OptimisedImg'

/**
 * A brand or model card: a photo frame, then a body whose title link stretches over the whole card (brands.css draws
 * the stretch, the hover and the focus ring). `name` is the card's class and test id; its parts are `{name}__media`,
 * `__img`, `__body`, `__title` and `__link`.
 */
export function StretchedCard({
  name,
  data,
  photo,
  sizes,
  overlay,
  headingLevel,
  href,
  title,
  children,
}: {
  name: 'brand-card' | 'model-card'
  /** the card's data attributes (data-brand, data-model) */
  data: Record<`data-${string}`, string>
  photo: string | null | undefined
  sizes: string
  /** drawn over the photo (the brand's logo) */
  overlay?: ReactNode
  headingLevel: 2 | 3 | 4
  href: string
  title: ReactNode
  children: ReactNode
}) {
  const H = `h${headingLevel}` as const
  return (
    <article className={name} data-testid={name} {...data}>
      <div className={`${name}__media`}>
        <OptimisedImg src={photo} alt="" fill sizes={sizes} className={`${name}__img`} />
        {overlay}
      </div>
      <div className={`${name}__body`}>
        <H className={`${name}__title`}>
          <a href={href} className={`${name}__link`}>
            {title}
          </a>
        </H>
        {children}
      </div>
    </article>
  )
}
