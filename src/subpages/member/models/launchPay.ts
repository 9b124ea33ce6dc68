import Taro from '@tarojs/taro'
import type { PayLaunch } from '@contract/finance'
import { TOAST_MS } from '@/constants/app'
import { isH5, isWeapp } from '@/utils/platform'

type ProviderLaunch = Exclude<PayLaunch, { mode: 'sandbox' }>
type JsapiLaunch = Extract<PayLaunch, { mode: 'jsapi' }>

interface WeixinBridge {
  invoke(name: 'getBrandWCPayRequest', params: Record<string, string>, done: (res: { err_msg: string }) => void): void
}

const say = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

function isCancel(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'errMsg' in err && String(err.errMsg).includes('cancel')
}

async function miniProgramPay(launch: JsapiLaunch): Promise<boolean> {
  try {
    await Taro.requestPayment({
      timeStamp: launch.timeStamp,
      nonceStr: launch.nonceStr,
      package: launch.package,
      signType: launch.signType,
      paySign: launch.paySign
    })
    return true
  } catch (err) {
    say(isCancel(err) ? '已取消支付' : '支付未完成，请重试')
    return false
  }
}

/** The messaging app's browser pays through its own bridge, which exists only inside it. */
function bridgePay(launch: JsapiLaunch): Promise<boolean> {
  const bridge = (window as Window & { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge
  if (!bridge) {
    say('请在微信中打开后支付')
    return Promise.resolve(false)
  }
  const params = {
    appId: launch.appId,
    timeStamp: launch.timeStamp,
    nonceStr: launch.nonceStr,
    package: launch.package,
    signType: launch.signType,
    paySign: launch.paySign
  }
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (res) => {
      const ok = res.err_msg === 'get_brand_wcpay_request:ok'
      if (!ok) say(res.err_msg.endsWith(':cancel') ? '已取消支付' : '支付未完成，请重试')
      resolve(ok)
    })
  })
}

/**
 * Hands a provider's launch to the platform. Resolves true when the member went through with
 * it, so the order is worth watching; false when they cancelled or it could not start.
 */
export async function openLaunch(launch: ProviderLaunch): Promise<boolean> {
  if (launch.mode === 'jsapi') return isWeapp() ? miniProgramPay(launch) : bridgePay(launch)
  if (!isH5()) {
    say('当前环境不支持该支付方式')
    return false
  }
  window.location.href = launch.url
  return true
}
