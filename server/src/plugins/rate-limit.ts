import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { tooManyRequests } from '../lib/errors'
import { isApiRequest } from './tenant'

const IP_WINDOW_MS = 60_000

/**
 * The per-IP ceiling on every API call is @fastify/rate-limit (its LRU store in one process,
 * Redis when REDIS_URL is set, so replicas share the count); routes opt out with
 * `config: { rateLimit: false }` (payment gateways retrying callbacks). `app.hitLimit` keeps
 * the business limits whose key is not the caller but what they ask about (SMS per phone,
 * password tries per member), counted in the shared KV store.
 */
export default fp(
  async (app) => {
    app.decorate('hitLimit', async (key: string, limit: number, windowMs: number, message?: string) => {
      const { count } = await app.kv.incr(`rl:${key}`, windowMs)
      if (count > limit) throw tooManyRequests(message)
    })

    let redis: import('ioredis').Redis | undefined
    if (app.config.REDIS_URL) {
      const { Redis } = await import('ioredis')
      // The plugin's advice: fail fast rather than queue requests behind a lost connection.
      redis = new Redis(app.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      app.addHook('onClose', async () => {
        await redis?.quit()
      })
    }
    await app.register(rateLimit, {
      global: true,
      hook: 'onRequest',
      max: app.config.RATE_LIMIT_PER_MINUTE,
      timeWindow: IP_WINDOW_MS,
      redis,
      nameSpace: 'love:rl-ip:',
      keyGenerator: (request) => request.ip,
      // Pages, assets and uploads are the static server's business; the ceiling is for the API.
      allowList: (request) => !isApiRequest(request),
      errorResponseBuilder: () => tooManyRequests('访问太频繁，请稍后再试')
    })
  },
  { name: 'rate-limit', dependencies: ['kv'] }
)
