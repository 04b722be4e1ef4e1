import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Field, Plugin } from 'payload'

import type { Env } from './env'

/**
 * Where media files live: S3-compatible storage when S3_BUCKET is set (src/lib/env.ts checks the rest is there),
 * else ${DATA_DIR}/media as configured in collections/Media.
 *
 * The plugin is always in the config, switched on by S3_BUCKET: with `alwaysInsertFields` the media table has the
 * same columns (`prefix`, `_object_key`) either way, so one set of migrations serves both.
 *
 * Files are served through Payload, as without S3: the media URL stays `/api/media/file/<name>` (no
 * `disablePayloadAccessControl`), answered by the plugin's handler reading the object from the bucket. So the bucket
 * need not be public, the media collection's read access (tenant-scoped) and response headers (MEDIA_CSP) still
 * apply to every file, and the URL is the same same-origin path as on local disk (next.config.mjs
 * images.localPatterns allows it; pages load media directly, src/components/ui/optimiserImage.ts canOptimise). Object
 * keys: `${S3_PREFIX}/<filename>` (and each image size under its own file name).
 */
export function mediaStorage(config: Env): Plugin {
  const plugin = s3Plugin(config)
  return async (incoming) => prefixDefaultInCode(await plugin(incoming), config.S3_PREFIX ?? '')
}

/**
 * The plugin gives the `prefix` field S3_PREFIX as its default, which would become the column's default in the
 * database: a schema that differs with the environment. The same default given in code leaves the column as it is.
 */
function prefixDefaultInCode<C extends { collections?: CollectionConfig[] }>(config: C, prefix: string): C {
  const inCode = (field: Field): Field =>
    'name' in field && field.name === 'prefix' ? ({ ...field, defaultValue: () => prefix } as Field) : field
  return {
    ...config,
    collections: config.collections?.map((c) => (c.slug === 'media' ? { ...c, fields: c.fields.map(inCode) } : c)),
  }
}

function s3Plugin(config: Env): Plugin {
  const endpoint = config.S3_ENDPOINT
  return s3Storage({
    enabled: Boolean(config.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: config.S3_BUCKET ?? 'unset',
    collections: { media: config.S3_PREFIX ? { prefix: config.S3_PREFIX } : true },
    config: {
      region: config.S3_REGION,
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE === '1',
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
      // Other S3-compatible stores (MinIO, R2) need not support the SDK's default request checksums (aws-chunked
      // bodies with trailing CRC32): there, checksums only where the operation requires them.
      ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    },
  })
}
