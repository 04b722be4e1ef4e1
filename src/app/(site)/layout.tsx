import type { Metadata, Viewport } from 'next'
import type React from 'react'

import './site.css'

export const metadata: Metadata = { title: 'Dealer sites' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
