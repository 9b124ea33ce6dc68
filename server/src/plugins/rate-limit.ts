import fp from 'fastify-plugin'
import { tooManyRequests } from '../lib/errors'
import { isApiRequest } from './tenant'

/**
 * Fixed-window limits kept in the shared KV store (Redis when configured): a per-IP ceiling
 * on every API call, and `app.hitLimit` for finer limits such as SMS per phone.
 */
export default fp(
  async (app) => {
    app.decorate('hitLimit', async (key: string, limit: number, windowMs: number, message?: string) => {
      const { count } = await app.kv.incr(`rl:${key}`, windowMs)
      if (count > limit) throw tooManyRequests(message)
    })
    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request) || request.routeOptions.config.rateLimit === false) return
      await app.hitLimit(`ip:${request.ip}`, app.config.RATE_LIMIT_PER_MINUTE, 60_000, '访问太频繁，请稍后再试')
    })
  },
  { name: 'rate-limit', dependencies: ['kv'] }
)
