import type { AppConfig } from '../../config'
import { LocalStorage } from './local'
import type { ObjectStorage } from './types'

export function createStorage(config: AppConfig): ObjectStorage {
  return new LocalStorage(config.UPLOAD_DIR)
}

export type { ObjectStorage } from './types'
export { LOCAL_UPLOAD_PREFIX } from './local'
