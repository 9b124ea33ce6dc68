import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { forbidden } from '../../lib/errors'
import { isLoopbackRequest } from '../../lib/loopback'
import { authed, postRoute } from '../../lib/route'
import { SandboxPayProvider } from '../../providers/pay'
import { findOwnOrder, notPayable, orderView, unpayableReason } from './orders'
import { handlePayCallback } from './notify-routes'
import { providerFor } from './payments'
import { FinOrderSchema, SandboxPayBody } from './schema'

/**
 * Dev mode only (registered when a channel runs the sandbox): the sandbox cashier's confirm
 * button. It hands a signed callback to the callback handler the gateway route uses, so what
 * happens next (verification, idempotent settlement) is what happens when WeChat Pay calls.
 */
export default async function sandboxPayRoutes(app: FastifyInstance) {
  // Confirming settles an order without money: only the developer at this machine may.
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request)) throw forbidden('模拟支付仅限在服务器本机使用')
  })
  postRoute(
    app,
    API.finance.sandboxPay,
    {
      summary: 'Dev only: confirm or cancel a payment in the sandbox cashier',
      tags: ['dev'],
      body: SandboxPayBody,
      response: FinOrderSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      const provider = providerFor(app.pay, req.body.provider)
      if (!(provider instanceof SandboxPayProvider)) throw notPayable('该支付方式不是沙箱模式')
      const order = await findOwnOrder(app.db, who, req.body.orderNo)
      if (req.body.confirm) {
        const reason = unpayableReason(order)
        if (reason) throw notPayable(reason)
        const raw = provider.signedCallback(order.orderNo, order.amount)
        const answer = await handlePayCallback(app, req.body.provider, who.tenantId, raw)
        if (answer.status !== 200) throw notPayable('沙箱支付回调失败，请重试')
      }
      return orderView(await findOwnOrder(app.db, who, req.body.orderNo))
    }
  )
}
