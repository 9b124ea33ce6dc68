import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { HttpSmsProvider } from './http'
import { LogSmsProvider } from './log'
import type { SmsProvider } from './types'

export function createSmsProvider(config: AppConfig, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    return new HttpSmsProvider({
      url: config.SMS_HTTP_URL,
      token: config.SMS_HTTP_TOKEN,
      signName: config.SMS_SIGN_NAME
    })
  }
  if (!config.DEV_MODE) throw new Error('SMS_PROVIDER=log is only allowed in dev mode')
  return new LogSmsProvider(db, log)
}

export type { SmsProvider } from './types'
export { SmsSendError } from './types'
