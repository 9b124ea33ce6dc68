import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client'
import { users, type UserStatus } from '../../db/schema'
import type { UserInfo } from '@contract/models'
import { DAY_MS } from '@contract/time'

export type UserRow = typeof users.$inferSelect
export type NewUser = Omit<typeof users.$inferInsert, 'tenantId' | 'id'>

export async function findUserById(db: Queryable, tenantId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
  return row
}

export async function findUserByPhone(db: Queryable, tenantId: number, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
  return row
}

/** Usernames are unique ignoring case, so "Alice" and "alice" are one account. */
export async function findUserByUsername(
  db: Queryable,
  tenantId: number,
  username: string
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`))
  return row
}

export async function findUserByOpenid(
  db: Queryable,
  tenantId: number,
  kind: 'ma' | 'mp',
  openid: string
): Promise<UserRow | undefined> {
  const column = kind === 'ma' ? users.maOpenid : users.mpOpenid
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(column, openid)))
  return row
}

/** What sign-up knows about a new member; everything else (status, VIP, balances) starts at its default. */
export type SignUpFields = Pick<
  NewUser,
  | 'phone'
  | 'username'
  | 'nickname'
  | 'passwordHash'
  | 'headPic'
  | 'maOpenid'
  | 'mpOpenid'
  | 'unionid'
  | 'needCompleteAccount'
>

/** Named columns only: an object carrying more at run time still writes nothing else. */
export async function insertUser(db: Queryable, tenantId: number, fields: SignUpFields): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      phone: fields.phone,
      username: fields.username,
      nickname: fields.nickname,
      passwordHash: fields.passwordHash,
      headPic: fields.headPic,
      maOpenid: fields.maOpenid,
      mpOpenid: fields.mpOpenid,
      unionid: fields.unionid,
      needCompleteAccount: fields.needCompleteAccount
    })
    .returning()
  return row
}

export async function updateUser(
  db: Queryable,
  tenantId: number,
  id: number,
  values: Partial<NewUser>
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning()
  return row
}

/**
 * Moves a member to `status`; the member as changed, or undefined when it already was (or there is
 * no such member). Sessions are auth's: auth/service.setMemberStatus ends them with the change.
 */
export async function changeStatus(
  db: Queryable,
  tenantId: number,
  userId: number,
  status: UserStatus
): Promise<UserRow | undefined> {
  const [changed] = await db
    .update(users)
    .set({ status })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), ne(users.status, status)))
    .returning()
  return changed
}

/** VIP while a level is held and its period has not run out; `vipActiveNow` is the same rule for queries. */
export function isVip(row: Pick<UserRow, 'vipType' | 'vipExpiresAt'>, now = new Date()): boolean {
  return row.vipType > 0 && row.vipExpiresAt !== null && row.vipExpiresAt > now
}

/**
 * Adds paid VIP days from where the member's VIP ends now (a new period never wastes paid days),
 * at the higher of the two levels while the old one still runs. The row lock serialises two
 * purchases of the same member.
 */
export async function extendVip(
  tx: Tx,
  tenantId: number,
  userId: number,
  bought: { vipType: number; days: number },
  now: Date
): Promise<void> {
  const [user] = await tx
    .select({ vipType: users.vipType, vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('no key update')
  const active = isVip(user, now)
  const start = active ? user.vipExpiresAt! : now
  await tx
    .update(users)
    .set({
      vipType: active ? Math.max(user.vipType, bought.vipType) : bought.vipType,
      vipExpiresAt: new Date(start.getTime() + bought.days * DAY_MS)
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
}

export function vipActiveNow(): SQL | undefined {
  return and(gt(users.vipType, 0), gt(users.vipExpiresAt, sql`now()`))
}

export function toUserInfo(row: UserRow): UserInfo {
  const vip = isVip(row)
  return {
    id: row.id,
    phone: row.phone ?? '',
    username: row.username ?? '',
    nickname: row.nickname,
    headPic: row.headPic ?? '',
    hasPassword: row.passwordHash !== null,
    wxBound: row.mpOpenid !== null || row.maOpenid !== null,
    isWhetherLoveUser: row.isLoveUser,
    isWhetherVip: vip,
    userVipType: vip ? row.vipType : 0,
    vipExpiresAt: vip ? row.vipExpiresAt!.toISOString() : '',
    createdAt: row.createdAt.toISOString()
  }
}

/**
 * Binds the member to the promoter who brought them, once: a later link never moves them, unless
 * their binding was made before `lapsedBefore` (it has run out). One conditional update, so of
 * links opened at once only one binds.
 */
export async function bindPromoter(
  db: Queryable,
  tenantId: number,
  userId: number,
  promoterId: number,
  lapsedBefore?: Date
): Promise<boolean> {
  const free = lapsedBefore
    ? or(isNull(users.promoterId), lt(users.promoterBoundAt, lapsedBefore))
    : isNull(users.promoterId)
  const updated = await db
    .update(users)
    .set({ promoterId, promoterBoundAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), free))
    .returning({ id: users.id })
  return updated.length > 0
}
