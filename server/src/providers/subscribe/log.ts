import type { FastifyBaseLogger } from 'fastify'
import type { SubscribeMessage, SubscribeProvider } from './types'

/** Dev: what would reach the member's WeChat goes to the server log instead. */
export class LogSubscribeProvider implements SubscribeProvider {
  readonly mode = 'log'

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SubscribeMessage): Promise<void> {
    this.log.info({ subscribeMessage: message }, 'subscribe message (dev log)')
  }
}
