export interface FaceCheckInput {
  realName: string
  /** The full ID number: passed to the provider for this one check, never stored. */
  idCard: string
  /** URL of the member's uploaded face photo. */
  faceImage: string
}

/** pass: name, number and face belong together; fail: they don't (reason says why); review: a person must decide. */
export interface FaceCheckResult {
  outcome: 'pass' | 'fail' | 'review'
  reason: string
}

/** Real-name face check. Implementations: the offline dev one, or an HTTP verification service. */
export interface FaceProvider {
  readonly mode: 'dev' | 'http'
  check(input: FaceCheckInput): Promise<FaceCheckResult>
}

/** The service could not be asked or answered nonsense; nothing about the member is decided. */
export class FaceCheckUnavailable extends Error {}
