import type { FastifyRequest } from 'fastify'
import { ErrorCode } from '@contract/envelope'
import type { LoginResult } from '@contract/models'
import type { MaCodeLoginResult } from '@contract/api'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import type { Queryable } from '../../db/client'
import type { UserStatus } from '../../db/schema'
import type { ServerDeps } from '../../lib/deps'
import { BizError, conflict } from '../../lib/errors'
import { MOBILE_RE } from '@contract/rules'
import { consumeCaptcha } from '../system/captcha.service'
import {
  changeStatus,
  findUserById,
  findUserByOpenid,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  updateUser,
  type UserRow
} from '../user/service'
import { createSession, revokeMemberSessions } from './session'
import { WechatApiError } from '../../providers/wechat/types'
import { WechatDecryptError } from '../../providers/wechat/crypto'

const loginFailed = (msg: string) => new BizError(msg, ErrorCode.LoginFailed)

export function assertActive(user: UserRow): void {
  if (user.status !== 'active') throw new BizError('账号已被禁用，请联系客服', ErrorCode.AccountDisabled)
}

/** Issues a session and tells the client what the member still has to do. */
export async function startSession(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  req: FastifyRequest,
  user: UserRow
): Promise<LoginResult> {
  assertActive(user)
  const { tenantId, tenant } = req.tenant
  const token = await createSession(deps.db, tenantId, user.id, deps.config.TOKEN_TTL_DAYS)
  await updateUser(deps.db, tenantId, user.id, { lastLoginAt: new Date() })
  return {
    token,
    needBindPhone: !user.phone && tenant.regAccessConfig.whetherNeedBindPhone,
    needBindWx: false,
    needCompleteAccount: user.needCompleteAccount
  }
}

/** SMS login signs a new phone up on the spot; the account is completed afterwards. */
export async function loginByPhone(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  req: FastifyRequest,
  phone: string,
  code: string
) {
  const { tenantId } = req.tenant
  const existing = await findUserByPhone(deps.db, tenantId, phone)
  if (!existing && !req.tenant.tenant.regAccessConfig.whetherOpenReg) throw loginFailed('暂未开放注册')
  if (existing) assertActive(existing)
  await consumeCaptcha(deps.db, { tenantId, phone, scene: 'login', code })
  const user = existing ?? (await insertUser(deps.db, tenantId, { phone, needCompleteAccount: true }))
  return startSession(deps, req, user)
}

const PASSWORD_TRIES = 10
const PASSWORD_LOCK_MS = 15 * 60 * 1000

/**
 * Whom wrong passwords count against: the member, however the account was typed (phone or
 * username), so both share one allowance; an unknown account counts per typed string, which
 * locks exactly like a member and so tells nothing about who is registered.
 */
function passwordTriesKey(tenantId: number, account: string, user: UserRow | undefined): string {
  return user ? `login-tries:${tenantId}:member:${user.id}` : `login-tries:${tenantId}:account:${account.toLowerCase()}`
}

export async function loginByAccount(
  deps: Pick<ServerDeps, 'db' | 'config' | 'kv'>,
  req: FastifyRequest,
  account: string,
  password: string
) {
  const { tenantId, tenant } = req.tenant
  if (!tenant.regAccessConfig.whetherOpenPasswordLogin) throw loginFailed('暂未开放密码登录，请使用验证码登录')
  const user = MOBILE_RE.test(account)
    ? await findUserByPhone(deps.db, tenantId, account)
    : await findUserByUsername(deps.db, tenantId, account)
  const triesKey = passwordTriesKey(tenantId, account, user)
  // The try is counted before the password is checked, so a locked member is refused even the
  // right password and parallel guesses can't slip past the limit between check and count.
  const { count } = await deps.kv.incr(triesKey, PASSWORD_LOCK_MS)
  // A business answer rather than HTTP 429, which the client turns into the generic busy page.
  if (count > PASSWORD_TRIES) throw loginFailed('密码错误次数过多，请15分钟后再试')
  if (!user || !(await verifyPassword(password, user.passwordHash))) throw loginFailed('账号或密码错误')
  await deps.kv.del(triesKey)
  return startSession(deps, req, user)
}

export async function registerByPhone(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  req: FastifyRequest,
  input: { phone: string; code: string; username: string; password: string }
) {
  const { tenantId, tenant } = req.tenant
  if (!tenant.regAccessConfig.whetherOpenReg) throw new BizError('暂未开放注册')
  if (await findUserByPhone(deps.db, tenantId, input.phone)) throw conflict('该手机号已注册，请直接登录')
  if (await findUserByUsername(deps.db, tenantId, input.username)) throw conflict('用户名已被使用')
  await consumeCaptcha(deps.db, { tenantId, phone: input.phone, scene: 'register', code: input.code })
  const user = await insertUser(deps.db, tenantId, {
    phone: input.phone,
    username: input.username,
    nickname: input.username,
    passwordHash: await hashPassword(input.password),
    needCompleteAccount: false
  })
  return startSession(deps, req, user)
}

