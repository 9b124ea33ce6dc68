import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { PaySignatureError, type PayChannel } from '../../providers/pay'
import type { CallbackAnswer, RawCallback } from '../../providers/pay/types'
import { settleExternal } from './orders'

const CHANNELS: PayChannel[] = ['tenpay', 'alipay']

/** Verify, then apply once; answers the gateway in its own format (a nack makes it retry). */
export async function handlePayCallback(
  app: FastifyInstance,
  channel: PayChannel,
  tenantId: number,
  raw: RawCallback
): Promise<CallbackAnswer> {
  const provider = app.pay[channel]
  if (!provider) return { status: 404, contentType: 'text/plain', body: '' }
  try {
    const n = await provider.parseCallback(raw)
    const outcome = await settleExternal(app.db, tenantId, channel, n)
    if (outcome === 'unknown-order' || outcome === 'wrong-amount') {
      app.log.error(
        { channel, tenantId, orderNo: n.orderNo, tradeNo: n.tradeNo, amount: n.amount, outcome },
        'payment callback not applied'
      )
    } else {
      app.log.info({ channel, tenantId, orderNo: n.orderNo, outcome }, 'payment callback')
    }
    return provider.ack()
  } catch (err) {
    if (err instanceof PaySignatureError) {
      app.log.warn({ channel, reason: err.message }, 'payment callback refused')
      return provider.nack('signature verification failed')
    }
    app.log.error({ err, channel, tenantId }, 'payment callback failed; the gateway will retry')
    return provider.nack('not processed')
  }
}

/**
 * Where WeChat Pay and Alipay post payment results. Not part of the client API (hidden from
 * the OpenAPI document): bodies are read as raw text, because signatures cover exact bytes.
 */
export default async function payNotifyRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  for (const channel of CHANNELS) {
    app.post<{ Params: { tenantId: string }; Body: string }>(
      `/common/api/pay/notify/${channel}/:tenantId`,
      {
        schema: {
          hide: true,
          // Path parameters arrive as text (types are not coerced in this app).
          params: Type.Object({ tenantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })
        },
        // Gateways retry for hours; they must never be rate-limited into giving up.
        config: { rateLimit: false }
      },
      async (req, reply) => {
        const a = await handlePayCallback(app, channel, Number(req.params.tenantId), {
          headers: req.headers,
          body: typeof req.body === 'string' ? req.body : ''
        })
        return reply.status(a.status).type(a.contentType).send(a.body)
      }
    )
  }
}
