import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { loadConfig } from '../../src/config'
import { createStorage } from '../../src/providers/storage'
import { S3Storage } from '../../src/providers/storage/s3'

const sha256Hex = (body: Buffer | string) => createHash('sha256').update(body).digest('hex')
const EMPTY_PAYLOAD_HASH = sha256Hex('')

/** The example credentials and clock of AWS's S3 SigV4 documentation ("Examples: Signature Calculations"). */
const awsExample = new AwsClient({
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3'
})
const AWS_EXAMPLE_TIME = '20130524T000000Z'

/** The signer S3Storage relies on gives the signatures AWS documents, for the two shapes of request it sends. */
describe('aws4fetch against the AWS documentation vectors', () => {
  it('PUT Object with a body, a storage class and a key that needs encoding', async () => {
    const body = 'Welcome to Amazon S3.'
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const signed = await awsExample.sign('https://examplebucket.s3.amazonaws.com/test$file.text', {
      method: 'PUT',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex(body)
      },
      body,
      aws: { datetime: AWS_EXAMPLE_TIME }
    })
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd'
    )
  })

  it('GET with query parameters (list objects)', async () => {
    const signed = await awsExample.sign('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J', {
      method: 'GET',
      headers: { 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
      aws: { datetime: AWS_EXAMPLE_TIME }
    })
    expect(signed.headers.get('authorization')).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/
    )
  })
})

interface Seen {
  url: string
  method: string
  headers: Record<string, string>
  body: Buffer | null
}

/** A fetch that records the signed request and answers what the test says. */
function fakeFetch(answer: () => Response) {
  const seen: Seen[] = []
  const fn = async (input: string | URL | Request, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init)
    const body = Buffer.from(await req.arrayBuffer())
    seen.push({
      url: req.url,
      method: req.method,
      headers: Object.fromEntries(req.headers),
      body: body.length ? body : null
    })
    return answer()
  }
  return { fetch: fn as typeof fetch, seen }
}

const NOW = new Date('2026-11-22T10:20:30Z')
const creds = { accessKeyId: 'AKTEST', secretAccessKey: 'secret/KEY', region: 'cn-east-1' }

describe('S3Storage', () => {
  it('PUTs path-style to a custom endpoint, signed over the body, and answers the public URL', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 200 }))
    const storage = new S3Storage({
      ...creds,
      bucket: 'love',
      endpoint: 'http://minio.local:9000/',
      publicUrl: 'https://cdn.example.com/',
      fetch: fake.fetch,
      now: () => NOW
    })
    const body = Buffer.from('jpeg bytes')
    const url = await storage.put('t1/images/2026/11/abc.jpg', body, 'image/jpeg')

    expect(url).toBe('https://cdn.example.com/t1/images/2026/11/abc.jpg')
    const [req] = fake.seen
    expect(req).toMatchObject({ url: 'http://minio.local:9000/love/t1/images/2026/11/abc.jpg', method: 'PUT', body })
    expect(req.headers['content-type']).toBe('image/jpeg')
    expect(req.headers['x-amz-content-sha256']).toBe(sha256Hex(body))
    expect(req.headers['x-amz-date']).toBe('20261122T102030Z')
    // Signed over the bytes (not UNSIGNED-PAYLOAD), with this bucket's region in the scope.
    expect(req.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKTEST\/20261122\/cn-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/
    )
  })

  it('uses the virtual-hosted AWS URL without an endpoint, and answers it when there is no public URL', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 200 }))
    const storage = new S3Storage({ ...creds, bucket: 'love', fetch: fake.fetch, now: () => NOW })
    const url = await storage.put('t1/a.jpg', Buffer.from('x'), 'image/jpeg')
    expect(url).toBe('https://love.s3.cn-east-1.amazonaws.com/t1/a.jpg')
    expect(fake.seen[0].url).toBe(url)
  })

  it('throws when the bucket refuses the PUT', async () => {
    const fake = fakeFetch(() => new Response('<Error>AccessDenied</Error>', { status: 403 }))
    const storage = new S3Storage({ ...creds, bucket: 'love', fetch: fake.fetch })
    await expect(storage.put('t1/a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/HTTP 403.*AccessDenied/)
  })

  it('GETs an object signed over the empty payload; a missing one is null', async () => {
    let status = 200
    const fake = fakeFetch(() => new Response(status === 200 ? 'stored' : null, { status }))
    const storage = new S3Storage({
      ...creds,
      bucket: 'love',
      endpoint: 'http://minio.local:9000',
      fetch: fake.fetch,
      now: () => NOW
    })
    expect((await storage.get('t1/a.jpg'))?.toString()).toBe('stored')
    expect(fake.seen[0]).toMatchObject({ method: 'GET', url: 'http://minio.local:9000/love/t1/a.jpg', body: null })
    expect(fake.seen[0].headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_HASH)
    status = 404
    expect(await storage.get('t1/missing.jpg')).toBeNull()
    status = 500
    await expect(storage.get('t1/a.jpg')).rejects.toThrow(/HTTP 500/)
  })
  it('DELETEs an object; one already gone is no error, a refusal is', async () => {
    let status = 204
    const fake = fakeFetch(() => new Response(null, { status }))
    const storage = new S3Storage({ ...creds, bucket: 'love', endpoint: 'http://minio.local:9000', fetch: fake.fetch })
    await storage.delete('t1/a.jpg')
    expect(fake.seen[0]).toMatchObject({ method: 'DELETE', url: 'http://minio.local:9000/love/t1/a.jpg', body: null })
    status = 404
    await storage.delete('t1/a.jpg')
    status = 403
    await expect(storage.delete('t1/a.jpg')).rejects.toThrow(/HTTP 403/)
  })
})

describe('createStorage', () => {
  it('picks S3 when S3_BUCKET is set, local files otherwise', () => {
    expect(createStorage(loadConfig({}, { UPLOAD_DIR: '/tmp/x' })).mode).toBe('local')
    const s3 = createStorage(loadConfig({ S3_BUCKET: 'love', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }))
    expect(s3.mode).toBe('s3')
  })

  it('fails at boot when the bucket has no credentials', () => {
    expect(() => createStorage(loadConfig({ S3_BUCKET: 'love' }))).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set'
    )
  })
})
