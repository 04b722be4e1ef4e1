'use client'

/**
 * ChatBubble: the web chat bubble and its panel (VDP-30, VDP-31).
 *
 * Props
 *   label            the bubble's text, e.g. 'Chat with us' (config.chat.providerLabel)
 *   providerScript   a chat provider's script URL (already checked by chatProviderScript), or null. It is loaded
 *                    only when the visitor first opens the panel, never on page load; the provider can mount into
 *                    #chat-provider-root.
 *   options          the contact options the panel offers (chatContactOptions): call, enquiry, SMS
 *   dealerName       shown in the panel's heading
 *
 * On wide screens the bubble takes the sticky bottom bar's open state (data-vd-bottom-bar="open" on <html>) and sits
 * above the bar while it shows, so the two never overlap; on phones it sits inside the Call / Enquire bar's free right
 * end (chat.css). Escape closes the panel and focus returns to the bubble.
 */
import { MessageCircle, X } from '@/components/ui/icons'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { chatBubbleBottom, type ChatContactOption } from '@/domain/chat/rules'

export interface ChatBubbleProps {
  label: string
  providerScript: string | null
  options: ChatContactOption[]
  dealerName: string
}

const BAR_SELECTOR = '[data-testid="vdp-bottom-bar"]'

/** The bubble's bottom offset, following the bottom bar's open state and height. */
function useBottomOffset(): number {
  const [bottom, setBottom] = useState(() => chatBubbleBottom(false, 0))
  useEffect(() => {
    const root = document.documentElement
    let resize: ResizeObserver | null = null
    const update = () => {
      const open = root.dataset.vdBottomBar === 'open'
      const bar = open ? document.querySelector<HTMLElement>(BAR_SELECTOR) : null
      setBottom(chatBubbleBottom(open, bar?.getBoundingClientRect().height ?? 0))
      resize?.disconnect()
      resize = null
      if (bar && typeof ResizeObserver !== 'undefined') {
        resize = new ResizeObserver(() => setBottom(chatBubbleBottom(true, bar.getBoundingClientRect().height)))
        resize.observe(bar)
      }
    }
    update()
    const watch = new MutationObserver(update)
    watch.observe(root, { attributes: true, attributeFilter: ['data-vd-bottom-bar'] })
    return () => {
      watch.disconnect()
      resize?.disconnect()
    }
  }, [])
  return bottom
}

/** Appends the provider's script once, on first open. */
function loadProviderScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>('script[data-chat-provider]')
  if (existing)
    return existing.dataset.loaded === '1'
      ? Promise.resolve()
      : new Promise((ok, fail) => {
          existing.addEventListener('load', () => ok(), { once: true })
          existing.addEventListener('error', () => fail(new Error('chat script failed')), { once: true })
        })
  return new Promise((ok, fail) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.chatProvider = '1'
    script.onload = () => {
      script.dataset.loaded = '1'
      ok()
    }
    script.onerror = () => fail(new Error('chat script failed'))
    document.body.appendChild(script)
  })
}

export function ChatBubble({ label, providerScript, options, dealerName }: ChatBubbleProps) {
  const [open, setOpen] = useState(false)
  const [provider, setProvider] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle')
  const bottom = useBottomOffset()
  const bubbleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const titleId = useId()

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) bubbleRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('[data-chat-close]')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        close(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  // The provider's script loads when the visitor first opens the panel, never on page load.
  const openPanel = () => {
    setOpen(true)
    if (!providerScript || provider !== 'idle') return
    setProvider('loading')
    loadProviderScript(providerScript).then(
      () => setProvider('ready'),
      () => setProvider('failed'),
    )
  }

  return (
    <div
      className="chat"
      style={{ ['--chat-bottom' as string]: `${bottom}px` }}
      data-testid="chat"
      data-bottom={bottom}
    >
      <button
        ref={bubbleRef}
        type="button"
        className="chat__bubble"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="chat-bubble"
        onClick={() => (open ? close(false) : openPanel())}
      >
        <MessageCircle size={22} aria-hidden="true" />
        <span className="visually-hidden chat__bubble-label">{label}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        className="chat__panel"
        hidden={!open}
        data-testid="chat-panel"
      >
        <div className="chat__head">
          <h2 id={titleId} className="chat__title">
            Chat with {dealerName}
          </h2>
          <button
            type="button"
            className="chat__close"
            aria-label="Close chat"
            data-chat-close
            onClick={() => close(true)}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        {providerScript ? (
          <div id="chat-provider-root" className="chat__provider" aria-live="polite">
            {provider === 'loading' ? <p className="chat__note">Loading chat…</p> : null}
            {provider === 'failed' ? (
              <p className="chat__note">Chat is unavailable right now. You can still reach us:</p>
            ) : null}
          </div>
        ) : (
          <p className="chat__note">How would you like to reach us?</p>
        )}
        {!providerScript || provider === 'failed' ? (
          <ul className="chat__options">
            {options.map((o) => (
              <li key={o.kind}>
                <a
                  className={`button ${o.kind === 'call' ? 'button--accent' : 'button--primary'} chat__option`}
                  href={o.href}
                  onClick={() => (o.kind === 'enquire' ? close(false) : undefined)}
                >
                  {o.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
