import type { Metadata, Viewport } from 'next'
import type React from 'react'

import './styles.css'

export const metadata: Metadata = { title: 'Dealer sites' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/**
 * Every site page that reaches Next renders for that request: each carries a fresh CSP nonce (src/proxy.ts) that Next
 * puts on its scripts (a page cached at build time would carry none, and its scripts would be refused). Shoppers are
 * mostly answered by the edge page cache in front of Next (server/pageCache.mjs): a render stored there is served
 * with a policy naming the hashes of its inline scripts instead of the nonce (docs/architecture/edge-and-page-cache.md
 * 'CSP on a cached answer: hashes').
 */
export const dynamic = 'force-dynamic'

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
