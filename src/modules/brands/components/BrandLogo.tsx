import { OptimisedImg } from '@/components/ui/OptimisedImg'

/** A brand's logo on a white chip (an SVG wordmark is loaded as it is: the optimiser does not resize SVG). */
export function BrandLogo({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const cls = ['brand-logo', className].filter(Boolean).join(' ')
  if (!src) {
    return (
      <span className={`${cls} brand-logo--text`} aria-hidden>
        {name}
      </span>
    )
  }
  const svg = /\.svg($|\?)/i.test(src)
  return (
    <span className={cls}>
      <OptimisedImg
        src={src}
        unoptimized={svg}
        alt={`${name} logo`}
        width={240}
        height={96}
        className="brand-logo__img"
      />
    </span>
  )
}
