/**
 * The share block (spec §5 Button visibility, §9 Display; VDP-61..66).
 *   no configured site URL → the whole block is hidden (VDP-62)
 *   copy link, Facebook, X (unless hidden, VDP-63), WhatsApp, email and SMS need the page URL (VDP-61)
 *   social shares open a 550x400 popup polled every 1 s for close (VDP-64)
 *   copying sets 'Copied' for 1.5 s, or a 3 s toast 'Copied {car name} to your clipboard!' (VDP-65/66)
 */

export const SHARE_POPUP = { width: 550, height: 400, pollMs: 1000 } as const
export const COPIED_MS = 1500
export const COPY_TOAST_MS = 3000

export interface ShareConfig {
  siteUrl: string | null
  hideTwitter: boolean
  copyToast: boolean
}

export type ShareNetwork = 'facebook' | 'x' | 'whatsapp' | 'email' | 'sms'

export interface ShareLink {
  network: ShareNetwork
  label: string
  href: string
  /** Opened in the 550x400 popup (social networks); mail and sms use the device's own app. */
  popup: boolean
}

export interface SharePlan {
  url: string
  links: ShareLink[]
  copy: { mode: 'flag' | 'toast'; durationMs: number; toastText: string }
}

/** The car's public URL on the configured site: ('https://harbour.example.au/', 'x') → 'https://harbour.example.au/cars/x'. */
export function vehicleShareUrl(siteUrl: string | null | undefined, slug: string): string | null {
  if (!siteUrl || siteUrl.trim() === '') return null
  let base: URL
  try {
    base = new URL(siteUrl.trim())
  } catch {
    return null
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/cars/${encodeURIComponent(slug)}`
}

export function copyToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`
}

/** null: hide the share block. */
export function sharePlan(carName: string, slug: string, cfg: ShareConfig): SharePlan | null {
  const url = vehicleShareUrl(cfg.siteUrl, slug)
  if (!url) return null
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(carName)
  const message = encodeURIComponent(`${carName} ${url}`)
  const links: ShareLink[] = [
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
  ]
  if (!cfg.hideTwitter)
    links.push({
      network: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
      popup: true,
    })
  links.push(
    {
      network: 'whatsapp',
      label: 'Share on WhatsApp',
      href: `https://api.whatsapp.com/send?text=${message}`,
      popup: true,
    },
    { network: 'email', label: 'Share by email', href: `mailto:?subject=${text}&body=${message}`, popup: false },
    { network: 'sms', label: 'Share by SMS', href: `sms:?body=${message}`, popup: false },
  )
  return {
    url,
    links,
    copy: cfg.copyToast
      ? { mode: 'toast', durationMs: COPY_TOAST_MS, toastText: copyToastText(carName) }
      : { mode: 'flag', durationMs: COPIED_MS, toastText: copyToastText(carName) },
  }
}

/** window.open features for the share popup, centred on the current window. */
export function popupFeatures(screenLeft: number, screenTop: number, outerWidth: number, outerHeight: number): string {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - SHARE_POPUP.width) / 2))
  const top = Math.max(0, Math.round(screenTop + (outerHeight - SHARE_POPUP.height) / 2))
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},resizable=yes,scrollbars=yes`
}
