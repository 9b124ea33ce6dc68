import type { CursorPage, CursorReq, ReportReq } from '@contract/love'
import {
  REPORT_ACTION_STATUS,
  type HandleReportReq,
  type HandleReportRes,
  type MyReportItem,
  type ReportQueueItem,
  type ReportQueueReq,
  type ReportedMember
} from '@contract/report'
import { DELETED_MEMBER_NAME } from '@contract/account'
import { sql } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import { loveReports } from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import type { ServerDeps } from '../../lib/deps'
import { BizError, conflict, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { assertMayActOn } from '../staff/service'
import { setMemberStatus } from '../auth/service'
import { findUserById } from '../user/service'
import { logStaffAction } from '../audit/service'
import { setStaffHidden } from '../love-profile/service'
import {
  decidedAgainst,
  decidePending,
  findReport,
  membersOf,
  myReportsPage,
  pendingCounts,
  queuePage,
  type ReportRow
} from './repository'

/** How many earlier decisions a card lists. */
const HISTORY_SHOWN = 10

type MemberRow = Awaited<ReturnType<typeof membersOf>>[number]

function shownName(m: MemberRow | undefined): string {
  if (!m) return '会员'
  return m.status === 'deleted' ? DELETED_MEMBER_NAME : m.nickname || `会员${m.userId}`
}

async function toItems(db: Queryable, tenantId: number, rows: ReportRow[]): Promise<ReportQueueItem[]> {
  const targets = rows.map((r) => r.targetId)
  const [members, decided, pending] = await Promise.all([
    membersOf(
      db,
      tenantId,
      rows.flatMap((r) => [r.reporterId, r.targetId])
    ),
    decidedAgainst(db, tenantId, targets),
    pendingCounts(db, tenantId, targets)
  ])
  const byId = new Map(members.map((m) => [m.userId, m]))
  const reported = (row: ReportRow): ReportedMember => {
    const m = byId.get(row.targetId)
    const earlier = decided.filter((d) => d.targetId === row.targetId && d.id !== row.id)
    // One decision closes all pending reports on a member at once, so one warning is one decision time.
    const warnings = new Set(
      decided.filter((d) => d.targetId === row.targetId && d.status === 'warned').map((d) => d.handledAt?.getTime())
    )
    return {
      userId: row.targetId,
      nickname: shownName(m),
      avatar: m?.avatar ?? '',
      album: m?.album ?? [],
      aboutMe: m?.aboutMe ?? '',
      registeredAt: m?.registeredAt.toISOString() ?? '',
      accountStatus: m?.status ?? 'deleted',
      staffHidden: m?.staffHidden ?? false,
      history: earlier.slice(0, HISTORY_SHOWN).map((d) => ({
        id: d.id,
        reason: d.reason,
        status: d.status,
        createdAt: d.createdAt.toISOString(),
        handledAt: d.handledAt?.toISOString() ?? ''
      })),
      warnings: warnings.size,
      pendingReports: pending.get(row.targetId) ?? 0
    }
  }
  return rows.map((row) => {
    const reporter = byId.get(row.reporterId)
    return {
      id: row.id,
      reporter: { userId: row.reporterId, nickname: shownName(reporter), avatar: reporter?.avatar ?? '' },
      reported: reported(row),
      reason: row.reason,
      description: row.description,
      images: row.images,
      times: row.times,
      status: row.status,
      resolution: row.resolution,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? ''
    }
  })
}

export async function getQueue(db: Db, tenantId: number, req: ReportQueueReq): Promise<CursorPage<ReportQueueItem>> {
  const rows = await queuePage(db, tenantId, {
    pending: req.tab === 'pending',
    afterId: decodeIdCursor(req.cursor),
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await toItems(db, tenantId, page.list) }
}

/**
 * One decision on a reported member closes every pending report on them. Suspend disables the
 * account, which ends all its sessions in this transaction and leaves it out of every list, as any
 * disabled account; its open message sockets are closed once that has committed. The decision is
 * told as report.decided: a warned or hidden member hears why, each reporter the outcome, and all
 * notices commit with it.
 */
export async function handleReport(
  deps: Pick<ServerDeps, 'db' | 'realtime'>,
  staff: AuthedUser,
  req: HandleReportReq
): Promise<HandleReportRes> {
  const { tenantId } = staff
  const outcome = await deps.db.transaction(async (tx) => {
    const report = await findReport(tx, tenantId, req.reportId)
    if (!report) throw notFound('举报不存在')
    if (report.status !== 'pending') throw conflict('该举报已处理，请勿重复操作')
    if (report.targetId === staff.userId) throw new BizError('不能处理与自己有关的举报')
    // A deleted account has nothing left to warn, hide or suspend (and must never turn 'disabled').
    const account = await findUserById(tx, tenantId, report.targetId)
    if (account?.status === 'deleted' && req.action !== 'dismiss') throw new BizError('该会员已注销账号，只能驳回')
    if (req.action !== 'dismiss') await assertMayActOn(tx, staff, report.targetId)
    const status = REPORT_ACTION_STATUS[req.action]
    const decided = await decidePending(tx, tenantId, report.targetId, {
      status,
      resolution: req.resolution.trim(),
      handledBy: staff.userId
    })
    if (decided.length === 0) throw conflict('该举报已处理，请勿重复操作')
    if (decided.some((r) => r.reporterId === staff.userId)) throw new BizError('不能处理与自己有关的举报')
    const target = report.targetId
    if (req.action === 'hide') await setStaffHidden(tx, tenantId, target, true)
    if (req.action === 'suspend') await setMemberStatus(tx, tenantId, target, 'disabled')
    await emit(tx, 'report.decided', {
      tenantId,
      reportId: report.id,
      targetId: target,
      status,
      reason: report.reason,
      reports: decided.map((row) => ({ reportId: row.id, reporterId: row.reporterId }))
    })
    return { decided: decided.length, target }
  })
  if (req.action === 'suspend') await deps.realtime.disconnect(tenantId, [outcome.target])
  return { decided: outcome.decided }
}

/**
 * An admin lets a suspended member back in from the app: the account is active again (the sessions
 * the suspension ended stay ended; the member logs in anew), and who did it is logged in the same
 * transaction.
 */
export async function liftSuspension(db: Db, staff: AuthedUser, userId: number): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    const account = await findUserById(tx, staff.tenantId, userId)
    if (!account || account.status !== 'disabled') throw notFound('该会员没有被封禁')
    await setMemberStatus(tx, staff.tenantId, userId, 'active')
    await logStaffAction(tx, {
      tenantId: staff.tenantId,
      staffUserId: staff.userId,
      subjectUserId: userId,
      action: 'lift_suspension'
    })
    return { ok: true }
  })
}

