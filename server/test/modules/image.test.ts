import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { API } from '@contract/api'
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPES_MESSAGE, IMAGE_UPLOAD_MAX_BYTES } from '@contract/content'
import type { ImageConfig } from '@contract/models'
import { tenants } from '../../src/db/schema'
import { DEFAULT_IMAGE_CONFIG } from '../../src/modules/tenant/defaults'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectFailure, expectUnauthorized, loginWithMpCode } from '../helpers/members'
import { dataUrl, fetchBytes, greyImage, pixels, uploadMultipart } from '../helpers/upload'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await buildTestApp()
  token = await loginWithMpCode(t)
})
afterAll(async () => {
  await t.close()
})

async function setImageConfig(tenantId: number, patch: Partial<ImageConfig>) {
  await t.app.db
    .update(tenants)
    .set({ imageConfig: { ...DEFAULT_IMAGE_CONFIG, ...patch } })
    .where(eq(tenants.tenantId, tenantId))
}

async function uploadOk(data: Buffer, opts: Parameters<typeof uploadMultipart>[2] = {}) {
  const res = await uploadMultipart(t, data, { token, ...opts })
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ code: 20000 })
  return res.body.data.url
}

async function served(url: string, host?: string) {
  const res = await fetchBytes(t, url, host)
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('image/jpeg')
  return res.body
}

