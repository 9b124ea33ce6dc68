import { and, asc, count, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import type { CursorPage } from '@contract/love'
import type {
  ApplicationItem,
  ApplicationPageReq,
  AssignStoreReq,
  LevelItem,
  OfficeMatchmaker,
  ReviewApplicationReq,
  SaveLevelReq,
  SaveStoreReq,
  StoreItem
} from '@contract/matchmaker'
import { MOBILE_RE } from '@contract/rules'
import type { Db, Queryable, Tx } from '../../db/client'
import { matchmakerApplications, matchmakerLevels, matchmakers, staffRoles, stores, users } from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { applicationView } from './service'
import { grantStaffRole, revokeStaffRole } from '../staff/service'

async function applicationItems(db: Queryable, tenantId: number, where: ReturnType<typeof and>, limit: number) {
  const rows = await db
    .select({ a: matchmakerApplications, storeName: stores.name, nickname: users.nickname, avatar: users.headPic })
    .from(matchmakerApplications)
    .innerJoin(
      users,
      and(eq(users.tenantId, matchmakerApplications.tenantId), eq(users.id, matchmakerApplications.userId))
    )
    .leftJoin(
      stores,
      and(eq(stores.tenantId, matchmakerApplications.tenantId), eq(stores.id, matchmakerApplications.storeId))
    )
    .where(and(eq(matchmakerApplications.tenantId, tenantId), where))
    .orderBy(desc(matchmakerApplications.id))
    .limit(limit)
  return rows.map((r): ApplicationItem => ({
    ...applicationView(r.a, r.storeName),
    userId: r.a.userId,
    nickname: r.nickname,
    avatar: r.avatar
  }))
}

export async function applicationPage(
  db: Queryable,
  who: AuthedUser,
  req: ApplicationPageReq
): Promise<CursorPage<ApplicationItem>> {
  const before = decodeIdCursor(req.cursor)
  const rows = await applicationItems(
    db,
    who.tenantId,
    and(eq(matchmakerApplications.status, req.status), before ? lt(matchmakerApplications.id, before) : undefined),
    pageLimit(req.pageSize)
  )
  return cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
}

/**
 * Approving grants the matchmaker role and gives the new matchmaker a public card (their own if one
 * exists, else the unlinked card with their phone, else a new one), in the store they chose. The
 * application row is locked, so two reviewers can't decide it twice.
 */
export async function reviewApplication(
  db: Db,
  who: AuthedUser,
  req: ReviewApplicationReq,
  now = new Date()
): Promise<ApplicationItem> {
  const reason = req.reason.trim()
  if (!req.approve && !reason) throw new BizError('请填写不通过的原因')
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(matchmakerApplications)
      .where(and(eq(matchmakerApplications.tenantId, who.tenantId), eq(matchmakerApplications.id, req.id)))
      .for('update')
    if (!app) throw notFound('申请不存在')
    if (app.status !== 'pending') throw new BizError('该申请已处理过了', ErrorCode.Conflict)
    await tx
      .update(matchmakerApplications)
      .set({
        status: req.approve ? 'approved' : 'rejected',
        reason: req.approve ? '' : reason,
        reviewerId: who.userId,
        reviewedAt: now
      })
      .where(and(eq(matchmakerApplications.tenantId, who.tenantId), eq(matchmakerApplications.id, app.id)))
    if (req.approve) await becomeMatchmaker(tx, app)
    await emit(tx, 'matchmaker.applicationReviewed', {
      tenantId: who.tenantId,
      applicationId: app.id,
      userId: app.userId,
      approved: req.approve,
      reason
    })
    const [item] = await applicationItems(tx, who.tenantId, eq(matchmakerApplications.id, app.id), 1)
    return item
  })
}

