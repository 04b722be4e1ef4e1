'use client'

/**
 * ShareBlock: copy link and share links for the car (VDP-61..66).
 *
 * Props
 *   carName   the car's name (share text and the copy toast)
 *   slug      the car's slug (the shared URL is {share.siteUrl}/cars/{slug})
 *   share     config.share: { siteUrl, hideTwitter, copyToast }
 * Hidden entirely without a configured site URL. Copy link shows 'Copied' for 1.5 s, or (copyToast) a toast
 * 'Copied {car name} to your clipboard!' for 3 s. Facebook, X (unless hidden) and WhatsApp open a 550x400 popup,
 * polled every 1 s until it closes (focus returns to the link); without scripts they are ordinary links. Email
 * (mailto:) and SMS (sms:) use the device's apps.
 */
import { Check, Link2, Mail, MessageCircle, MessageSquareText, Send, type LucideIcon } from '@/components/ui/icons'
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react'

import { Toast } from '@/components/ui/Toast.client'
import { popupFeatures, SHARE_POPUP, sharePlan, type ShareConfig, type ShareLink } from '@/domain/vehicle/share'

export interface ShareBlockProps {
  carName: string
  slug: string
  share: ShareConfig
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Falls back below (permissions, insecure context).
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  return ok
}

/** Lucide has no brand marks: the networks are named in words beside a generic icon. */
const NETWORKS: Record<ShareLink['network'], { icon: LucideIcon; name: string }> = {
  facebook: { icon: Send, name: 'Facebook' },
  x: { icon: Send, name: 'X' },
  whatsapp: { icon: MessageCircle, name: 'WhatsApp' },
  email: { icon: Mail, name: 'Email' },
  sms: { icon: MessageSquareText, name: 'SMS' },
}

export function ShareBlock({ carName, slug, share }: ShareBlockProps) {
  const plan = sharePlan(carName, slug, share)
  const [copied, setCopied] = useState(false)
  const [toast, setToast] = useState<string | null>(null)
  const poll = useRef<number | null>(null)
  const titleId = useId()
  const clearToast = useCallback(() => setToast(null), [])

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), plan?.copy.durationMs ?? 1500)
    return () => window.clearTimeout(timer)
  }, [copied, plan?.copy.durationMs])

  useEffect(
    () => () => {
      if (poll.current !== null) window.clearInterval(poll.current)
    },
    [],
  )

  if (!plan) return null

  const onCopy = async () => {
    const ok = await copyText(plan.url)
    if (!ok) {
      window.prompt('Copy this link:', plan.url)
      return
    }
    if (plan.copy.mode === 'toast') setToast(plan.copy.toastText)
    else setCopied(true)
  }

  const openPopup = (event: MouseEvent<HTMLAnchorElement>, link: ShareLink) => {
    if (!link.popup) return
    const opener = event.currentTarget
    const win = window.open(
      link.href,
      `share-${link.network}`,
      popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
    )
    if (!win) return // Blocked: the link opens in a new tab instead.
    event.preventDefault()
    if (poll.current !== null) window.clearInterval(poll.current)
    poll.current = window.setInterval(() => {
      if (win.closed) {
        if (poll.current !== null) window.clearInterval(poll.current)
        poll.current = null
        opener.focus()
      }
    }, SHARE_POPUP.pollMs)
  }

  return (
    <section className="vd-share" aria-labelledby={titleId}>
      <h2 id={titleId} className="vd-share__title">
        Share this vehicle
      </h2>
      <ul className="vd-share__list">
        <li>
          <button type="button" className="vd-share__button" onClick={onCopy} data-testid="vdp-copy-link">
            {copied ? <Check size={18} aria-hidden="true" /> : <Link2 size={18} aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy link'}
          </button>
          {plan.copy.mode === 'flag' ? (
            <span className="visually-hidden" role="status">
              {copied ? 'Link copied' : ''}
            </span>
          ) : null}
        </li>
        {plan.links.map((link) => {
          const { icon: Icon, name } = NETWORKS[link.network]
          return (
            <li key={link.network}>
              <a
                className={`vd-share__button vd-share__button--${link.network}`}
                href={link.href}
                target={link.popup ? '_blank' : undefined}
                rel={link.popup ? 'noopener noreferrer' : undefined}
                onClick={(event) => openPopup(event, link)}
              >
                <Icon size={18} aria-hidden="true" className="vd-share__icon" />
                <span aria-hidden="true">{name}</span>
                <span className="visually-hidden">{link.label}</span>
              </a>
            </li>
          )
        })}
      </ul>
      {plan.copy.mode === 'toast' ? (
        <Toast message={toast} durationMs={plan.copy.durationMs} onDismiss={clearToast} />
      ) : null}
    </section>
  )
}