/** Turns provider failures into messages the member can act on. */
export async function viaWechat<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof WechatApiError || err instanceof WechatDecryptError) {
      throw new BizError(err.message, ErrorCode.ThirdPartyFailed)
    }
    throw err
  }
}

export async function loginByMaCode(
  deps: Pick<ServerDeps, 'db' | 'config' | 'wechat'>,
  req: FastifyRequest,
  code: string
): Promise<MaCodeLoginResult> {
  const session = await viaWechat(() => deps.wechat.code2Session(code))
  const user = await findUserByOpenid(deps.db, req.tenant.tenantId, 'ma', session.openid)
  if (!user) return { registered: false, token: '', needBindPhone: true, needBindWx: false, needCompleteAccount: false }
  return { registered: true, ...(await startSession(deps, req, user)) }
}

export async function loginByMaPhone(
  deps: Pick<ServerDeps, 'db' | 'config' | 'wechat' | 'realtime'>,
  req: FastifyRequest,
  input: { code: string; phoneEncryptedData: string; phoneIv: string; customerUserName?: string }
) {
  const { tenantId } = req.tenant
  const session = await viaWechat(() => deps.wechat.code2Session(input.code))
  const phoneInfo = await viaWechat(async () =>
    deps.wechat.decryptPhone(session, input.phoneEncryptedData, input.phoneIv)
  )
  const phone = phoneInfo.purePhoneNumber
  if (!MOBILE_RE.test(phone)) throw loginFailed('暂不支持该手机号')
  const byOpenid = await findUserByOpenid(deps.db, tenantId, 'ma', session.openid)
  const byPhone = await findUserByPhone(deps.db, tenantId, phone)
  if (byOpenid && byPhone && byOpenid.id !== byPhone.id) throw conflict('该微信已绑定其他手机号')
  const existing = byPhone ?? byOpenid
  // The WeChat account now vouches for another phone: sessions signed in with the old one end.
  const phoneChanged = existing !== undefined && existing.phone !== null && existing.phone !== phone
  const user = existing
    ? await deps.db.transaction(async (tx) => {
        const row = await updateUser(tx, tenantId, existing.id, {
          maOpenid: session.openid,
          phone,
          unionid: session.unionid ?? existing.unionid
        })
        if (phoneChanged) await revokeMemberSessions(tx, tenantId, existing.id)
        return row
      })
    : await insertUser(deps.db, tenantId, {
        phone,
        maOpenid: session.openid,
        unionid: session.unionid ?? null,
        nickname: input.customerUserName?.slice(0, 30) ?? '',
        needCompleteAccount: true
      })
  // Their chat sockets close now, not at the next ping.
  if (phoneChanged) await deps.realtime.recheck(tenantId, [user.id])
  return startSession(deps, req, user)
}

/** Messaging-app browser: the OAuth code names the member; new members bind a phone next. */
export async function loginByMpCode(
  deps: Pick<ServerDeps, 'db' | 'config' | 'wechat'>,
  req: FastifyRequest,
  code: string
) {
  const { tenantId } = req.tenant
  const wxUser = await viaWechat(() => deps.wechat.mpOauthUser(code))
  const existing = await findUserByOpenid(deps.db, tenantId, 'mp', wxUser.openid)
  const user =
    existing ??
    (await insertUser(deps.db, tenantId, {
      mpOpenid: wxUser.openid,
      unionid: wxUser.unionid ?? null,
      nickname: wxUser.nickname?.slice(0, 30) ?? '',
      // No WeChat avatar: members show only photos this server stored and staff reviewed.
      needCompleteAccount: true
    }))
  return startSession(deps, req, user)
}

/**
 * The one way a member's status changes (the operator's `npm run member:status`, staff
 * suspensions). A change ends every session of the member in the same transaction: disabling
 * signs them out everywhere, and re-enabling can't revive a session that outlived a disable
 * made some other way. Setting the status a member already has changes nothing.
 * Returns the member, or undefined when there is no such member.
 */
export async function setMemberStatus(
  db: Queryable,
  tenantId: number,
  userId: number,
  status: UserStatus
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const changed = await changeStatus(tx, tenantId, userId, status)
    if (!changed) return findUserById(tx, tenantId, userId)
    await revokeMemberSessions(tx, tenantId, userId)
    return changed
  })
}
