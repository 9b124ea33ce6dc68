export interface SmsMessage {
  tenantId: number
  phone: string
  content: string
}

/** Sends a text message. Implementations: the offline dev outbox, or an HTTP gateway. */
export interface SmsProvider {
  readonly mode: 'log' | 'http'
  send(message: SmsMessage): Promise<void>
}

export class SmsSendError extends Error {}
