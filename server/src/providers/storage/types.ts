/**
 * Keys under this prefix hold documents read only through an authenticated route (signed contracts):
 * the app never serves them as files, and an S3 bucket's public-read policy must leave them out.
 */
export const PRIVATE_KEY_PREFIX = 'private/'

/** Where uploaded and generated files live. Keys look like `t1/avatars/2026/11/abc.jpg`. */
export interface ObjectStorage {
  readonly mode: 'local' | 's3'
  /** Stores the bytes and returns the public URL path or absolute URL to show them. */
  put(key: string, body: Buffer, contentType: string): Promise<string>
  get(key: string): Promise<Buffer | null>
  /** Removes the object; one that is already gone is no error. */
  delete(key: string): Promise<void>
}