/** Mean absolute difference per channel value between two same-sized images. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)])
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height])
  let sum = 0
  for (let i = 0; i < pa.data.length; i++) sum += Math.abs(pa.data[i] - pb.data[i])
  return sum / pa.data.length
}

afterEach(async () => {
  await setImageConfig(1, {})
})

describe('multipart upload', () => {
  it('stores a re-encoded JPEG, at most 1080 px on the longer side, under the tenant and month, and serves it back', async () => {
    const url = await uploadOk(await greyImage('png', 1600, 1200), {
      filename: 'holiday.png',
      contentType: 'image/png'
    })
    const month = new Date().toISOString().slice(0, 7).replace('-', '/')
    expect(url).toMatch(new RegExp(`^/uploads/t1/images/${month}/[0-9a-f]{32}\\.jpg$`))
    const meta = await sharp(await served(url)).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 810 })
  })

  it('never enlarges a small image', async () => {
    const meta = await sharp(await served(await uploadOk(await greyImage('jpeg', 300, 200)))).metadata()
    expect([meta.width, meta.height]).toEqual([300, 200])
  })

  it('applies the EXIF orientation, then drops all metadata', async () => {
    const photo = await sharp(await greyImage('jpeg', 400, 200))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SpyCam', Model: 'GPS-1' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const stored = await served(await uploadOk(photo))
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height]).toEqual([200, 400])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false)
  })

  it('accepts JPG, PNG, WebP and GIF, recognised by content whatever the file is called', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const url = await uploadOk(await greyImage(format, 120, 80), {
        filename: 'upload.bin',
        contentType: 'application/octet-stream'
      })
      expect((await sharp(await served(url)).metadata()).format).toBe('jpeg')
    }
  })

  it('tiles the tenant watermark over the image when it is on', async () => {
    const grey = await greyImage('png', 800, 600)
    await setImageConfig(1, { wmOpen: false })
    const plain = await served(await uploadOk(grey))
    await setImageConfig(1, {
      wmOpen: true,
      imageWmType: 'Tile',
      wmContent: 'LOVE',
      wmFontSize: 24,
      wmTransparency: 80
    })
    const marked = await served(await uploadOk(grey))
    expect(await difference(plain, marked)).toBeGreaterThan(1)
    // The plain one is the flat grey it was; tiles reach every quarter of the marked one.
    const { data, width, height } = await pixels(marked)
    const bright = (x0: number, y0: number) => {
      for (let y = y0; y < y0 + height / 2; y++)
        for (let x = x0; x < x0 + width / 2; x++) if (data[(y * width + x) * 3] > 160) return true
      return false
    }
    expect([bright(0, 0), bright(width / 2, 0), bright(0, height / 2), bright(width / 2, height / 2)]).toEqual([
      true,
      true,
      true,
      true
    ])
    expect(await difference(plain, await greyImage('jpeg', 800, 600))).toBeLessThan(1)
  })

  it('puts a corner watermark only where its gravity says', async () => {
    const grey = await greyImage('png', 800, 600)
    await setImageConfig(1, { wmOpen: false })
    const plain = await pixels(await served(await uploadOk(grey)))
    await setImageConfig(1, {
      wmOpen: true,
      imageWmType: 'Corner',
      wmGravity: 'SouthEast',
      wmContent: 'LOVE',
      wmFontSize: 40,
      wmTransparency: 100
    })
    const marked = await pixels(await served(await uploadOk(grey)))
    const changedAt: [number, number][] = []
    for (let i = 0; i < marked.data.length; i += 3) {
      if (Math.abs(marked.data[i] - plain.data[i]) > 40)
        changedAt.push([(i / 3) % marked.width, Math.floor(i / 3 / marked.width)])
    }
    expect(changedAt.length).toBeGreaterThan(50)
    expect(changedAt.every(([x, y]) => x > marked.width / 2 && y > marked.height / 2)).toBe(true)
  })

  it('answers the URL on the configured file domain', async () => {
    await setImageConfig(1, { fileDomain: 'https://img.example.com/' })
    const url = await uploadOk(await greyImage('png', 50, 50))
    expect(url).toMatch(/^https:\/\/img\.example\.com\/uploads\/t1\/images\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/)
  })

  it("keeps each tenant's files under its own prefix", async () => {
    const tokenB = await loginWithMpCode(t, HOST_B)
    const res = await uploadMultipart(t, await greyImage('png', 50, 50), { token: tokenB, host: HOST_B })
    expect(res.body.data.url).toMatch(/^\/uploads\/t2\/images\//)
  })

  it('refuses a file that is not one of the four image types, whatever its name says', async () => {
    for (const [data, filename] of [
      [Buffer.from('just some text, not a picture'), 'photo.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png'],
      [
        await sharp(await greyImage('png', 20, 20))
          .tiff()
          .toBuffer(),
        'scan.jpg'
      ]
    ] as const) {
      expectFailure(await uploadMultipart(t, data, { token, filename }), 40000, IMAGE_TYPES_MESSAGE)
    }
  })

  it('refuses a damaged image with a clear message', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])
    expectFailure(await uploadMultipart(t, broken, { token }), 40000, '图片已损坏，无法识别')
  })

  it('refuses files over 5 MB', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)])
    expectFailure(await uploadMultipart(t, huge, { token }), 40000, IMAGE_TOO_LARGE_MESSAGE)
  })

  it('asks for a file when the form has none in the "file" field, or is not a form', async () => {
    expectFailure(
      await uploadMultipart(t, await greyImage('png', 20, 20), { token, field: 'image' }),
      40000,
      '请选择要上传的图片'
    )
    const json = await t.request({
      method: 'POST',
      url: API.image.uploadImage,
      headers: { 'content-type': 'application/json', authorization: token },
      body: '{}'
    })
    expect(json.json()).toEqual({ code: 40000, msg: '请选择要上传的图片', data: null })
  })

  it('needs a logged-in member', async () => {
    const res = await uploadMultipart(t, await greyImage('png', 20, 20))
    expectUnauthorized(res)
    expectUnauthorized(
      await uploadMultipart(t, await greyImage('png', 20, 20), { token: 'not-a-token' }),
      '登录已过期，请重新登录'
    )
  })

  it('is documented in the OpenAPI document with its tag and token', async () => {
    const doc = (await t.request({ url: '/openapi.json' })).json<{
      paths: Record<string, { post?: { tags: string[]; security: unknown[] } }>
    }>()
    expect(doc.paths[API.image.uploadImage].post).toMatchObject({ tags: ['image'], security: [{ token: [] }] })
  })
})

describe('base64 upload', () => {
  it('stores a data URL like a multipart upload', async () => {
    const res = await t.call(
      API.image.uploadImageBase64,
      { data: dataUrl('image/png', await greyImage('png', 1200, 1600)) },
      { token }
    )
    expect(res.body.code).toBe(20000)
    const meta = await sharp(await served(res.body.data.url)).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 810, height: 1080 })
  })

  it('refuses what is not an image data URL, or not really an image', async () => {
    expectFailure(await t.call(API.image.uploadImageBase64, { data: 'hello' }, { token }), 40000, '图片数据格式不正确')
    expectFailure(
      await t.call(API.image.uploadImageBase64, { data: dataUrl('image/png', Buffer.from('not a png')) }, { token }),
      40000,
      IMAGE_TYPES_MESSAGE
    )
    expectFailure(await t.call(API.image.uploadImageBase64, { data: 42 }, { token }), 40000, '图片数据格式不正确')
  })

  it('refuses images over 5 MB', async () => {
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)
    ])
    expectFailure(
      await t.call(API.image.uploadImageBase64, { data: dataUrl('image/png', huge) }, { token }),
      40000,
      IMAGE_TOO_LARGE_MESSAGE
    )
  })

  it('needs a logged-in member', async () => {
    expectUnauthorized(
      await t.call(API.image.uploadImageBase64, { data: dataUrl('image/png', await greyImage('png', 20, 20)) })
    )
  })
})
