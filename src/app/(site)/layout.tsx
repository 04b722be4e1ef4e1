import type { Metadata, Viewport } from 'next'
import type React from 'react'

import './site.css'
import { ZodJitless } from './ZodJitless.client'

export const metadata: Metadata = { title: 'Dealer sites' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/**
 * Every site page renders per request: each carries a fresh CSP nonce (src/proxy.ts) that Next puts on its scripts
 * (a page cached at build time would carry none, and its scripts would be refused).
 */
export const dynamic = 'force-dynamic'

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>
        <ZodJitless />
        {children}
      </body>
    </html>
  )
}
