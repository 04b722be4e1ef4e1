import type { Banner } from '@/domain/site'

export function AnnouncementBar({ banner }: { banner: Banner }) {
  return (
    <aside className="announcement" aria-label="Announcement" data-testid="announcement">
      <div className="container">
        <strong>{banner.title}</strong>
        {banner.text ? <span> {banner.text}</span> : null}
        {banner.href ? (
          <>
            {' '}
            <a href={banner.href}>{banner.linkText || 'Find out more'}</a>
          </>
        ) : null}
      </div>
    </aside>
  )
}
