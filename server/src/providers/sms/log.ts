import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { smsOutbox } from '../../db/schema'
import type { SmsMessage, SmsProvider } from './types'

/** Dev-mode SMS: the message goes to the server log and the dev outbox table. */
export class LogSmsProvider implements SmsProvider {
  readonly mode = 'log'

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ sms: { phone: message.phone, content: message.content } }, 'SMS (dev outbox)')
    await this.db.insert(smsOutbox).values(message)
  }
}
