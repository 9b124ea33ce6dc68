import { loadConfig } from '../../src/config'
import { createFaceProvider, FaceCheckUnavailable, HttpFaceProvider } from '../../src/providers/face'

const INPUT = { realName: '张三', idCard: '11010519491231002X', faceImage: '/uploads/t1/face.jpg' }

function provider(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return answer()
  }) as unknown as typeof globalThis.fetch
  return { face: new HttpFaceProvider({ url: 'https://verify.example.com/check', token: 'tok', fetch }), calls }
}

describe('HttpFaceProvider', () => {
  it('posts the name, number and photo with the bearer token and returns the outcome', async () => {
    const { face, calls } = provider(async () => Response.json({ outcome: 'fail', reason: '人像比对不一致' }))
    expect(await face.check(INPUT)).toEqual({ outcome: 'fail', reason: '人像比对不一致' })
    expect(calls[0].url).toBe('https://verify.example.com/check')
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' }
    })
    expect(JSON.parse(String(calls[0].init.body))).toEqual(INPUT)
  })

  it.each([
    ['an HTTP error', async () => new Response('oops', { status: 502 })],
    ['an answer without an outcome', async () => Response.json({ ok: true })],
    ['an answer that is not JSON', async () => new Response('<html>')],
    ['no answer at all', async () => Promise.reject(new TypeError('fetch failed'))]
  ])('treats %s as the service being unavailable', async (_name, answer) => {
    await expect(provider(answer).face.check(INPUT)).rejects.toBeInstanceOf(FaceCheckUnavailable)
  })
})

describe('createFaceProvider', () => {
  it('approves everything offline in dev mode only', async () => {
    const dev = createFaceProvider(loadConfig({}, { DEV_MODE: true }))
    expect(await dev.check(INPUT)).toEqual({ outcome: 'pass', reason: '' })
    expect(() =>
      createFaceProvider(loadConfig({}, { DEV_MODE: false, ID_HASH_SECRET: 's', CURSOR_SECRET: 'c' }))
    ).toThrow('FACE_PROVIDER=dev is only allowed in dev mode')
  })

  it('needs a URL for the HTTP service', () => {
    expect(() => createFaceProvider(loadConfig({ FACE_PROVIDER: 'http' }))).toThrow(
      'FACE_HTTP_URL is required when FACE_PROVIDER=http'
    )
    expect(createFaceProvider(loadConfig({ FACE_PROVIDER: 'http', FACE_HTTP_URL: 'https://v.example.com' })).mode).toBe(
      'http'
    )
  })
})

describe('ID_HASH_SECRET', () => {
  it('must be set outside dev mode, where real ID numbers are hashed with it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('ID_HASH_SECRET must be set outside dev mode')
    expect(loadConfig({ NODE_ENV: 'production', ID_HASH_SECRET: 'k', CURSOR_SECRET: 'c' }).ID_HASH_SECRET).toBe('k')
    expect(loadConfig({}).ID_HASH_SECRET).not.toBe('')
  })
})
