import type { CollectionConfig } from 'payload'
import path from 'node:path'

import { env } from '../../src/lib/env'

import { ALL_ADMIN_ROLES } from '../access'
import { tenantScopedAccess } from '../shared/tenantScoped'

const dataDir = env().DATA_DIR

/** The policy every media file is served with: nothing runs, nothing loads but its own inline styles, sandboxed. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

export const Media: CollectionConfig = {
  slug: 'media',
  access: tenantScopedAccess({ writers: ALL_ADMIN_ROLES }),
  upload: {
    staticDir: path.resolve(dataDir, 'media'),
    mimeTypes: ['image/*'],
    // An uploaded SVG is a document that can carry <script>: served from the tenant's (or the admin's) own origin, a
    // marketing user's upload would run as that origin when opened directly. Every media file is therefore served
    // sandboxed, with no script, and never sniffed into another type (an <img> of it is unaffected).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Security-Policy', MEDIA_CSP)
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
    imageSizes: [
      { name: 'thumb', width: 300, height: 200, position: 'centre' },
      { name: 'card', width: 600, height: 400, position: 'centre' },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