async function becomeMatchmaker(tx: Tx, app: typeof matchmakerApplications.$inferSelect): Promise<void> {
  const { tenantId, userId } = app
  await grantStaffRole(tx, tenantId, userId, 'matchmaker')
  const [own] = await tx
    .select({ id: matchmakers.id })
    .from(matchmakers)
    .where(and(eq(matchmakers.tenantId, tenantId), eq(matchmakers.userId, userId)))
    .limit(1)
  const [byPhone] = own
    ? []
    : await tx
        .select({ id: matchmakers.id })
        .from(matchmakers)
        .where(
          and(
            eq(matchmakers.tenantId, tenantId),
            eq(matchmakers.phone, app.phone),
            // An unlinked card only: another member's card is never taken over.
            isNull(matchmakers.userId)
          )
        )
        .limit(1)
  const card = own ?? byPhone
  if (card) {
    await tx
      .update(matchmakers)
      .set({ userId, ...(app.storeId ? { storeId: app.storeId } : {}) })
      .where(and(eq(matchmakers.tenantId, tenantId), eq(matchmakers.id, card.id)))
    return
  }
  await tx.insert(matchmakers).values({
    tenantId,
    userId,
    storeId: app.storeId,
    name: app.name,
    phone: app.phone,
    intro: app.intro
  })
}

export async function storeList(db: Queryable, tenantId: number, ids?: number[]): Promise<StoreItem[]> {
  const rows = await db
    .select({ s: stores, managerName: users.nickname, managerPhone: users.phone })
    .from(stores)
    .leftJoin(users, and(eq(users.tenantId, stores.tenantId), eq(users.id, stores.managerId)))
    .where(and(eq(stores.tenantId, tenantId), ids ? inArray(stores.id, ids) : undefined))
    .orderBy(asc(stores.id))
  const staffed = rows.length
    ? await db
        .select({ storeId: matchmakers.storeId, n: count() })
        .from(matchmakers)
        .where(
          and(
            eq(matchmakers.tenantId, tenantId),
            inArray(
              matchmakers.storeId,
              rows.map((r) => r.s.id)
            )
          )
        )
        .groupBy(matchmakers.storeId)
    : []
  return rows.map(({ s, managerName, managerPhone }) => ({
    id: s.id,
    name: s.name,
    address: s.address,
    phone: s.phone,
    managerId: s.managerId ?? 0,
    managerName: managerName ?? '',
    managerPhone: managerPhone ?? '',
    shareBasisPoints: s.shareBasisPoints,
    matchmakers: staffed.find((m) => m.storeId === s.id)?.n ?? 0
  }))
}

/** The member a store's manager field names: an 11-digit mobile number, else a member id. */
async function findManager(db: Queryable, tenantId: number, manager: string): Promise<number | null> {
  if (!manager) return null
  const byPhone = MOBILE_RE.test(manager)
  const id = Number(manager)
  if (!byPhone && (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) {
    throw new BizError('店长请填写会员编号或手机号')
  }
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        byPhone ? eq(users.phone, manager) : eq(users.id, id),
        ne(users.status, 'deleted')
      )
    )
  if (!row) throw new BizError('没有找到该店长，请确认会员编号或手机号')
  return row.id
}

/** A store manager keeps the role while they manage any store; the last store handed over takes it back. */
async function settleManagerRole(tx: Tx, tenantId: number, userId: number): Promise<void> {
  const [managed] = await tx
    .select({ n: count() })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.managerId, userId)))
  if (managed.n > 0) {
    await grantStaffRole(tx, tenantId, userId, 'store_manager')
  } else {
    await revokeStaffRole(tx, tenantId, userId, 'store_manager')
  }
}

export async function saveStore(db: Db, who: AuthedUser, req: SaveStoreReq): Promise<StoreItem> {
  const name = req.name.trim()
  if (!name) throw new BizError('请填写门店名称')
  const managerId = await findManager(db, who.tenantId, req.manager.trim())
  const fields = {
    name,
    address: req.address.trim(),
    phone: req.phone.trim(),
    managerId,
    shareBasisPoints: req.shareBasisPoints
  }
  const id = await db.transaction(async (tx) => {
    let previous: number | null = null
    let storeId = req.id
    if (req.id) {
      const [old] = await tx
        .select({ managerId: stores.managerId })
        .from(stores)
        .where(and(eq(stores.tenantId, who.tenantId), eq(stores.id, req.id)))
        .for('update')
      if (!old) throw notFound('门店不存在')
      previous = old.managerId
      await tx
        .update(stores)
        .set(fields)
        .where(and(eq(stores.tenantId, who.tenantId), eq(stores.id, req.id)))
    } else {
      const [row] = await tx
        .insert(stores)
        .values({ tenantId: who.tenantId, ...fields })
        .returning({ id: stores.id })
      storeId = row.id
    }
    for (const userId of new Set([previous, managerId])) {
      if (userId) await settleManagerRole(tx, who.tenantId, userId)
    }
    return storeId
  })
  const [item] = await storeList(db, who.tenantId, [id])
  return item
}

