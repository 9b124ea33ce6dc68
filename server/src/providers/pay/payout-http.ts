import { CASHOUT_CHANNEL_LABELS, type CashoutChannel } from '@contract/finance'
import type { AlipayHttpProvider } from './alipay-http'
import type { TenpayHttpProvider } from './tenpay-http'
import type { PayoutProvider, TransferInput, TransferOutcome, TransferQuery } from './types'

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

  private providerOf(channel: CashoutChannel): TenpayHttpProvider | AlipayHttpProvider | undefined {
    return channel === 'wechat' ? this.tenpay : this.alipay
  }

  async transfer(input: TransferInput): Promise<TransferOutcome> {
    const provider = this.providerOf(input.channel)
    if (!provider) return { state: 'failed', reason: `暂不支持提现到${CASHOUT_CHANNEL_LABELS[input.channel]}` }
    return provider.transfer(input)
  }

  async queryTransfer(query: TransferQuery): Promise<TransferOutcome> {
    const provider = this.providerOf(query.channel)
    // transfer() refuses such a channel before sending anything, so staff can still refund it.
    if (!provider) return { state: 'absent' }
    return provider.queryTransfer(query.outBizNo)
  }
}
