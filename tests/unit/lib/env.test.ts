import { parseEnv } from '@/lib/env'

describe('media storage environment', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' }

  it('is local disk without S3_BUCKET', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
  })

  it('takes a bucket with both keys, defaulting the region and path style, trimming the prefix', () => {
    const env = parseEnv({ S3_BUCKET: 'media', ...keys, S3_PREFIX: '/sites/media/' })
    expect(env).toMatchObject({ S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: '0' })
    expect(env.S3_PREFIX).toBe('sites/media')
  })

  it('refuses a bucket without its keys, naming each missing one', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID must be set when S3_BUCKET is[\s\S]*S3_SECRET_ACCESS_KEY: /,
    )
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })

  it('refuses keys, an endpoint or a prefix without a bucket', () => {
    expect(() => parseEnv({ ...keys })).toThrow(/S3_ACCESS_KEY_ID is set but S3_BUCKET is not/)
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/)
  })

  it('refuses an endpoint that is not a URL and a path style other than 0 or 1', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media', ...keys, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
    expect(() => parseEnv({ S3_BUCKET: 'media', ...keys, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})

describe('read replica environment', () => {
  it('is no replicas when unset or empty', () => {
    expect(parseEnv({}).DATABASE_REPLICA_URLS).toEqual([])
    expect(parseEnv({ DATABASE_REPLICA_URLS: ' , ' }).DATABASE_REPLICA_URLS).toEqual([])
  })

  it('splits a comma-separated list of postgres URLs', () => {
    expect(
      parseEnv({ DATABASE_REPLICA_URLS: 'postgres://r1:5432/app, postgresql://u:p@r2:5432/app' }).DATABASE_REPLICA_URLS,
    ).toEqual(['postgres://r1:5432/app', 'postgresql://u:p@r2:5432/app'])
  })

  it('refuses an entry that is not a postgres URL', () => {
    expect(() => parseEnv({ DATABASE_REPLICA_URLS: 'postgres://r1/app,mysql://r2/app' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    )
  })
})
