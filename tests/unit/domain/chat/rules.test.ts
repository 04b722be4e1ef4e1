import { CHAT_BUBBLE_GAP, chatBubbleBottom, chatContactOptions, chatProviderScript } from '@/domain/chat/rules'
import { resolveSiteConfig } from '@/domain/siteConfig'

describe('chat rules', () => {
  it('VDP-30 the bubble sits the gap above the viewport bottom, and above the bottom bar while it is open', () => {
    expect(chatBubbleBottom(false, 0)).toBe(CHAT_BUBBLE_GAP)
    expect(chatBubbleBottom(false, 72)).toBe(16)
    expect(chatBubbleBottom(true, 72)).toBe(88)
    expect(chatBubbleBottom(true, 71.2)).toBe(88)
    expect(chatBubbleBottom(true, -5)).toBe(16)
  })

  it('VDP-31 a provider script loads only from https (or http on localhost)', () => {
    expect(chatProviderScript('https://chat.example.com/widget.js')).toBe('https://chat.example.com/widget.js')
    expect(chatProviderScript(' http://localhost:4000/w.js ')).toBe('http://localhost:4000/w.js')
    expect(chatProviderScript('http://chat.example.com/widget.js')).toBeNull()
    expect(chatProviderScript('javascript:alert(1)')).toBeNull()
    expect(chatProviderScript('/relative.js')).toBeNull()
    expect(chatProviderScript('')).toBeNull()
    expect(chatProviderScript(null)).toBeNull()
  })

  it('VDP-31 without a provider the panel offers call, enquiry and SMS (when held), in that order', () => {
    expect(
      chatContactOptions({
        phone: { display: '02 9876 5432', href: 'tel:0298765432' },
        enquireHref: '#enquire',
        enquireLabel: 'Enquire Now about this car',
        sms: '0412 345 678',
      }),
    ).toEqual([
      { kind: 'call', label: 'Call 02 9876 5432', href: 'tel:0298765432' },
      { kind: 'enquire', label: 'Enquire Now about this car', href: '#enquire' },
      { kind: 'sms', label: 'Send us a text', href: 'sms:0412345678' },
    ])
    expect(chatContactOptions({ phone: null, enquireHref: '/contact' })).toEqual([
      { kind: 'enquire', label: 'Send an enquiry', href: '/contact' },
    ])
    expect(chatContactOptions({ phone: null, enquireHref: null, sms: '123' })).toEqual([])
  })

  it('VDP-30 chat is on by default per template and a tenant can turn it off or set a provider', () => {
    for (const template of ['group', 'brand', 'used'] as const) {
      expect(resolveSiteConfig({ template }).chat).toEqual({
        enabled: true,
        providerScriptUrl: null,
        providerLabel: 'Chat with us',
      })
    }
    expect(resolveSiteConfig({ chat: { enabled: 'off' } }).chat.enabled).toBe(false)
    expect(
      resolveSiteConfig({ chat: { provider_script_url: 'https://x.example/w.js', provider_label: 'Live chat' } }).chat,
    ).toEqual({
      enabled: true,
      providerScriptUrl: 'https://x.example/w.js',
      providerLabel: 'Live chat',
    })
  })
})
