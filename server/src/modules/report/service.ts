import type { CursorPage, CursorReq, ReportReason, ReportReq } from '@contract/love'
import {
  FRAUD_REASONS,
  REPORT_ACTION_STATUS,
  type HandleReportReq,
  type HandleReportRes,
  type MyReportItem,
  type ProfileReport,
  type ReportCase,
  type ReportQueueReq
} from '@contract/report'
import { DELETED_MEMBER_NAME } from '@contract/account'
import { sql } from 'drizzle-orm'
import type { Db, Queryable, Tx } from '../../db/client'
import { loveReports } from '../../db/schema'
import {
  cursorPage,
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  pageLimit
} from '../../lib/cursor'
import type { ServerDeps } from '../../lib/deps'
import { BizError, conflict, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { assertMayActOn } from '../staff/service'
import { setMemberStatus } from '../auth/service'
import { findUserById } from '../user/service'
import { logStaffAction, staffActionCounts } from '../audit/service'
import { setStaffHidden } from '../love-profile/service'
import { pausedAmong, pausePlacements, resumePlacements } from '../love-feed/placements'
import {
  decideMessageReportsAgainst,
  membersWithMessageReports,
  messageReportsAgainst,
  pendingMessageReportCounts,
  publishRecalled
} from '../message/moderation'
import {
  decidedAgainst,
  decidePending,
  membersOf,
  myReportsPage,
  pendingCounts,
  reportedMembers,
  reportsAgainst,
  type ReportRow
} from './repository'

/** How many earlier decisions a card lists. */
const HISTORY_SHOWN = 10

/** How many decided reports of each kind a handled card lists. */
const DECIDED_SHOWN = 20

type MemberRow = Awaited<ReturnType<typeof membersOf>>[number]

function shownName(m: MemberRow | undefined): string {
  if (!m) return '会员'
  return m.status === 'deleted' ? DELETED_MEMBER_NAME : m.nickname || `会员${m.userId}`
}

function toProfileReport(row: ReportRow, reporter: MemberRow | undefined): ProfileReport {
  return {
    id: row.id,
    reporter: { userId: row.reporterId, nickname: shownName(reporter), avatar: reporter?.avatar ?? '' },
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
}

interface CaseKey {
  userId: number
  at: string
}

async function toCases(db: Queryable, tenantId: number, keys: CaseKey[], pending: boolean): Promise<ReportCase[]> {
  const ids = keys.map((k) => k.userId)
  const [reports, chat, earlierChat, decided, ownPending, chatPending, paused, warnings] = await Promise.all([
    reportsAgainst(db, tenantId, ids, pending),
    messageReportsAgainst(db, tenantId, ids, pending),
    pending ? messageReportsAgainst(db, tenantId, ids, false) : Promise.resolve([]),
    decidedAgainst(db, tenantId, ids),
    pendingCounts(db, tenantId, ids),
    pendingMessageReportCounts(db, tenantId, ids),
    pausedAmong(db, tenantId, ids),
    staffActionCounts(db, tenantId, ids, 'warn')
  ])
  const members = await membersOf(db, tenantId, [...ids, ...reports.map((r) => r.reporterId)])
  const byId = new Map(members.map((m) => [m.userId, m]))
  const shown = pending ? undefined : DECIDED_SHOWN
  return keys.map(({ userId, at }): ReportCase => {
    const m = byId.get(userId)
    const own = reports.filter((r) => r.targetId === userId).slice(0, shown)
    const onCard = new Set(own.map((r) => r.id))
    const earlier = decided.filter((d) => d.targetId === userId)
    return {
      member: {
        userId,
        nickname: shownName(m),
        avatar: m?.avatar ?? '',
        album: m?.album ?? [],
        aboutMe: m?.aboutMe ?? '',
        registeredAt: m?.registeredAt.toISOString() ?? '',
        accountStatus: m?.status ?? 'deleted',
        staffHidden: m?.staffHidden ?? false,
        placementsPaused: paused.has(userId),
        history: earlier
          .filter((d) => !onCard.has(d.id))
          .slice(0, HISTORY_SHOWN)
          .map((d) => ({
            id: d.id,
            reason: d.reason,
            status: d.status,
            createdAt: d.createdAt.toISOString(),
            handledAt: d.handledAt?.toISOString() ?? ''
          })),
        warnings: warnings.get(userId) ?? 0,
        pendingReports: (ownPending.get(userId) ?? 0) + (chatPending.get(userId) ?? 0)
      },
      profileReports: own.map((r) => toProfileReport(r, byId.get(r.reporterId))),
      // What they said before, and what came of it, weighs on a new report: a waiting card shows it under the new ones.
      messageReports: [
        ...chat.filter((r) => r.reported.userId === userId).slice(0, shown),
        ...earlierChat.filter((r) => r.reported.userId === userId).slice(0, HISTORY_SHOWN)
      ],
      at
    }
  })
}

/**
 * The desk, one card per reported member, whether their profile or their chat messages were
 * reported: pending, the member whose oldest report has waited longest first; handled, the latest
 * decision first. Few members are reported at once, so their keys are merged here and paged by
 * (time, member id).
 */
export async function getQueue(db: Db, tenantId: number, req: ReportQueueReq): Promise<CursorPage<ReportCase>> {
  const pending = req.tab === 'pending'
  const after = decodeTimeCursor(req.cursor)
  const [own, chat] = await Promise.all([
    reportedMembers(db, tenantId, pending),
    membersWithMessageReports(db, tenantId, pending)
  ])
  const at = new Map<number, Date>()
  for (const r of [...own, ...chat]) {
    const seen = at.get(r.userId)
    if (!seen || (pending ? r.at < seen : r.at > seen)) at.set(r.userId, r.at)
  }
  const sign = pending ? 1 : -1
  const compare = (a: CaseKey, b: { at: string; userId: number }) =>
    sign * (a.at === b.at ? a.userId - b.userId : a.at < b.at ? -1 : 1)
  const keys = [...at]
    .map(([userId, time]) => ({ userId, at: time.toISOString() }))
    .sort(compare)
    .filter((k) => !after || compare(k, { at: after.at, userId: after.id }) > 0)
    .slice(0, pageLimit(req.pageSize))
  const page = cursorPage(keys, req.pageSize, (last) => encodeTimeCursor({ at: last.at, id: last.userId }))
  return { ...page, list: await toCases(db, tenantId, page.list, pending) }
}

/** The reason a member is told they were reported for: fraud before anything else. */
function gravestReason(reasons: ReportReason[]): ReportReason {
  return reasons.find((r) => FRAUD_REASONS.includes(r)) ?? reasons[0]
}

/**
 * One decision on a reported member closes every report waiting on them: on their profile, and on
 * their chat messages (upheld, each message is recalled as removed by the platform). Warn tells
 * them; hide takes their profile out of the feed and search; suspend disables the account, which
 * ends all its sessions in this transaction and leaves it out of every list, as any disabled
 * account. Nothing waits on them any more, so paid placements a fraud report paused run again,
 * none of their time lost. The decision is told as report.decided: a warned or hidden member hears
 * why, each reporter the outcome, and all notices commit with it. What was recalled is returned,
 * to be shown to both members of each chat once this has committed.
 */
export async function decideReportsOn(tx: Tx, staff: AuthedUser, req: HandleReportReq) {
  const { tenantId } = staff
  const target = req.targetId
  if (target === staff.userId) throw new BizError('不能处理与自己有关的举报')
  const account = await findUserById(tx, tenantId, target)
  if (!account) throw notFound('该会员没有待处理的举报')
  // A deleted account has nothing left to warn, hide or suspend (and must never turn 'disabled').
  if (account.status === 'deleted' && req.action !== 'dismiss') throw new BizError('该会员已注销账号，只能驳回')
  if (req.action !== 'dismiss') await assertMayActOn(tx, staff, target)
  const status = REPORT_ACTION_STATUS[req.action]
  const resolution = req.resolution.trim()
  const decided = await decidePending(tx, tenantId, target, { status, resolution, handledBy: staff.userId })
  const chat = await decideMessageReportsAgainst(tx, staff, target, { upheld: req.action !== 'dismiss', resolution })
  const reporters = [...decided.map((r) => r.reporterId), ...chat.decided.map((r) => r.reporterId)]
  if (reporters.length === 0) throw conflict('该会员的举报已处理，请勿重复操作')
  if (reporters.includes(staff.userId)) throw new BizError('不能处理与自己有关的举报')
  // Counted on the member's card, whether the reports it closed were on the profile or on messages.
  if (req.action === 'warn')
    await logStaffAction(tx, { tenantId, staffUserId: staff.userId, subjectUserId: target, action: 'warn' })
  if (req.action === 'hide') await setStaffHidden(tx, tenantId, target, true)
  if (req.action === 'suspend') await setMemberStatus(tx, tenantId, target, 'disabled')
  await resumePlacements(tx, tenantId, target)
  await emit(tx, 'report.decided', {
    tenantId,
    targetId: target,
    status,
    reason: gravestReason([...decided.map((r) => r.reason), ...chat.decided.map((r) => r.reason)]),
    reports: decided.map((row) => ({ reportId: row.id, reporterId: row.reporterId })),
    at: new Date()
  })
  return { decided: reporters.length, chat }
}

/** The desk's decision: the suspended member's open message sockets close, and recalls show, once it has committed. */
export async function handleReport(
  deps: Pick<ServerDeps, 'db' | 'realtime' | 'log'>,
  staff: AuthedUser,
  req: HandleReportReq
): Promise<HandleReportRes> {
  const outcome = await deps.db.transaction((tx) => decideReportsOn(tx, staff, req))
  if (req.action === 'suspend') await deps.realtime.disconnect(staff.tenantId, [req.targetId])
  await publishRecalled(deps, staff.tenantId, outcome.chat.decided, outcome.chat.recalled)
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
 * words, screenshots if new ones came. A fraud report pauses the member's paid placements until
 * staff decide.
 */
export async function fileReport(db: Db, report: MemberReport): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
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
    if (FRAUD_REASONS.includes(report.reason)) await pausePlacements(tx, report.tenantId, report.targetId)
  })
}
