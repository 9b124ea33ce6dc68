import { aliasedTable, and, count, desc, eq, inArray } from 'drizzle-orm'
import type {
  CustomService,
  CustomStatus,
  MemberContact,
  LineRequest,
  LineStatus,
  StaffCustomService,
  StaffLine,
  PersonalDataField,
  RevealCustomContactReq,
  RevealLineContactReq,
  UpdateCustomServiceReq
} from '@contract/finance'
import { maskPhone } from '@contract/privacy'
import { holdsAny } from '@contract/staff'
import type { Paged } from '@contract/models'
import type { Db, Queryable } from '../../db/client'
import { ledgerAccounts, loveCustomServices, loveLineRequests, loveProfiles, users } from '../../db/schema'
import { BizError, conflict, forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { logPersonalDataAccess } from '../audit/service'
import { postTxn } from '../finance/ledger'
import { blockedEitherWay } from '../block/service'
import { offsetOf, pageOf } from '../../lib/paging'
import { myStaffRoles } from '../staff/service'

const REMARK_MAX = 200
const NOTE_MAX = 200

const target = aliasedTable(users, 'target')
const targetProfile = aliasedTable(loveProfiles, 'target_profile')
const requester = aliasedTable(users, 'requester')

function lineSelection() {
  return {
    line: loveLineRequests,
    targetNickname: target.nickname,
    targetHeadPic: target.headPic,
    targetAlbum: targetProfile.album,
    targetPhotosVipOnly: targetProfile.photosVipOnly,
    requesterNickname: requester.nickname
  }
}

type LineJoinRow = {
  line: typeof loveLineRequests.$inferSelect
  targetNickname: string | null
  targetHeadPic: string | null
  targetAlbum: string[] | null
  targetPhotosVipOnly: boolean | null
  requesterNickname: string | null
}

function lineView(r: LineJoinRow): StaffLine {
  const l = r.line
  return {
    id: l.id,
    userId: l.userId,
    nickname: r.requesterNickname ?? '',
    targetId: l.targetId,
    targetNickname: r.targetNickname ?? '',
    targetAvatar: r.targetHeadPic || (r.targetPhotosVipOnly ? '' : (r.targetAlbum?.[0] ?? '')) || '',
    remark: l.remark,
    status: l.status,
    note: l.note,
    createdAt: l.createdAt.toISOString(),
    handledAt: l.handledAt?.toISOString() ?? ''
  }
}

function joinedLines(db: Queryable) {
  return db
    .select(lineSelection())
    .from(loveLineRequests)
    .leftJoin(target, and(eq(target.tenantId, loveLineRequests.tenantId), eq(target.id, loveLineRequests.targetId)))
    .leftJoin(
      targetProfile,
      and(eq(targetProfile.tenantId, loveLineRequests.tenantId), eq(targetProfile.userId, loveLineRequests.targetId))
    )
    .leftJoin(
      requester,
      and(eq(requester.tenantId, loveLineRequests.tenantId), eq(requester.id, loveLineRequests.userId))
    )
}

const memberView = (s: StaffLine): LineRequest => {
  const { userId: _userId, nickname: _nickname, ...rest } = s
  return rest
}

async function findLine(db: Queryable, tenantId: number, id: number): Promise<StaffLine> {
  const [row] = await joinedLines(db).where(and(eq(loveLineRequests.tenantId, tenantId), eq(loveLineRequests.id, id)))
  if (!row) throw notFound('牵线申请不存在')
  return lineView(row)
}

/** Spends one line credit (held until the matchmaker arranges or cancels it). */
export async function requestLine(
  db: Db,
  who: AuthedUser,
  targetId: number,
  remarkIn: string | undefined
): Promise<LineRequest> {
  const remark = (remarkIn ?? '').trim()
  if (remark.length > REMARK_MAX) throw new BizError(`留言最多${REMARK_MAX}字`)
  if (targetId === who.userId) throw new BizError('不能给自己申请牵线')
  const [profile] = await db
    .select({ userId: loveProfiles.userId })
    .from(loveProfiles)
    .innerJoin(users, and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId)))
    .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, targetId), eq(users.status, 'active')))
  if (!profile) throw notFound('该会员不存在或已隐藏资料')
  if ((await blockedEitherWay(db, who.tenantId, who.userId)).includes(targetId))
    throw new BizError('无法为你牵线该会员')

  const id = await db.transaction(async (tx) => {
    // The member's line account row serialises their requests, so two taps can't both pass the duplicate check.
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.tenantId, who.tenantId),
          eq(ledgerAccounts.userId, who.userId),
          eq(ledgerAccounts.code, 'line')
        )
      )
      .for('update')
    const [pending] = await tx
      .select({ id: loveLineRequests.id })
      .from(loveLineRequests)
      .where(
        and(
          eq(loveLineRequests.tenantId, who.tenantId),
          eq(loveLineRequests.userId, who.userId),
          eq(loveLineRequests.targetId, targetId),
          eq(loveLineRequests.status, 'pending')
        )
      )
    if (pending) throw conflict('你已申请过为TA牵线，红娘正在安排')
    const [created] = await tx
      .insert(loveLineRequests)
      .values({ tenantId: who.tenantId, userId: who.userId, targetId, remark })
      .returning({ id: loveLineRequests.id })
    await postTxn(tx, who.tenantId, {
      bizType: 'line',
      bizId: String(created.id),
      title: '申请红娘牵线',
      insufficientMessage: '牵线次数不足，请先购买牵线套餐',
      postings: [
        { userId: who.userId, account: 'line', amount: -1 },
        { system: 'line_held', amount: 1 }
      ]
    })
    return created.id
  })
  return memberView(await findLine(db, who.tenantId, id))
}

