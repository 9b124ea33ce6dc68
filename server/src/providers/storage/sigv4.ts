import { createHash, createHmac } from 'node:crypto'

export interface SigV4Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service: string
}

export interface SigV4Request {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256, which are always signed. */
  headers?: Record<string, string>
  /** Hex SHA-256 of the body. */
  payloadHash: string
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex')

export function sha256Hex(body: Buffer | string): string {
  return createHash('sha256').update(body).digest('hex')
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is escaped. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** S3 paths are encoded once, segment by segment (other services encode twice). */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/')
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

/** 20130524T000000Z */
function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/**
 * AWS Signature Version 4 for one request (authorization header, single-chunk payload).
 * Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. Host is signed from the URL and left to the HTTP client to send.
 */
export function signV4(req: SigV4Request, creds: SigV4Credentials, now: Date): Record<string, string> {
  const date = amzDate(now)
  const day = date.slice(0, 8)
  const headers: Record<string, string> = {
    ...req.headers,
    'x-amz-date': date,
    'x-amz-content-sha256': req.payloadHash
  }
  const canonical = new Map<string, string>([['host', req.url.host]])
  for (const [name, value] of Object.entries(headers))
    canonical.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '))
  const names = [...canonical.keys()].sort()
  const signedHeaders = names.join(';')
  const canonicalRequest = [
    req.method.toUpperCase(),
    canonicalPath(req.url),
    canonicalQuery(req.url),
    names.map((n) => `${n}:${canonical.get(n)}\n`).join(''),
    signedHeaders,
    req.payloadHash
  ].join('\n')
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), creds.service),
    'aws4_request'
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`
  }
}
