import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import type { ObjectStorage } from './types'

export interface S3StorageOptions {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Empty: AWS with virtual-hosted URLs; otherwise path-style on this origin (MinIO, Ceph…). */
  endpoint?: string
  /** Where readers fetch objects (CDN or public bucket); defaults to the object URL. */
  publicUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => Date
}

/** Keys are ours (t1/images/2026/11/abc.jpg), but encode each segment anyway. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/')
const trimSlash = (url: string) => url.replace(/\/+$/, '')

const sha256Hex = (body: Buffer | string) => createHash('sha256').update(body).digest('hex')

/** SigV4 timestamps are basic ISO 8601: 20261122T102030Z. */
const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, '')

/** Objects in an S3-compatible bucket, signed (SigV4) by aws4fetch and sent with fetch. */
export class S3Storage implements ObjectStorage {
  readonly mode = 's3'
  private readonly client: AwsClient

  constructor(private readonly opts: S3StorageOptions) {
    if (!opts.accessKeyId || !opts.secretAccessKey) {
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set')
    }
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3'
    })
  }

  private objectUrl(key: string): URL {
    const { endpoint, bucket, region } = this.opts
    if (endpoint) return new URL(`${trimSlash(endpoint)}/${bucket}/${encodeKey(key)}`)
    return new URL(`https://${bucket}.s3.${region}.amazonaws.com/${encodeKey(key)}`)
  }

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string
  ): Promise<Response> {
    const signed = await this.client.sign(this.objectUrl(key).toString(), {
      method,
      // The payload hash is given, not UNSIGNED-PAYLOAD (aws4fetch's S3 default), so the signature covers the bytes.
      headers: {
        'x-amz-content-sha256': sha256Hex(body ?? ''),
        ...(contentType ? { 'content-type': contentType } : {})
      },
      body,
      aws: { datetime: amzDate(this.opts.now?.() ?? new Date()) }
    })
    const doFetch = this.opts.fetch ?? fetch
    return doFetch(signed, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 60000) })
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    const res = await this.send('PUT', key, body, contentType)
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${res.status} ${await res.text()}`)
    const { publicUrl } = this.opts
    return publicUrl ? `${trimSlash(publicUrl)}/${encodeKey(key)}` : this.objectUrl(key).toString()
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key)
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: HTTP ${res.status}`)
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key)
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`S3 GET ${key} failed: HTTP ${res.status}`)
    return Buffer.from(await res.arrayBuffer())
  }
}
