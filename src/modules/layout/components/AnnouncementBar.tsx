import { ChevronRight } from '@/components/ui/icons'

import type { Banner } from '@/domain/site'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import { DEFAULT_BUTTON_TEXT } from '@/domain/links'

/** One compact line on phones (the title and the link; the text from 768 px). */
export function AnnouncementBar({ banner }: { banner: Banner }) {
  return (
    <aside className="announcement" aria-label="Announcement" data-testid="announcement">
      <div className="container announcement__inner">
        <p className="announcement__text">
          <strong>{banner.title}</strong>
          {banner.text ? <span className="announcement__detail"> {banner.text}</span> : null}
        </p>
        <RateDisclosure disclosure={banner.credit} variant="compact" className="announcement__credit" />
        {banner.href ? (
          <a href={banner.href} className="announcement__link">
            {banner.linkText || DEFAULT_BUTTON_TEXT}
            <ChevronRight aria-hidden size={16} />
          </a>
        ) : null}
      </div>
    </aside>
  )
}
