import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { API } from '@contract/api'
import { buildTestApp, type TestApp } from '../helpers/app'

/** Like Taro's build: one inline start-up script beside the bundle. */
const INLINE_SCRIPT = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
const INDEX_HTML = `<!doctype html><html><head><title>甲城婚恋</title><script>${INLINE_SCRIPT}</script><script defer="defer" src="/js/app.1a2b3c4d.js"></script></head><body><div id="app"></div></body></html>`
const SMALL_JS = 'console.log("app")\n'
const LARGE_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = "${'x'.repeat(20)}${i}";`).join('\n')

let dir: string
let t: TestApp
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'love-static-'))
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML)
  fs.writeFileSync(path.join(dir, 'js', 'app.1a2b3c4d.js'), SMALL_JS)
  fs.writeFileSync(path.join(dir, 'js', 'vendors.5e6f7a8b.js'), LARGE_JS)
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n')
  t = await buildTestApp({ STATIC_DIR: dir })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('H5 build served on the API port', () => {
  it('answers a history-mode deep link with index.html, revalidated on every visit', async () => {
    const res = await t.request({ url: '/pages/love/detail?id=3&uid=7' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toBe(INDEX_HTML)
  })

  it('answers the site root with index.html too', async () => {
    const res = await t.request({ url: '/' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toBe(INDEX_HTML)
  })

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.request({ url: '/js/app.1a2b3c4d.js' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    expect(res.text).toBe(SMALL_JS)
  })

  it('does not mark unhashed files immutable', async () => {
    const res = await t.request({ url: '/robots.txt' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).not.toContain('immutable')
  })

  it('gzips a large script for a client that accepts gzip, and not for one that does not', async () => {
    expect(Buffer.byteLength(LARGE_JS)).toBeGreaterThan(1024)
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      // t.request decodes the body as text; the compressed bytes are needed here.
      const { port } = t.app.server.address() as AddressInfo
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/js/vendors.5e6f7a8b.js',
            headers: { host: 'a.love.test', 'accept-encoding': 'gzip' }
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
          }
        )
        .on('error', reject)
    })
    expect(raw.encoding).toBe('gzip')
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(LARGE_JS))
    expect(gunzipSync(raw.body).toString('utf8')).toBe(LARGE_JS)

    const plain = await t.request({ url: '/js/vendors.5e6f7a8b.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(LARGE_JS)
  })

  it('answers a missing file with 404, not index.html', async () => {
    const res = await t.request({ url: '/missing.js' })
    expect(res.status).toBe(404)
    expect(res.text).not.toContain('<html')
    expect((await t.request({ url: '/js/app.00000000.js' })).status).toBe(404)
  })

  it('never answers an API path with the page', async () => {
    const get = await t.request({ url: API.config.getSystemBaseConfig })
    expect(get.status).toBe(404)
    expect(get.json()).toEqual({ code: 40400, msg: '接口不存在', data: null })
    const post = await t.call(API.config.getSystemBaseConfig, {})
    expect(post.body.code).toBe(20000)
    const postPage = await t.request({ method: 'POST', url: '/pages/love/detail' })
    expect(postPage.status).toBe(404)
    expect(postPage.text).not.toContain('<html')
  })

  it('answers an encoded API path that matches nothing with the 404 envelope, not the page', async () => {
    const res = await t.request({ url: '/%63ommon/api/config/nothingHere' })
    expect(res.status).toBe(404)
    expect(res.json()).toEqual({ code: 40400, msg: '接口不存在', data: null })
  })

  it('sends the page with a policy that runs only its own scripts and the one inline start-up script', async () => {
    for (const url of ['/', '/pages/love/detail?id=3']) {
      const res = await t.request({ url })
      const policy = String(res.headers['content-security-policy'])
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values])
      )
      const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`
      expect(directives.get('script-src')).toEqual(["'self'", inlineHash])
      expect(directives.get('script-src-attr')).toEqual(["'none'"])
      expect(directives.get('object-src')).toEqual(["'none'"])
      expect(directives.get('frame-ancestors')).toEqual(["'none'"])
      expect(directives.get('base-uri')).toEqual(["'self'"])
      expect(directives.get('form-action')).toEqual(["'self'"])
      expect(directives.get('default-src')).toEqual(["'self'"])
      expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
    const script = await t.request({ url: '/js/app.1a2b3c4d.js' })
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['content-security-policy']).not.toContain('sha256-')
  })

  it('lets pages on a CDN origin show uploaded images, but keeps the app’s own files to itself', async () => {
    fs.mkdirSync(path.join(t.app.config.UPLOAD_DIR, 't1'), { recursive: true })
    fs.writeFileSync(path.join(t.app.config.UPLOAD_DIR, 't1', 'photo.jpg'), 'jpeg')
    const image = await t.request({ url: '/uploads/t1/photo.jpg' })
    expect(image.status).toBe(200)
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect((await t.request({ url: '/js/app.1a2b3c4d.js' })).headers['cross-origin-resource-policy']).toBe(
      'same-origin'
    )
  })

  it('does not serve files outside the build directory', async () => {
    fs.writeFileSync(path.join(path.dirname(dir), 'love-static-secret.txt'), 'SECRET')
    try {
      for (const url of [
        `/../love-static-secret.txt`,
        '/js/..%2f..%2flove-static-secret.txt',
        '/%2e%2e/love-static-secret.txt'
      ]) {
        const res = await t.request({ url })
        expect({ url, refused: [400, 403, 404].includes(res.status) }).toEqual({ url, refused: true })
        expect(res.text).not.toContain('SECRET')
      }
    } finally {
      fs.rmSync(path.join(path.dirname(dir), 'love-static-secret.txt'), { force: true })
    }
  })
})
