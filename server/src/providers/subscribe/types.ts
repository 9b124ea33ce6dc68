/** One mini-program subscribe message, as WeChat's subscribeMessage.send takes it. */
export interface SubscribeMessage {
  openid: string
  templateId: string
  /** The mini-program page the message opens, with its query, without the leading slash. */
  page: string
  /** The template's fields (thing1, time2, …) and their values. */
  data: Record<string, string>
}

/**
 * Pushes a subscribe message to a member's WeChat. Implementations: the offline log (dev), or
 * WeChat's HTTP API.
 */
export interface SubscribeProvider {
  readonly mode: 'log' | 'http'
  send(message: SubscribeMessage): Promise<void>
}

/** `refused`: WeChat holds no opt-in of this member for the template, so their budget is gone. */
export class SubscribeSendError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
    readonly errcode?: number
  ) {
    super(message)
    this.name = 'SubscribeSendError'
  }
}
