import type { FastifyBaseLogger } from 'fastify'
import { NOTICE_KINDS, type NoticeKind } from '@contract/notice'
import type { WechatProvider } from '../wechat/types'
import { HttpSubscribeProvider, type MiniProgramState } from './http'
import { LogSubscribeProvider } from './log'
import type { SubscribeProvider } from './types'

/** What a template field shows of the notice. */
export type TemplateValue = 'title' | 'body' | 'time'

export interface SubscribeTemplateSpec {
  templateId: string
  /** Template field (thing1, time3, …) → what of the notice it shows. */
  fields: Record<string, TemplateValue>
}

export type SubscribeTemplates = ReadonlyMap<NoticeKind, SubscribeTemplateSpec>

/** The fields a template picked from the public library usually has for a title, a body and a time. */
const DEFAULT_FIELDS: Record<string, TemplateValue> = { thing1: 'title', thing2: 'body', time3: 'time' }
const FIELD_KEY = /^[a-z_]+\d+$/
const VALUES: readonly TemplateValue[] = ['title', 'body', 'time']

function bad(reason: string): Error {
  return new Error(`WECHAT_SUBSCRIBE_TEMPLATES: ${reason}`)
}

/**
 * Reads WECHAT_SUBSCRIBE_TEMPLATES: a JSON object from notice kind to a template id
 * (`{"viewed":"abc"}`, fields thing1 = title, thing2 = body, time3 = time) or to the id and its
 * own fields (`{"cashout":{"id":"def","fields":{"thing4":"title","time2":"time"}}}`). Empty: no
 * template, so the mini-program asks for nothing. A mistake stops the boot rather than every push.
 */
export function parseSubscribeTemplates(json: string): SubscribeTemplates {
  const templates = new Map<NoticeKind, SubscribeTemplateSpec>()
  if (!json.trim()) return templates
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw bad('not valid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw bad('must be a JSON object')
  for (const [kind, spec] of Object.entries(parsed)) {
    if (!(NOTICE_KINDS as readonly string[]).includes(kind)) throw bad(`unknown notice kind "${kind}"`)
    const entry = typeof spec === 'string' ? { id: spec, fields: DEFAULT_FIELDS } : (spec as Record<string, unknown>)
    const id = entry?.id
    const fields = entry?.fields ?? DEFAULT_FIELDS
    if (typeof id !== 'string' || !/^[\w-]{1,128}$/.test(id)) throw bad(`"${kind}" needs a template id`)
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw bad(`"${kind}".fields`)
    const checked: Record<string, TemplateValue> = {}
    for (const [key, value] of Object.entries(fields)) {
      if (!FIELD_KEY.test(key) || !VALUES.includes(value as TemplateValue)) throw bad(`"${kind}".fields.${key}`)
      checked[key] = value as TemplateValue
    }
    templates.set(kind as NoticeKind, { templateId: id, fields: checked })
  }
  return templates
}

export interface SubscribeProviderConfig {
  wechatMode: 'dev' | 'http'
  baseUrl: string
  state: MiniProgramState
}

/** Real pushes exactly when WeChat itself is real; in dev the messages go to the log. */
export function createSubscribeProvider(
  cfg: SubscribeProviderConfig,
  wechat: Pick<WechatProvider, 'getMaAccessToken'>,
  log: FastifyBaseLogger
): SubscribeProvider {
  if (cfg.wechatMode === 'dev') return new LogSubscribeProvider(log)
  return new HttpSubscribeProvider({
    baseUrl: cfg.baseUrl,
    state: cfg.state,
    accessToken: (refresh) => wechat.getMaAccessToken(refresh)
  })
}

export { HttpSubscribeProvider, type HttpSubscribeProviderOptions, type MiniProgramState } from './http'
export { LogSubscribeProvider } from './log'
export { SubscribeSendError, type SubscribeMessage, type SubscribeProvider } from './types'
