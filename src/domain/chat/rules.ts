/**
 * Chat rules (VDP-30/31), pure TypeScript: which provider script may load, what the fallback panel offers, and
 * where the bubble sits relative to the sticky bottom bar.
 */

/** A provider script URL the panel may load: https only (http://localhost for local testing), else null. */
export function chatProviderScript(raw: string | null | undefined): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
  return url.protocol === 'https:' || local ? url.href : null
}

export interface ChatContactOption {
  kind: 'call' | 'enquire' | 'sms'
  label: string
  href: string
}

/**
 * The contact options the panel offers when no provider is configured, in this order: call (the number chosen and
 * formatted per the phone rules by the caller), the enquiry form, SMS when the dealer holds a mobile number.
 * `phone` is { display: '02 9876 5432', href: 'tel:0298765432' }; `sms` a number for sms: (digits and + kept).
 */
export function chatContactOptions(input: {
  phone: { display: string; href: string } | null
  enquireHref: string | null
  enquireLabel?: string
  sms?: string | null
}): ChatContactOption[] {
  const options: ChatContactOption[] = []
  if (input.phone) options.push({ kind: 'call', label: `Call ${input.phone.display}`, href: input.phone.href })
  if (input.enquireHref)
    options.push({ kind: 'enquire', label: input.enquireLabel ?? 'Send an enquiry', href: input.enquireHref })
  const smsDigits = (input.sms ?? '').replace(/[^\d+]/g, '')
  if (smsDigits.length >= 8) options.push({ kind: 'sms', label: 'Send us a text', href: `sms:${smsDigits}` })
  return options
}

/** Gap in px between the bubble and the bottom of the viewport, or the top of the open bottom bar (VDP-30). */
export const CHAT_BUBBLE_GAP = 16

/** The bubble's bottom offset in px: above the bottom bar while it is open, so the two never overlap (VDP-30). */
export function chatBubbleBottom(bottomBarOpen: boolean, bottomBarHeight: number): number {
  return bottomBarOpen ? Math.ceil(Math.max(0, bottomBarHeight)) + CHAT_BUBBLE_GAP : CHAT_BUBBLE_GAP
}
