import type { AppConfig } from '../../config'
import { DevFaceProvider } from './dev'
import { HttpFaceProvider } from './http'
import type { FaceProvider } from './types'

/** Fails at boot rather than at the first certification: an approve-all check must never run in production. */
export function createFaceProvider(config: AppConfig): FaceProvider {
  if (config.FACE_PROVIDER === 'http')
    return new HttpFaceProvider({ url: config.FACE_HTTP_URL, token: config.FACE_HTTP_TOKEN })
  if (!config.DEV_MODE) throw new Error('FACE_PROVIDER=dev is only allowed in dev mode')
  return new DevFaceProvider()
}

export type { FaceProvider, FaceCheckInput, FaceCheckResult } from './types'
export { FaceCheckUnavailable } from './types'
export { DevFaceProvider } from './dev'
export { HttpFaceProvider } from './http'
