import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { INT4_MAX } from '../../lib/schemas'
import { PaySignatureError, type PayChannel } from '../../providers/pay'
import { settleExternal } from './orders'

const CHANNELS: PayChannel[] = ['tenpay', 'alipay']

/**
 * Where WeChat Pay and Alipay post payment results. Not part of the client API (hidden from
 * the OpenAPI document): bodies are read as raw text, because signatures cover exact bytes.
 */
export default async function payNotifyRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  for (const channel of CHANNELS) {
    app.post<{ Params: { tenantId: number }; Body: string }>(
      `/common/api/pay/notify/${channel}/:tenantId`,
      {
        schema: {
          hide: true,
          params: Type.Object({ tenantId: Type.Integer({ minimum: 1, maximum: INT4_MAX }) })
        },
        // Gateways retry for hours; they must never be rate-limited into giving up.
        config: { rateLimit: false }
      },
      async (req, reply) => {
        const provider = app.pay[channel]
        if (!provider) return reply.status(404).send()
        const answer = async () => {
          try {
            const n = await provider.parseCallback({ headers: req.headers, body: typeof req.body === 'string' ? req.body : '' })
            const outcome = await settleExternal(app.db, req.params.tenantId, channel, n)
            req.log.info({ channel, orderNo: n.orderNo, outcome }, 'payment callback')
            return provider.ack()
          } catch (err) {
            if (err instanceof PaySignatureError) {
              req.log.warn({ channel, reason: err.message }, 'payment callback refused')
              return provider.nack('signature verification failed')
            }
            req.log.error({ err, channel }, 'payment callback failed; the gateway will retry')
            return provider.nack('not processed')
          }
        }
        const a = await answer()
        return reply.status(a.status).type(a.contentType).send(a.body)
      }
    )
  }
}
