import { useState } from 'react'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import type { FinOrder, PayMethod } from '@contract/finance'
import { aliPay, sandboxPay, tenPay, walletPay } from '@/api/finance'
import { isH5, isWechatBrowser, isWeapp } from '@/utils/platform'
import { openLaunch } from './launchPay'
import { tenpayScene } from './payMethods'

type Provider = 'tenpay' | 'alipay'

export interface PaymentHooks {
  /** An order the server answered with (paid or not). */
  settle: (order: FinOrder) => void
  /** Start asking the server until the order is paid. */
  watch: () => void
}

/**
 * Pays the order the chosen way: wallets pay at once; providers answer with how to launch them,
 * and with no real provider configured (dev, tests) a sandbox cashier stands in.
 */
export function usePayment(orderNo: string, { settle, watch }: PaymentHooks) {
  const [sandbox, setSandbox] = useState<Provider | null>(null)
  // A double tap must not start two payments.
  const { busy: paying, run: once } = useSingleFlight()

  const run = async (task: () => Promise<void>) => {
    try {
      await once(task)
    } catch {
      // The request layer has already told the member why.
    }
  }

  const pay = (method: PayMethod) =>
    run(async () => {
      if (method === 'wallet' || method === 'credit') {
        settle(await walletPay({ orderNo, account: method === 'credit' ? 'credit' : 'balance' }))
        return
      }
      const launch =
        method === 'tenpay'
          ? await tenPay({ orderNo, scene: tenpayScene({ weapp: isWeapp(), wechatBrowser: isWechatBrowser() }) })
          : // Alipay's page sends the member back to this very cashier, which then shows the result.
            await aliPay(isH5() ? { orderNo, returnUrl: window.location.href } : { orderNo })
      if (launch.mode === 'sandbox') setSandbox(launch.provider)
      else if (await openLaunch(launch)) watch()
    })

  const confirmSandbox = () =>
    run(async () => {
      if (!sandbox) return
      const order = await sandboxPay({ orderNo, provider: sandbox, confirm: true })
      setSandbox(null)
      settle(order)
      if (order.status === 'unpaid') watch()
    })

  const cancelSandbox = () => {
    if (!sandbox) return
    setSandbox(null)
    // Only tells the dev server the member walked away; nothing waits for the answer.
    sandboxPay({ orderNo, provider: sandbox, confirm: false }, { showLoading: false, hideMsg: true }).catch(
      () => undefined
    )
  }

  return { paying, sandbox, pay, confirmSandbox, cancelSandbox }
}
