import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { memberNotices, users, type NoticePushState } from '../../db/schema'
import {
  SubscribeSendError,
  type SubscribeProvider,
  type SubscribeTemplates,
  type TemplateValue
} from '../../providers/subscribe'
import { stampText } from '../../lib/tenant-time'
import { tenantTimeZone } from '../tenant/service'
import { clearBudget, returnBudget, takeBudget } from './repository'

export interface NoticePushDeps {
  db: Db
  log: FastifyBaseLogger
  subscribe: SubscribeProvider
  templates: SubscribeTemplates
}

export interface PushRound {
  sent: number
  skipped: number
  failed: number
}

/** Notices claimed per round: a round is short, so a replica stopping mid-round strands few. */
const BATCH = 50
/** A push about something this old would confuse more than it helps. */
const STALE_MS = 24 * 3600 * 1000
/** A claim still 'sending' after this was interrupted (process killed between claim and outcome). */
const INTERRUPTED_MS = 10 * 60 * 1000

interface Claimed {
  tenantId: number
  id: number
  userId: number
  kind: NoticeRowKind
  title: string
  body: string
  link: string
  createdAt: Date
}
type NoticeRowKind = (typeof memberNotices.$inferSelect)['kind']

/**
 * Takes up to BATCH pending notices for this round. SKIP LOCKED lets replicas claim side by side
 * without waiting on or taking each other's rows; the claim commits before anything is sent, so
 * a notice is pushed by at most one of them, even if one dies mid-send.
 */
async function claim(db: Db): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update ${memberNotices} set push_state = 'sending', push_claimed_at = now()
    where (tenant_id, id) in (
      select tenant_id, id from ${memberNotices}
      where push_state = 'pending'
      order by tenant_id, id
      limit ${BATCH}
      for update skip locked
    )
    returning tenant_id, id, user_id, kind, title, body, link, created_at`)
  const claimed = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    tenantId: Number(r.tenant_id),
    id: Number(r.id),
    userId: Number(r.user_id),
    kind: r.kind as NoticeRowKind,
    title: String(r.title),
    body: String(r.body),
    link: String(r.link),
    createdAt: new Date(r.created_at as string | Date)
  }))
  // RETURNING keeps no order: pushed in the order they happened, the earlier event takes the opt-in.
  return claimed.sort((a, b) => a.tenantId - b.tenantId || a.id - b.id)
}

async function settle(db: Db, notice: Claimed, state: NoticePushState, note: string): Promise<void> {
  await db
    .update(memberNotices)
    .set({ pushState: state, pushNote: note })
    .where(and(eq(memberNotices.tenantId, notice.tenantId), eq(memberNotices.id, notice.id)))
}

async function miniProgramOpenid(db: Db, tenantId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ openid: users.maOpenid })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.status, 'active')))
  return row?.openid ?? null
}

/** WeChat's time field reads "2024-01-31 09:05", on the clock of the member's city. */
function valueOf(notice: Claimed, value: TemplateValue, timeZone: string): string {
  if (value === 'time') return stampText(notice.createdAt, timeZone)
  return value === 'title' ? notice.title : notice.body || notice.title
}

/** The mini-program opens pages by a path without the leading slash; a notice without a link opens the message centre. */
const FALLBACK_PAGE = 'subpages/member/message/index'

type Outcome = [NoticePushState, string]

async function pushOne(deps: NoticePushDeps, notice: Claimed, now: number, timeZone: string): Promise<Outcome> {
  const template = deps.templates.get(notice.kind)
  if (!template) return ['skipped', '该类通知未配置订阅模板']
  if (now - notice.createdAt.getTime() > STALE_MS) return ['skipped', '通知已过时']
  const openid = await miniProgramOpenid(deps.db, notice.tenantId, notice.userId)
  if (!openid) return ['skipped', '会员未使用小程序']
  if (!(await takeBudget(deps.db, notice.tenantId, notice.userId, template.templateId)))
    return ['skipped', '会员未订阅该消息']
  try {
    await deps.subscribe.send({
      openid,
      templateId: template.templateId,
      page: notice.link.replace(/^\//, '') || FALLBACK_PAGE,
      data: Object.fromEntries(
        Object.entries(template.fields).map(([key, value]) => [key, valueOf(notice, value, timeZone)])
      )
    })
    return ['sent', '']
  } catch (err) {
    const refused = err instanceof SubscribeSendError && err.refused
    if (refused) await clearBudget(deps.db, notice.tenantId, notice.userId, template.templateId)
    else await returnBudget(deps.db, notice.tenantId, notice.userId, template.templateId)
    return ['failed', err instanceof Error ? err.message.slice(0, 200) : String(err)]
  }
}

/**
 * One round of the outbox: claims pending notices and pushes each as a mini-program subscribe
 * message when the member has a mini-program account and an opt-in left for its template (one
 * opt-in, one push); records what happened to each. Safe to run on every replica at once.
 */
export async function dispatchNoticePushes(deps: NoticePushDeps): Promise<PushRound> {
  await deps.db
    .update(memberNotices)
    .set({ pushState: 'failed', pushNote: '发送中断' })
    .where(
      and(
        eq(memberNotices.pushState, 'sending'),
        sql`${memberNotices.pushClaimedAt} < now() - make_interval(secs => ${INTERRUPTED_MS / 1000})`
      )
    )
  const round: PushRound = { sent: 0, skipped: 0, failed: 0 }
  const now = Date.now()
  const zones = new Map<number, string>()
  for (const notice of await claim(deps.db)) {
    const timeZone = zones.get(notice.tenantId) ?? (await tenantTimeZone(deps.db, notice.tenantId))
    zones.set(notice.tenantId, timeZone)
    const [state, note] = await pushOne(deps, notice, now, timeZone)
    await settle(deps.db, notice, state, note)
    if (state === 'sent') round.sent++
    else if (state === 'failed') round.failed++
    else round.skipped++
    if (state === 'failed')
      deps.log.warn({ noticeId: notice.id, tenantId: notice.tenantId, note }, 'notice push failed')
  }
  return round
}

/**
 * Runs a round every `intervalMs` (a full batch goes again at once) until stopped; stop() waits for
 * a round under way, so closing the app never cuts a push between send and record.
 */
export function startNoticePushes(deps: NoticePushDeps, intervalMs: number): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    running = (async () => {
      let again = false
      try {
        const round = await dispatchNoticePushes(deps)
        again = round.sent + round.skipped + round.failed >= BATCH
      } catch (err) {
        deps.log.error({ err }, 'notice push round failed')
      }
      running = null
      if (!stopped) timer = setTimeout(tick, again ? 0 : intervalMs)
    })()
  }
  timer = setTimeout(tick, intervalMs)
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    }
  }
}