export async function levelList(db: Queryable, tenantId: number): Promise<LevelItem[]> {
  return db
    .select({
      id: matchmakerLevels.id,
      name: matchmakerLevels.name,
      minIncome: matchmakerLevels.minIncome,
      shareBasisPoints: matchmakerLevels.shareBasisPoints
    })
    .from(matchmakerLevels)
    .where(eq(matchmakerLevels.tenantId, tenantId))
    .orderBy(asc(matchmakerLevels.minIncome), asc(matchmakerLevels.id))
}

export async function saveLevel(db: Db, who: AuthedUser, req: SaveLevelReq): Promise<LevelItem> {
  const name = req.name.trim()
  if (!name) throw new BizError('请填写等级名称')
  const fields = { name, minIncome: req.minIncome, shareBasisPoints: req.shareBasisPoints }
  const [row] = req.id
    ? await db
        .update(matchmakerLevels)
        .set(fields)
        .where(and(eq(matchmakerLevels.tenantId, who.tenantId), eq(matchmakerLevels.id, req.id)))
        .returning()
    : await db
        .insert(matchmakerLevels)
        .values({ tenantId: who.tenantId, ...fields })
        .returning()
  if (!row) throw notFound('等级不存在')
  return { id: row.id, name: row.name, minIncome: row.minIncome, shareBasisPoints: row.shareBasisPoints }
}

export async function deleteLevel(db: Db, who: AuthedUser, id: number): Promise<{ ok: boolean }> {
  const [row] = await db
    .delete(matchmakerLevels)
    .where(and(eq(matchmakerLevels.tenantId, who.tenantId), eq(matchmakerLevels.id, id)))
    .returning({ id: matchmakerLevels.id })
  if (!row) throw notFound('等级不存在')
  return { ok: true }
}

/** The tenant's matchmakers (the role's holders) with the store their card is in. */
export async function officeMatchmakers(db: Queryable, tenantId: number, only?: number): Promise<OfficeMatchmaker[]> {
  const rows = await db
    .select({
      userId: staffRoles.userId,
      nickname: users.nickname,
      cardName: matchmakers.name,
      storeId: stores.id,
      storeName: stores.name
    })
    .from(staffRoles)
    .innerJoin(users, and(eq(users.tenantId, staffRoles.tenantId), eq(users.id, staffRoles.userId)))
    .leftJoin(
      matchmakers,
      and(eq(matchmakers.tenantId, staffRoles.tenantId), eq(matchmakers.userId, staffRoles.userId))
    )
    .leftJoin(stores, and(eq(stores.tenantId, matchmakers.tenantId), eq(stores.id, matchmakers.storeId)))
    .where(
      and(
        eq(staffRoles.tenantId, tenantId),
        eq(staffRoles.role, 'matchmaker'),
        only ? eq(staffRoles.userId, only) : undefined
      )
    )
    .orderBy(asc(staffRoles.userId))
  const seen = new Set<number>()
  return rows
    .filter((r) => !seen.has(r.userId) && seen.add(r.userId))
    .map((r) => ({
      userId: r.userId,
      name: r.cardName || r.nickname || `红娘${r.userId}`,
      storeId: r.storeId ?? 0,
      storeName: r.storeName ?? ''
    }))
}

/** Puts a matchmaker in a store (0: in none) through their card; one without a card gets one, with their nickname. */
export async function assignStore(db: Db, who: AuthedUser, req: AssignStoreReq): Promise<OfficeMatchmaker> {
  const [person] = await officeMatchmakers(db, who.tenantId, req.userId)
  if (!person) throw notFound('该会员不是红娘')
  if (req.storeId) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, who.tenantId), eq(stores.id, req.storeId)))
    if (!store) throw notFound('门店不存在')
  }
  const storeId = req.storeId || null
  const updated = await db
    .update(matchmakers)
    .set({ storeId })
    .where(and(eq(matchmakers.tenantId, who.tenantId), eq(matchmakers.userId, req.userId)))
    .returning({ id: matchmakers.id })
  if (updated.length === 0) {
    await db.insert(matchmakers).values({ tenantId: who.tenantId, userId: req.userId, storeId, name: person.name })
  }
  const [after] = await officeMatchmakers(db, who.tenantId, req.userId)
  return after
}
