import { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'
import { MemoryKvStore, RedisKvStore, type KvStore } from '../../src/lib/kv'

/** The same behaviour from both stores: replicas sharing Redis must count like one process. */
function kvContract(name: string, make: () => Promise<KvStore | null>) {
  describe(name, () => {
    let kv: KvStore | null
    const key = (k: string) => `${k}:${randomBytes(4).toString('hex')}`
    beforeAll(async () => {
      kv = await make()
    })
    afterAll(async () => {
      await kv?.close()
    })

    it('counts hits in a window and reports the time left', async () => {
      if (!kv) return
      const k = key('hits')
      expect((await kv.incr(k, 10_000)).count).toBe(1)
      const second = await kv.incr(k, 10_000)
      expect(second.count).toBe(2)
      expect(second.ttlMs).toBeGreaterThan(0)
      expect(second.ttlMs).toBeLessThanOrEqual(10_000)
    })

    it('starts a new window after expiry', async () => {
      if (!kv) return
      const k = key('expiry')
      await kv.incr(k, 50)
      await new Promise((r) => setTimeout(r, 120))
      expect((await kv.incr(k, 50)).count).toBe(1)
    })

    it('stores values with a time to live and deletes them', async () => {
      if (!kv) return
      const k = key('value')
      await kv.set(k, 'ticket', 5_000)
      expect(await kv.get(k)).toBe('ticket')
      await kv.del(k)
      expect(await kv.get(k)).toBeNull()
    })
  })
}

kvContract('MemoryKvStore', async () => new MemoryKvStore())

kvContract('RedisKvStore', async () => {
  const url = process.env.TEST_REDIS_URL
  if (!url) {
    if (process.env.CI) throw new Error('TEST_REDIS_URL must be set in CI')
    console.warn('RedisKvStore suite skipped: TEST_REDIS_URL not set')
    return null
  }
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  return new RedisKvStore(redis, 'love-test:')
})

describe('MemoryKvStore bounds', () => {
  it('keeps at most its maximum number of keys however many distinct keys are written', async () => {
    const kv = new MemoryKvStore({ maxEntries: 1_000 })
    try {
      for (let i = 0; i < 20_000; i++) {
        await kv.set(`tenant:host:${randomBytes(6).toString('hex')}.example`, 'x'.repeat(200), 60_000)
        await kv.incr(`rl:ip:${i}`, 60_000)
      }
      expect(kv.size).toBeLessThanOrEqual(1_000)
    } finally {
      await kv.close()
    }
  })

  it('forgets expired keys without anyone reading them', async () => {
    const kv = new MemoryKvStore({ sweepMs: 20 })
    try {
      for (let i = 0; i < 500; i++) await kv.set(`gone:${i}`, 'v', 30)
      expect(kv.size).toBe(500)
      await new Promise((r) => setTimeout(r, 150))
      expect(kv.size).toBe(0)
    } finally {
      await kv.close()
    }
  })

  it('pushes out idle keys in a flood but keeps counting one that is still being hit', async () => {
    const kv = new MemoryKvStore({ maxEntries: 100 })
    try {
      let count = 0
      for (let i = 0; i < 2_000; i++) {
        if (i % 10 === 0) count = (await kv.incr('rl:login:13800000001', 60_000)).count
        await kv.incr(`rl:ip:flood-${i}`, 60_000)
      }
      expect(kv.size).toBeLessThanOrEqual(100)
      expect(count).toBe(200)
    } finally {
      await kv.close()
    }
  })
})
