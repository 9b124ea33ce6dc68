import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import type { ApiEnvelope } from '@contract/envelope'
import type { UploadResult } from '@contract/content'
import { API } from '@contract/api'
import { HOST_A, type TestApp } from './app'

interface BinaryResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** The test app's own request helper speaks text; uploads and served images are bytes. */
function send(
  t: TestApp,
  opts: { method: string; url: string; host?: string; headers?: Record<string, string>; body?: Buffer }
): Promise<BinaryResponse> {
  const { port } = t.app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method,
        path: opts.url,
        headers: { host: opts.host ?? HOST_A, ...opts.headers }
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      }
    )
    req.on('error', reject)
    if (opts.body) req.write(opts.body)
    req.end()
  })
}

export interface UploadOptions {
  token?: string
  host?: string
  field?: string
  filename?: string
  contentType?: string
}

/** POSTs one file as multipart/form-data to the image upload endpoint. */
export async function uploadMultipart(
  t: TestApp,
  data: Buffer,
  opts: UploadOptions = {}
): Promise<{ status: number; body: ApiEnvelope<UploadResult> }> {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const res = await send(t, {
    method: 'POST',
    url: API.image.uploadImage,
    host: opts.host,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.token ? { authorization: opts.token } : {})
    },
    body: Buffer.concat([head, data, tail])
  })
  return { status: res.status, body: JSON.parse(res.body.toString('utf8')) }
}

/** GETs a served file as bytes. */
export function fetchBytes(t: TestApp, url: string, host?: string): Promise<BinaryResponse> {
  return send(t, { method: 'GET', url, host })
}

/** A flat grey picture in the given format: any watermark shows up as a pixel difference. */
export function greyImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 96, g: 96, b: 96 } } })
    .toFormat(format)
    .toBuffer()
}

/** Decoded RGB pixels of a stored image. */
export async function pixels(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

export function dataUrl(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`
}

/** An image the member behind `token` uploaded: a reference the server will take from them, and only from them. */
export async function uploadedImage(t: TestApp, token: string, host?: string): Promise<string> {
  const res = await uploadMultipart(t, await greyImage('jpeg', 16, 16), { token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.url
}

/** `count` images the member uploaded, e.g. a whole album. */
export async function uploadedImages(t: TestApp, token: string, count: number, host?: string): Promise<string[]> {
  const urls: string[] = []
  for (let i = 0; i < count; i++) urls.push(await uploadedImage(t, token, host))
  return urls
}
