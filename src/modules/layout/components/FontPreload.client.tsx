'use client'

import { preload } from 'react-dom'

/**
 * Preloads the tenant's brand face (src/modules/layout/fonts.ts) from the server render of the page's first HTML, so
 * the <link rel="preload"> is in <head>: the same call in the (server) layout only reached the page as a hint in the
 * RSC payload, after the head was sent, and the browser learnt of the face when React read that payload.
 */
export function FontPreload({ href }: { href: string }) {
  preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  return null
}