/** Lifts a staff hide; the member's own hide-from-feed setting is untouched. */
export async function unhide(db: Db, staff: AuthedUser, userId: number): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    const changed = await setStaffHidden(tx, staff.tenantId, userId, false)
    if (!changed) throw notFound('该会员的资料未被隐藏')
    await emit(tx, 'report.unhidden', { tenantId: staff.tenantId, userId, at: new Date() })
    return { ok: true }
  })
}

/** The member's own reports and what came of them, newest first. */
export async function getMyReports(db: Db, who: AuthedUser, req: CursorReq): Promise<CursorPage<MyReportItem>> {
  const rows = await myReportsPage(db, who.tenantId, who.userId, {
    beforeId: decodeIdCursor(req.cursor),
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  const members = new Map(
    (
      await membersOf(
        db,
        who.tenantId,
        page.list.map((r) => r.targetId)
      )
    ).map((m) => [m.userId, m])
  )
  return {
    ...page,
    list: page.list.map((r) => {
      const m = members.get(r.targetId)
      return {
        id: r.id,
        target: { userId: r.targetId, nickname: shownName(m), avatar: m?.status === 'active' ? m.avatar : '' },
        reason: r.reason,
        status: r.status,
        times: r.times,
        createdAt: r.createdAt.toISOString(),
        handledAt: r.handledAt?.toISOString() ?? ''
      }
    })
  }
}

export interface MemberReport {
  tenantId: number
  reporterId: number
  targetId: number
  reason: ReportReq['reason']
  description: string
  images: string[]
}

/**
 * Files a member's report for the desk. Reporting the same member again while the first report
 * waits adds to it (one statement, so two taps at once still make one row): the latest reason and
 * words, screenshots if new ones came.
 */
export async function fileReport(db: Queryable, report: MemberReport): Promise<void> {
  await db
    .insert(loveReports)
    .values({
      tenantId: report.tenantId,
      reporterId: report.reporterId,
      targetId: report.targetId,
      reason: report.reason,
      description: report.description,
      images: report.images
    })
    .onConflictDoUpdate({
      target: [loveReports.tenantId, loveReports.reporterId, loveReports.targetId],
      targetWhere: sql`${loveReports.status} = 'pending'`,
      set: {
        reason: sql`excluded.reason`,
        description: sql`coalesce(nullif(excluded.description, ''), ${loveReports.description})`,
        images: sql`case when cardinality(excluded.images) > 0 then excluded.images else ${loveReports.images} end`,
        times: sql`${loveReports.times} + 1`,
        updatedAt: sql`now()`
      }
    })
}
