import type { FaceCheckResult, FaceProvider } from './types'

/** Dev mode only: every check passes, so the flow can be tried without a verification contract. */
export class DevFaceProvider implements FaceProvider {
  readonly mode = 'dev'

  async check(): Promise<FaceCheckResult> {
    return { outcome: 'pass', reason: '' }
  }
}
