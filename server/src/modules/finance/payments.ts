import type { FastifyRequest } from 'fastify'
import { ErrorCode } from '@contract/envelope'
import type { PayLaunch, TenpayScene } from '@contract/finance'
import type { Db } from '../../db/client'
import type { ServerDeps } from '../../lib/deps'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { PayProviderError, type PayChannel, type PayProvider, type PayProviders } from '../../providers/pay'
import { findUserById } from '../user/service'
import { findOwnOrder, notPayable, unpayableReason } from './orders'

const CHANNEL_NAMES: Record<PayChannel, string> = { tenpay: '微信支付', alipay: '支付宝' }

export function notifyPath(channel: PayChannel, tenantId: number): string {
  return `/common/api/pay/notify/${channel}/${tenantId}`
}

/** The gateway must reach us from outside: the configured public origin, else this request's own. */
function notifyUrl(
  deps: Pick<ServerDeps, 'config'>,
  req: FastifyRequest,
  channel: PayChannel,
  tenantId: number
): string {
  const base = deps.config.PAY_NOTIFY_BASE_URL || `${req.protocol}://${req.host}`
  return `${base.replace(/\/$/, '')}${notifyPath(channel, tenantId)}`
}

export function providerFor(pay: PayProviders, channel: PayChannel): PayProvider {
  const provider = pay[channel]
  if (!provider) throw new BizError(`暂未开通${CHANNEL_NAMES[channel]}，请选择其他支付方式`, ErrorCode.OrderNotPayable)
  return provider
}

async function openidFor(db: Db, who: AuthedUser, scene: TenpayScene): Promise<string | undefined> {
  if (scene === 'h5') return undefined
  const user = await findUserById(db, who.tenantId, who.userId)
  return (scene === 'miniapp' ? user?.maOpenid : user?.mpOpenid) ?? undefined
}

/** Only a page of this site may be where a gateway sends the member back: never an open redirect. */
export function ownReturnUrl(req: Pick<FastifyRequest, 'host'>, url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return /^https?:$/.test(parsed.protocol) && parsed.host === req.host ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}

/** Creates the payment at the provider for an order of the caller's that can still be paid. */
export async function launchPayment(
  deps: Pick<ServerDeps, 'db' | 'config' | 'pay'>,
  req: FastifyRequest,
  who: AuthedUser,
  channel: PayChannel,
  input: { orderNo: string; scene?: TenpayScene; returnUrl?: string }
): Promise<PayLaunch> {
  const provider = providerFor(deps.pay, channel)
  const order = await findOwnOrder(deps.db, who, input.orderNo)
  const reason = unpayableReason(order)
  if (reason) throw notPayable(reason)
  try {
    return await provider.launch({
      orderNo: order.orderNo,
      amount: order.amount,
      title: order.title,
      notifyUrl: notifyUrl(deps, req, channel, who.tenantId),
      clientIp: req.ip,
      scene: input.scene,
      openid: input.scene ? await openidFor(deps.db, who, input.scene) : undefined,
      returnUrl: ownReturnUrl(req, input.returnUrl),
      expiresAt: order.expiresAt
    })
  } catch (err) {
    if (err instanceof PayProviderError) throw new BizError(err.message, ErrorCode.ThirdPartyFailed)
    throw err
  }
}
