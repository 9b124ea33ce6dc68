import { CASHOUT_CHANNEL_LABELS } from '../../../../types/finance'
import type { AlipayHttpProvider } from './alipay-http'
import type { TenpayHttpProvider } from './tenpay-http'
import { PayProviderError, type PayoutProvider, type TransferInput, type TransferResult } from './types'

export interface HttpPayoutProviderOptions {
  tenpay?: TenpayHttpProvider
  alipay?: AlipayHttpProvider
}

/** Sends each cash-out through the payment provider of its channel; either may be left unconfigured. */
export class HttpPayoutProvider implements PayoutProvider {
  readonly mode = 'http' as const
  private readonly tenpay: TenpayHttpProvider | undefined
  private readonly alipay: AlipayHttpProvider | undefined

  constructor(options: HttpPayoutProviderOptions) {
    this.tenpay = options.tenpay
    this.alipay = options.alipay
  }

  async transfer(input: TransferInput): Promise<TransferResult> {
    const provider = input.channel === 'wechat' ? this.tenpay : this.alipay
    if (!provider) throw new PayProviderError(`暂不支持提现到${CASHOUT_CHANNEL_LABELS[input.channel]}`)
    return provider.transfer(input)
  }
}
