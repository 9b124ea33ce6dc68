import type { CursorPage, CursorReq } from '@contract/love'
import {
  REVIEW_UNDO_MINUTES,
  type ModerationConfig,
  type ModerationMode,
  type MyReview,
  type MyReviews,
  type ReviewKind,
  type ReviewQueueItem
} from '@contract/moderation'
import type { Db, Queryable } from '../../db/client'
import type { ReviewValue } from '../../db/schema'
import {
  cursorPage,
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  pageLimit
} from '../../lib/cursor'
import { BizError, conflict, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { BUILT_IN_AVATAR_PATTERN } from '../image/ownership'
import { emit } from '../../lib/events'
import { saveModerationConfig } from '../tenant/service'
import {
  decidedPage,
  decidePending,
  findModerationConfig,
  findReview,
  latestReviewIds,
  lockReview,
  latestReviews,
  pendingPage,
  pendingReview,
  publicContentOf,
  reopenDecided,
  upsertPending,
  withdrawPending,
  type ReviewRow
} from './repository'

const BUILT_IN_AVATAR = new RegExp(BUILT_IN_AVATAR_PATTERN)
const UNDO_WINDOW_MS = REVIEW_UNDO_MINUTES * 60_000

/**
 * Whether a submission shows others anything staff have not seen. Clearing a text, removing or
 * reordering photos and the app's own avatars don't: the member may always show less.
 */
function needsReview(kind: ReviewKind, proposed: ReviewValue, approved: ReviewValue): boolean {
  if (kind === 'album') return (proposed as string[]).some((url) => !(approved as string[]).includes(url))
  const text = proposed as string
  if (text.trim() === '' || text === approved) return false
  return !(kind === 'avatar' && BUILT_IN_AVATAR.test(text))
}

/**
 * What others see while a submission waits (pre-moderation) or after it is rejected: the approved
 * value, less any photo the member has removed since.
 */
function fallbackOf(kind: ReviewKind, approved: ReviewValue, proposed: ReviewValue): ReviewValue {
  if (kind !== 'album') return approved
  return (approved as string[]).filter((url) => (proposed as string[]).includes(url))
}

/**
 * Files a member's new avatar, album or about-me for review, inside the caller's transaction.
 * Returns the value to store where other members read it: in pre-moderation the last approved one
 * until staff approve, in post-moderation the new one at once.
 */
export async function submitContent(
  tx: Queryable,
  tenantId: number,
  userId: number,
  kind: ReviewKind,
  proposed: ReviewValue,
  current: ReviewValue,
  mode: ModerationMode
): Promise<ReviewValue> {
  const pending = await pendingReview(tx, tenantId, userId, kind)
  // The last approved value is the one a waiting review keeps: under post-moderation (or since the
  // tenant switched away from it) the public column may hold an unreviewed one.
  const approved = pending ? pending.previous : current
  if (!needsReview(kind, proposed, approved)) {
    await withdrawPending(tx, tenantId, userId, kind)
    return proposed
  }
  await upsertPending(tx, tenantId, userId, kind, proposed, approved)
  return mode === 'post' ? proposed : fallbackOf(kind, approved, proposed)
}

export interface OwnContent {
  avatar?: string
  aboutMe?: string
  album?: string[]
}

/** The member's own waiting values: what they see of themselves in place of the public ones. */
export async function ownPendingContent(db: Queryable, tenantId: number, userId: number): Promise<OwnContent> {
  const rows = await latestReviews(db, tenantId, userId)
  const own: OwnContent = {}
  for (const row of rows) {
    if (row.status !== 'pending') continue
    if (row.kind === 'album') own.album = row.proposed as string[]
    else own[row.kind] = row.proposed as string
  }
  return own
}

function toMyReview(row: ReviewRow | undefined): MyReview | null {
  if (!row || (row.status !== 'pending' && row.status !== 'rejected')) return null
  const album = row.kind === 'album'
  return {
    status: row.status,
    text: album ? '' : (row.proposed as string),
    images: album ? (row.proposed as string[]) : [],
    reason: row.reason,
    createdAt: row.createdAt.toISOString()
  }
}

/** What of mine is waiting, or was turned down and why (until I submit again). */
export async function myReviews(db: Db, who: AuthedUser): Promise<MyReviews> {
  const rows = await latestReviews(db, who.tenantId, who.userId)
  const of = (kind: ReviewKind) => toMyReview(rows.find((r) => r.kind === kind))
  return { avatar: of('avatar'), album: of('album'), aboutMe: of('aboutMe') }
}

/** Each review beside what others see now; a decided one with who took it, and whether it may be taken back. */
async function toItems(db: Queryable, tenantId: number, rows: ReviewRow[]): Promise<ReviewQueueItem[]> {
  const members = await publicContentOf(db, tenantId, [
    ...rows.map((r) => r.userId),
    ...rows.flatMap((r) => (r.reviewerId ? [r.reviewerId] : []))
  ])
  const latest = await latestReviewIds(
    db,
    tenantId,
    rows.map((r) => r.userId)
  )
  const now = Date.now()
  return rows.map((row) => {
    const m = members.get(row.userId) ?? { userId: row.userId, nickname: '会员', headPic: '', aboutMe: '', album: [] }
    const reviewer = row.reviewerId ? members.get(row.reviewerId) : undefined
    const album = row.kind === 'album'
    const current = row.kind === 'avatar' ? m.headPic : row.kind === 'aboutMe' ? m.aboutMe : m.album
    const decided = (row.status === 'approved' || row.status === 'rejected') && row.decidedAt !== null
    const undoUntil = decided ? row.decidedAt!.getTime() + UNDO_WINDOW_MS : 0
    return {
      id: row.id,
      kind: row.kind,
      member: { userId: m.userId, nickname: m.nickname || '会员', avatar: m.headPic },
      proposedText: album ? '' : (row.proposed as string),
      proposedImages: album ? (row.proposed as string[]) : [],
      currentText: album ? '' : (current as string),
      currentImages: album ? (current as string[]) : [],
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      reviewer:
        row.reviewerId === null
          ? null
          : { userId: row.reviewerId, nickname: reviewer?.nickname || '工作人员', avatar: reviewer?.headPic ?? '' },
      decidedAt: row.decidedAt?.toISOString() ?? '',
      undoUntil: decided && latest.has(row.id) && undoUntil > now ? new Date(undoUntil).toISOString() : '',
      reReviewable: row.status === 'approved' && latest.has(row.id)
    }
  })
}

/** Waiting submissions, oldest first, each beside what others see now. */
export async function reviewQueue(db: Db, tenantId: number, req: CursorReq): Promise<CursorPage<ReviewQueueItem>> {
  const rows = await pendingPage(db, tenantId, decodeIdCursor(req.cursor), pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await toItems(db, tenantId, page.list) }
}

/** 已处理: decided submissions, the latest decision first, with who decided and whether it may be taken back. */
export async function reviewHistory(db: Db, tenantId: number, req: CursorReq): Promise<CursorPage<ReviewQueueItem>> {
  const rows = await decidedPage(db, tenantId, decodeTimeCursor(req.cursor), pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeTimeCursor({ at: last.decidedAtText, id: last.row.id }))
  return {
    ...page,
    list: await toItems(
      db,
      tenantId,
      page.list.map((r) => r.row)
    )
  }
}

/**
 * Decides a waiting submission once (a concurrent second decision finds it decided). Approval
 * publishes the value; rejection puts back the approved one. Where it shows and the member's
 * notice are the subscribers' (moderation.decided), in the same transaction.
 */
export async function decideReview(
  db: Db,
  staff: AuthedUser,
  reviewId: number,
  decision: { approve: boolean; reason: string }
): Promise<ReviewQueueItem> {
  const { tenantId } = staff
  const reason = decision.reason.trim()
  if (!decision.approve && !reason) throw new BizError('请填写驳回原因')
  const decided = await db.transaction(async (tx) => {
    const found = await findReview(tx, tenantId, reviewId)
    if (!found) throw notFound('审核记录不存在')
    if (found.userId === staff.userId) throw new BizError('不能审核自己的资料')
    const row = await decidePending(tx, tenantId, reviewId, {
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? '' : reason,
      reviewerId: staff.userId
    })
    if (!row) throw conflict('该内容已审核，请勿重复操作')
    await emit(tx, 'moderation.decided', {
      tenantId,
      reviewId: row.id,
      userId: row.userId,
      kind: row.kind,
      approved: decision.approve,
      reopened: false,
      shown: decision.approve ? row.proposed : fallbackOf(row.kind, row.previous, row.proposed),
      reason: row.reason,
      at: row.decidedAt ?? new Date()
    })
    return row
  })
  const [item] = await toItems(db, tenantId, [decided])
  return item
}

const sameValue = (a: ReviewValue, b: ReviewValue) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Puts a decided submission back to pending, through the same moderation.decided path as a
 * decision. 撤销 (`undo`) takes back an approval or a rejection within REVIEW_UNDO_MINUTES: others
 * see again what they saw while it waited (the last approved value; under post-moderation the
 * submission). 重新审核 (`reReview`) re-opens an approved one at any time and hides it until it is
 * decided anew. Only the member's latest submission of its kind, still shown as decided, can be
 * re-opened; the window and the state change are one conditional update.
 */
export async function reopenReview(
  db: Db,
  staff: AuthedUser,
  reviewId: number,
  how: 'undo' | 'reReview'
): Promise<ReviewQueueItem> {
  const { tenantId } = staff
  const undo = how === 'undo'
  const reopened = await db.transaction(async (tx) => {
    // Locked, so a racing 撤销 reads the row as the winner left it (pending) rather than judging
    // the content the winner just took down as "changed by the member".
    const found = await lockReview(tx, tenantId, reviewId)
    if (!found) throw notFound('审核记录不存在')
    if (found.userId === staff.userId) throw new BizError('不能审核自己的资料')
    if (found.status === 'approved' || found.status === 'rejected') {
      const now = (await publicContentOf(tx, tenantId, [found.userId])).get(found.userId)
      const current = found.kind === 'avatar' ? now?.headPic : found.kind === 'aboutMe' ? now?.aboutMe : now?.album
      const published =
        found.status === 'approved' ? found.proposed : fallbackOf(found.kind, found.previous, found.proposed)
      // She changed it herself since (removed the photos, cleared the text): nothing of this decision is left to undo.
      if (current === undefined || !sameValue(current, published))
        throw new BizError('会员已修改过该内容，无需重新审核')
    }
    const row = await reopenDecided(tx, tenantId, reviewId, {
      statuses: undo ? ['approved', 'rejected'] : ['approved'],
      withinMinutes: undo ? REVIEW_UNDO_MINUTES : null
    })
    if (!row) throw conflict(await whyNotReopened(tx, tenantId, reviewId, how))
    const mode = (await findModerationConfig(tx, tenantId))?.mode ?? 'pre'
    await emit(tx, 'moderation.decided', {
      tenantId,
      reviewId: row.id,
      userId: row.userId,
      kind: row.kind,
      approved: false,
      reopened: true,
      shown: undo && mode === 'post' ? row.proposed : fallbackOf(row.kind, row.previous, row.proposed),
      reason: '',
      at: new Date()
    })
    return row
  })
  const [item] = await toItems(db, tenantId, [reopened])
  return item
}

/** Read after the refused update (and after whoever won it), so the message says what is true now. */
async function whyNotReopened(tx: Queryable, tenantId: number, reviewId: number, how: 'undo' | 'reReview') {
  const row = await findReview(tx, tenantId, reviewId)
  if (!row || row.status === 'pending') return '该内容已回到待审核，请勿重复操作'
  if (!(await latestReviewIds(tx, tenantId, [row.userId])).has(row.id)) return '会员已重新提交，请审核新的内容'
  if (how === 'reReview') return '只能重新审核已通过的内容'
  return `已超过${REVIEW_UNDO_MINUTES}分钟，不能撤销；已通过的内容可重新审核`
}

export async function moderationConfig(db: Db, tenantId: number): Promise<ModerationConfig> {
  const config = await findModerationConfig(db, tenantId)
  if (!config) throw notFound('站点不存在')
  return config
}

/**
 * Switches between pre- and post-moderation. Waiting reviews stay valid either way: each keeps the
 * last approved value, so approving or rejecting it later does the same whatever the mode.
 */
export async function setModerationMode(
  deps: { db: Db; forgetTenant: (tenantId: number) => Promise<void> },
  tenantId: number,
  mode: ModerationMode
): Promise<ModerationConfig> {
  await saveModerationConfig(deps.db, tenantId, { mode })
  await deps.forgetTenant(tenantId)
  return { mode }
}
