import type { AppConfig } from '../../config'
import { AlipayHttpProvider } from './alipay-http'
import { HttpPayoutProvider } from './payout-http'
import { SandboxPayoutProvider, SandboxPayProvider } from './sandbox'
import { TenpayHttpProvider } from './tenpay-http'
import type { PayChannel, PayoutProvider, PayProvider } from './types'

export interface PayProviders {
  /** null: this channel is switched off. */
  tenpay: PayProvider | null
  alipay: PayProvider | null
  payout: PayoutProvider
}

/** Keys pasted into an env var often arrive with literal "\n"s. */
const pem = (text: string) => text.replace(/\\n/g, '\n')

function requireAll(mode: string, values: Record<string, string>): void {
  const missing = Object.entries(values)
    .filter(([, v]) => !v)
    .map(([k]) => k)
  if (missing.length) throw new Error(`${mode} requires ${missing.join(', ')} to be set`)
}

/** Fails at boot rather than at the first payment, where a missing key would look like an outage. */
export function createPayProviders(config: AppConfig): PayProviders {
  let tenpayHttp: TenpayHttpProvider | undefined
  let alipayHttp: AlipayHttpProvider | undefined
  if (config.TENPAY_MODE === 'http') {
    const appId = config.TENPAY_APP_ID || config.WECHAT_MP_APPID
    requireAll('TENPAY_MODE=http', {
      TENPAY_MCH_ID: config.TENPAY_MCH_ID,
      TENPAY_APP_ID: appId,
      TENPAY_SERIAL_NO: config.TENPAY_SERIAL_NO,
      TENPAY_PRIVATE_KEY: config.TENPAY_PRIVATE_KEY,
      TENPAY_API_V3_KEY: config.TENPAY_API_V3_KEY,
      TENPAY_PLATFORM_PUBLIC_KEY: config.TENPAY_PLATFORM_PUBLIC_KEY,
      PAY_NOTIFY_BASE_URL: config.PAY_NOTIFY_BASE_URL
    })
    tenpayHttp = new TenpayHttpProvider({
      mchId: config.TENPAY_MCH_ID,
      appId,
      miniAppId: config.TENPAY_MINI_APP_ID || config.WECHAT_MA_APPID,
      serialNo: config.TENPAY_SERIAL_NO,
      privateKey: pem(config.TENPAY_PRIVATE_KEY),
      apiV3Key: config.TENPAY_API_V3_KEY,
      platformPublicKey: pem(config.TENPAY_PLATFORM_PUBLIC_KEY),
      platformSerial: config.TENPAY_PLATFORM_SERIAL,
      baseUrl: config.TENPAY_API_BASE
    })
  }
  if (config.ALIPAY_MODE === 'http') {
    requireAll('ALIPAY_MODE=http', {
      ALIPAY_APP_ID: config.ALIPAY_APP_ID,
      ALIPAY_PRIVATE_KEY: config.ALIPAY_PRIVATE_KEY,
      ALIPAY_PUBLIC_KEY: config.ALIPAY_PUBLIC_KEY,
      PAY_NOTIFY_BASE_URL: config.PAY_NOTIFY_BASE_URL
    })
    alipayHttp = new AlipayHttpProvider({
      appId: config.ALIPAY_APP_ID,
      privateKey: pem(config.ALIPAY_PRIVATE_KEY),
      alipayPublicKey: pem(config.ALIPAY_PUBLIC_KEY),
      gateway: config.ALIPAY_GATEWAY
    })
  }
  const pick = (
    channel: PayChannel,
    mode: AppConfig['TENPAY_MODE'],
    http: PayProvider | undefined
  ): PayProvider | null => {
    if (mode === 'sandbox') return new SandboxPayProvider(channel, config.PAY_SANDBOX_SECRET)
    return http ?? null
  }
  const sandboxOnly = config.TENPAY_MODE !== 'http' && config.ALIPAY_MODE !== 'http' && config.DEV_MODE
  return {
    tenpay: pick('tenpay', config.TENPAY_MODE, tenpayHttp),
    alipay: pick('alipay', config.ALIPAY_MODE, alipayHttp),
    payout: sandboxOnly
      ? new SandboxPayoutProvider()
      : new HttpPayoutProvider({ tenpay: tenpayHttp, alipay: alipayHttp })
  }
}

export { SandboxPayProvider, SandboxPayoutProvider } from './sandbox'
export {
  PayProviderError,
  PaySignatureError,
  TRANSFER_PROCESSING,
  type PayChannel,
  type PayNotification,
  type PayProvider,
  type PayoutProvider
} from './types'
