import fp from 'fastify-plugin'
import { MemoryKvStore, RedisKvStore, type KvStore } from '../../lib/kv'

/** Rate-limit counters and caches: Redis when REDIS_URL is set, so replicas agree. */
export default fp(
  async (app) => {
    let kv: KvStore
    if (app.config.REDIS_URL) {
      const { Redis } = await import('ioredis')
      const redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true })
      await redis.connect()
      kv = new RedisKvStore(redis)
    } else {
      kv = new MemoryKvStore()
    }
    app.decorate('kv', kv)
    app.addHook('onClose', async () => kv.close())
  },
  { name: 'kv' }
)
