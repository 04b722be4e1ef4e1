import type { CollectionConfig } from 'payload'
import path from 'node:path'

import { env } from '../../src/lib/env'

import { ALL_ADMIN_ROLES, tenantScopedRead, tenantScopedWrite } from '../access'

const dataDir = env().DATA_DIR

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: tenantScopedRead(),
    create: tenantScopedWrite(...ALL_ADMIN_ROLES),
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: tenantScopedWrite(...ALL_ADMIN_ROLES),
  },
  upload: {
    staticDir: path.resolve(dataDir, 'media'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumb', width: 300, height: 200, position: 'centre' },
      { name: 'card', width: 600, height: 400, position: 'centre' },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
