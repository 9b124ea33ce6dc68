import { and, count, desc, eq } from 'drizzle-orm'
import type { Paged } from '@contract/models'
import { maskPhone } from '@contract/privacy'
import type {
  ApplyPartnerReq,
  PartnerApplication,
  PartnerApplicationsReq,
  ReviewPartnerReq,
  RevokePartnerReq,
  StaffPartnerApplication
} from '@contract/promotion'
import type { Queryable, Tx } from '../../db/client'
import { promoPartners, users } from '../../db/schema'
import { BizError, conflict, notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/paging'
import type { AuthedUser } from '../../lib/route'

type PartnerRow = typeof promoPartners.$inferSelect

const view = (r: PartnerRow): PartnerApplication => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  rejectReason: r.rejectReason,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? ''
})

const staffView = (r: PartnerRow, nickname: string, phone: string | null): StaffPartnerApplication => ({
  ...view(r),
  userId: r.userId,
  nickname,
  phone: maskPhone(phone ?? '')
})

export async function myApplication(db: Queryable, who: AuthedUser): Promise<PartnerApplication | null> {
  const [row] = await db
    .select()
    .from(promoPartners)
    .where(and(eq(promoPartners.tenantId, who.tenantId), eq(promoPartners.userId, who.userId)))
    .orderBy(desc(promoPartners.id))
    .limit(1)
  return row ? view(row) : null
}

/** One open application (or approval) at a time: the unique index turns a second one into a conflict. */
export async function applyPartner(db: Queryable, who: AuthedUser, req: ApplyPartnerReq): Promise<PartnerApplication> {
  const [row] = await db
    .insert(promoPartners)
    .values({ tenantId: who.tenantId, userId: who.userId, reason: req.reason.trim() })
    .onConflictDoNothing()
    .returning()
  if (!row) throw conflict('你已是合伙人或申请正在审核中')
  return view(row)
}

export async function partnerApplications(
  db: Queryable,
  tenantId: number,
  req: PartnerApplicationsReq
): Promise<Paged<StaffPartnerApplication>> {
  const where = and(eq(promoPartners.tenantId, tenantId), req.status ? eq(promoPartners.status, req.status) : undefined)
  const rows = await db
    .select({ p: promoPartners, nickname: users.nickname, phone: users.phone })
    .from(promoPartners)
    .innerJoin(users, and(eq(users.tenantId, promoPartners.tenantId), eq(users.id, promoPartners.userId)))
    .where(where)
    .orderBy(desc(promoPartners.id))
    .limit(req.pageSize)
    .offset(offsetOf(req))
  const [{ total }] = await db.select({ total: count() }).from(promoPartners).where(where)
  return pageOf(
    rows.map((r) => staffView(r.p, r.nickname, r.phone)),
    total,
    req
  )
}

async function lockApplication(tx: Tx, tenantId: number, id: number): Promise<PartnerRow> {
  const [found] = await tx
    .select()
    .from(promoPartners)
    .where(and(eq(promoPartners.tenantId, tenantId), eq(promoPartners.id, id)))
    .for('update')
  if (!found) throw notFound('申请不存在')
  return found
}

async function decide(
  tx: Tx,
  staff: AuthedUser,
  id: number,
  status: PartnerRow['status'],
  rejectReason: string,
  now: Date
): Promise<StaffPartnerApplication> {
  const [row] = await tx
    .update(promoPartners)
    .set({ status, rejectReason, reviewedBy: staff.userId, reviewedAt: now })
    .where(and(eq(promoPartners.tenantId, staff.tenantId), eq(promoPartners.id, id)))
    .returning()
  const [user] = await tx
    .select({ nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, staff.tenantId), eq(users.id, row.userId)))
  return staffView(row, user.nickname, user.phone)
}

/** Staff decide a pending application of their tenant; another tenant's reads as not found. */
export async function reviewPartner(
  tx: Tx,
  staff: AuthedUser,
  req: ReviewPartnerReq,
  now = new Date()
): Promise<StaffPartnerApplication> {
  const rejectReason = req.rejectReason.trim()
  if (!req.approve && !rejectReason) throw new BizError('请填写驳回原因')
  const found = await lockApplication(tx, staff.tenantId, req.id)
  if (found.status !== 'pending') throw conflict('这份申请已处理')
  return decide(tx, staff, req.id, req.approve ? 'approved' : 'rejected', req.approve ? '' : rejectReason, now)
}

/**
 * Staff end an approved partnership: from the next payment her team's sales pay her nothing, while
 * what she already earned stays hers. She may apply again.
 */
export async function revokePartner(
  tx: Tx,
  staff: AuthedUser,
  req: RevokePartnerReq,
  now = new Date()
): Promise<StaffPartnerApplication> {
  const reason = req.reason.trim()
  if (!reason) throw new BizError('请填写取消原因')
  const found = await lockApplication(tx, staff.tenantId, req.id)
  if (found.status !== 'approved') throw conflict('只有已通过的合伙人可以取消')
  return decide(tx, staff, req.id, 'revoked', reason, now)
}
