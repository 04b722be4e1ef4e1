import type { TextField } from 'payload'

import { relationId } from '../../src/domain/ids'

const ADMIN = '/collections/shared/admin'

/**
 * The list's image column: the uploaded image's thumbnail (its 'thumb' size), else the URL in `urlField`. Virtual:
 * worked out when read, never stored; the edit view shows the upload's own preview instead.
 */
export function thumbnailField(urlField: string, uploadField = 'image'): TextField {
  return {
    name: 'thumbnail',
    label: 'Image',
    type: 'text',
    virtual: true,
    admin: {
      readOnly: true,
      disableListFilter: true,
      disableBulkEdit: true,
      components: {
        Cell: `${ADMIN}/Thumbnail.client#ThumbnailCell`,
        Field: `${ADMIN}/Thumbnail.client#NoField`,
      },
    },
    hooks: {
      afterRead: [
        async ({ siblingData, req }) => {
          const row = (siblingData ?? {}) as Record<string, unknown>
          const fallback = typeof row[urlField] === 'string' && row[urlField] ? (row[urlField] as string) : null
          const upload = row[uploadField]
          const id = relationId(upload)
          if (id === null) return fallback
          type Media = { url?: string | null; sizes?: { thumb?: { url?: string | null } } }
          const media: Media | null =
            typeof upload === 'object'
              ? (upload as Media)
              : await req.payload
                  .findByID({ collection: 'media', id, depth: 0, req })
                  .then((doc) => doc as Media)
                  .catch(() => null)
          return media?.sizes?.thumb?.url || media?.url || fallback
        },
      ],
    },
  }
}
