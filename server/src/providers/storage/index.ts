import type { AppConfig } from '../../config'
import { LocalStorage } from './local'
import { S3Storage } from './s3'
import type { ObjectStorage } from './types'

/** An S3-compatible bucket when S3_BUCKET is set, else files under UPLOAD_DIR. */
export function createStorage(config: AppConfig): ObjectStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      endpoint: config.S3_ENDPOINT,
      publicUrl: config.S3_PUBLIC_URL
    })
  }
  return new LocalStorage(config.UPLOAD_DIR)
}

export { PRIVATE_KEY_PREFIX, type ObjectStorage } from './types'
export { LOCAL_UPLOAD_PREFIX } from './local'