export async function myLines(
  db: Queryable,
  who: AuthedUser,
  page: { pageNum: number; pageSize: number }
): Promise<Paged<LineRequest>> {
  const where = and(eq(loveLineRequests.tenantId, who.tenantId), eq(loveLineRequests.userId, who.userId))
  const rows = await joinedLines(db)
    .where(where)
    .orderBy(desc(loveLineRequests.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(loveLineRequests).where(where)
  return pageOf(
    rows.map((r) => memberView(lineView(r))),
    total,
    page
  )
}

export async function staffLines(
  db: Queryable,
  tenantId: number,
  page: { pageNum: number; pageSize: number; status?: LineStatus }
): Promise<Paged<StaffLine>> {
  const where = and(
    eq(loveLineRequests.tenantId, tenantId),
    page.status ? eq(loveLineRequests.status, page.status) : undefined
  )
  const rows = await joinedLines(db)
    .where(where)
    .orderBy(desc(loveLineRequests.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(loveLineRequests).where(where)
  return pageOf(rows.map(lineView), total, page)
}

/** The matchmaker's outcome: arranged uses the held credit, cancelled gives it back. */
export async function handleLine(
  db: Db,
  staff: AuthedUser,
  id: number,
  arranged: boolean,
  noteIn: string
): Promise<StaffLine> {
  const note = noteIn.trim()
  if (note.length > NOTE_MAX) throw new BizError(`备注最多${NOTE_MAX}字`)
  if (!arranged && !note) throw new BizError('请填写取消原因')
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(loveLineRequests)
      .set({ status: arranged ? 'arranged' : 'cancelled', note, handledBy: staff.userId, handledAt: new Date() })
      .where(
        and(
          eq(loveLineRequests.tenantId, staff.tenantId),
          eq(loveLineRequests.id, id),
          eq(loveLineRequests.status, 'pending')
        )
      )
      .returning()
    if (!row) {
      await findLine(tx, staff.tenantId, id)
      throw conflict('这条牵线申请已处理')
    }
    await postTxn(tx, staff.tenantId, {
      bizType: 'line',
      bizId: String(id),
      title: arranged ? '红娘已牵线' : '牵线取消，次数退回',
      postings: arranged
        ? [
            { system: 'line_held', amount: -1 },
            { system: 'line_used', amount: 1 }
          ]
        : [
            { system: 'line_held', amount: -1 },
            { userId: row.userId, account: 'line', amount: 1 }
          ]
    })
    await emit(tx, 'love-line.handled', {
      tenantId: staff.tenantId,
      lineId: row.id,
      userId: row.userId,
      arranged,
      note
    })
  })
  return findLine(db, staff.tenantId, id)
}

/** What a reveal reads; the access log names exactly these. */
const CONTACT_FIELDS: PersonalDataField[] = ['phone']

/**
 * A matchmaker reads one member's contact details to arrange (or follow up) a line. Any line
 * handler may while the line waits in the shared queue; once handled, only the matchmaker
 * who handled it (or an admin). The read is logged as access to personal data in the same
 * transaction, so no phone leaves the server unrecorded.
 */
export async function revealLineContact(db: Db, staff: AuthedUser, req: RevealLineContactReq): Promise<MemberContact> {
  const [line] = await db
    .select({
      userId: loveLineRequests.userId,
      targetId: loveLineRequests.targetId,
      status: loveLineRequests.status,
      handledBy: loveLineRequests.handledBy
    })
    .from(loveLineRequests)
    .where(and(eq(loveLineRequests.tenantId, staff.tenantId), eq(loveLineRequests.id, req.id)))
  if (!line) throw notFound('牵线申请不存在')
  if (req.userId !== line.userId && req.userId !== line.targetId) throw new BizError('该会员不在这条牵线中')
  if (line.status !== 'pending' && !(await mayFollowUp(db, staff, line.handledBy)))
    throw forbidden('这条牵线由其他红娘处理，无法查看联系方式')
  return revealContact(db, staff, req.userId, `line:${req.id}`)
}

/** Once a matchmaker has taken something on, its contacts are hers (and an admin's) alone. */
async function mayFollowUp(db: Queryable, staff: AuthedUser, handledBy: number | null): Promise<boolean> {
  return handledBy === staff.userId || holdsAny(await myStaffRoles(db, staff), ['admin'])
}

/** Reads the member's phone and logs the read in one transaction, so no phone leaves unrecorded. */
function revealContact(db: Db, staff: AuthedUser, userId: number, purpose: string): Promise<MemberContact> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(and(eq(users.tenantId, staff.tenantId), eq(users.id, userId)))
    if (!member) throw notFound('该会员不存在')
    await logPersonalDataAccess(tx, {
      tenantId: staff.tenantId,
      staffUserId: staff.userId,
      subjectUserId: userId,
      fields: CONTACT_FIELDS,
      purpose
    })
    return { userId, nickname: member.nickname, phone: member.phone ?? '' }
  })
}

