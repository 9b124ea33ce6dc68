import {
  PAY_METHOD_LABELS,
  type FinOrder,
  type PayMethod,
  type TenpayScene,
  type WalletSummary
} from '@contract/finance'
import { yuanText } from '@/utils/financeText'

export interface PayOption {
  method: PayMethod
  label: string
  /** What the member would pay with, e.g. '可用余额 ¥20.00'; '' when there is nothing to say. */
  note: string
  /** Why it can't be chosen, e.g. '余额不足'; '' when it can. */
  blocked: string
}

export interface PayContext {
  balanceName: string
  creditName: string
  /** Alipay can't run inside the mini-program. */
  weapp: boolean
}

/**
 * The ways this order can be paid, in the order they are offered. Wallets that can't cover it
 * stay listed but blocked, so the member sees why; points appear only for what points may buy.
 */
export function payOptions(order: FinOrder, wallet: WalletSummary, ctx: PayContext): PayOption[] {
  const options: PayOption[] = [
    {
      method: 'wallet',
      label: PAY_METHOD_LABELS.wallet,
      // No space between 可用 and the wallet's name: Chinese words run together (可用余额).
      note: `可用${ctx.balanceName} ${yuanText(wallet.balance)}`,
      blocked: wallet.balance < order.amount ? '余额不足' : ''
    }
  ]
  if (order.creditPrice > 0) {
    options.push({
      method: 'credit',
      label: PAY_METHOD_LABELS.credit,
      note: `使用 ${order.creditPrice} ${ctx.creditName}（可用 ${wallet.credit}）`,
      blocked: wallet.credit < order.creditPrice ? `${ctx.creditName}不足` : ''
    })
  }
  options.push({ method: 'tenpay', label: PAY_METHOD_LABELS.tenpay, note: '', blocked: '' })
  if (!ctx.weapp) options.push({ method: 'alipay', label: PAY_METHOD_LABELS.alipay, note: '', blocked: '' })
  return options
}

/** The balance when it covers the order (no app switch, no fee), else WeChat Pay. */
export function defaultPayMethod(options: PayOption[]): PayMethod {
  return options.some((o) => o.method === 'wallet' && !o.blocked) ? 'wallet' : 'tenpay'
}

/** The member's pick while it is still allowed, else the default. */
export function chosenPayMethod(options: PayOption[], picked: PayMethod | null): PayMethod {
  return picked && options.some((o) => o.method === picked && !o.blocked) ? picked : defaultPayMethod(options)
}

/** Which kind of WeChat Pay order fits where the member is paying from. */
export function tenpayScene(where: { weapp: boolean; wechatBrowser: boolean }): TenpayScene {
  if (where.weapp) return 'miniapp'
  return where.wechatBrowser ? 'jsapi' : 'h5'
}