type CustomRow = typeof loveCustomServices.$inferSelect

function customView(r: CustomRow): CustomService {
  return {
    id: r.id,
    title: r.title,
    remark: r.remark,
    status: r.status,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    note: r.note
  }
}

export async function myCustomServices(db: Queryable, who: AuthedUser): Promise<CustomService[]> {
  const rows = await db
    .select()
    .from(loveCustomServices)
    .where(and(eq(loveCustomServices.tenantId, who.tenantId), eq(loveCustomServices.userId, who.userId)))
    .orderBy(desc(loveCustomServices.id))
  return rows.map(customView)
}

function joinedCustomServices(db: Queryable) {
  return db
    .select({ service: loveCustomServices, nickname: users.nickname, phone: users.phone })
    .from(loveCustomServices)
    .leftJoin(users, and(eq(users.tenantId, loveCustomServices.tenantId), eq(users.id, loveCustomServices.userId)))
}

function staffCustomView(r: { service: CustomRow; nickname: string | null; phone: string | null }): StaffCustomService {
  return {
    ...customView(r.service),
    userId: r.service.userId,
    nickname: r.nickname ?? '',
    phone: maskPhone(r.phone ?? ''),
    handledAt: r.service.handledAt?.toISOString() ?? ''
  }
}

async function findCustomService(db: Queryable, tenantId: number, id: number): Promise<StaffCustomService> {
  const [row] = await joinedCustomServices(db).where(
    and(eq(loveCustomServices.tenantId, tenantId), eq(loveCustomServices.id, id))
  )
  if (!row) throw notFound('定制服务不存在')
  return staffCustomView(row)
}

/** Every private service of the tenant, newest first, with the member's name and masked phone. */
export async function staffCustomServices(
  db: Queryable,
  tenantId: number,
  page: { pageNum: number; pageSize: number; status?: CustomStatus }
): Promise<Paged<StaffCustomService>> {
  const where = and(
    eq(loveCustomServices.tenantId, tenantId),
    page.status ? eq(loveCustomServices.status, page.status) : undefined
  )
  const rows = await joinedCustomServices(db)
    .where(where)
    .orderBy(desc(loveCustomServices.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(loveCustomServices).where(where)
  return pageOf(rows.map(staffCustomView), total, page)
}

/** A service only moves forward: where it may come from to reach each status. */
const MOVES_FROM: Record<UpdateCustomServiceReq['status'], readonly CustomStatus[]> = {
  serving: ['waiting'],
  finished: ['waiting', 'serving']
}

/** The matchmaker starts or finishes a service; a non-blank note replaces the one the member reads. */
export async function updateCustomService(
  db: Queryable,
  staff: AuthedUser,
  req: UpdateCustomServiceReq
): Promise<StaffCustomService> {
  const note = req.note.trim()
  if (note.length > NOTE_MAX) throw new BizError(`备注最多${NOTE_MAX}字`)
  // One conditional update: two matchmakers acting at once can't both move it the same step.
  const [row] = await db
    .update(loveCustomServices)
    .set({ status: req.status, ...(note ? { note } : {}), handledBy: staff.userId, handledAt: new Date() })
    .where(
      and(
        eq(loveCustomServices.tenantId, staff.tenantId),
        eq(loveCustomServices.id, req.id),
        inArray(loveCustomServices.status, [...MOVES_FROM[req.status]])
      )
    )
    .returning({ id: loveCustomServices.id })
  if (!row) {
    await findCustomService(db, staff.tenantId, req.id)
    throw conflict('该服务已是此状态或已结束')
  }
  return findCustomService(db, staff.tenantId, req.id)
}

/**
 * The matchmaker reads the phone of a member who bought private customisation, to call her. A
 * waiting service sits in the shared queue, so any line handler may; once a matchmaker has moved
 * it, only she (or an admin). Logged like every reveal.
 */
export async function revealCustomContact(
  db: Db,
  staff: AuthedUser,
  req: RevealCustomContactReq
): Promise<MemberContact> {
  const [service] = await db
    .select({
      userId: loveCustomServices.userId,
      status: loveCustomServices.status,
      handledBy: loveCustomServices.handledBy
    })
    .from(loveCustomServices)
    .where(and(eq(loveCustomServices.tenantId, staff.tenantId), eq(loveCustomServices.id, req.id)))
  if (!service) throw notFound('定制服务不存在')
  if (service.status !== 'waiting' && !(await mayFollowUp(db, staff, service.handledBy)))
    throw forbidden('该定制服务由其他红娘负责，无法查看联系方式')
  return revealContact(db, staff, service.userId, `custom:${req.id}`)
}
