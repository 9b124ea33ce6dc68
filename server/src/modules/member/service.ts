import type { UserInfo } from '@contract/models'
import type { Db, Queryable } from '../../db/client'
import type { ServerDeps } from '../../lib/deps'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { BizError, conflict } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { viaWechat } from '../auth/service'
import { ownPendingContent } from '../moderation/service'
import { revokeMemberSessions } from '../auth/session'
import { consumeCaptcha } from '../system/captcha.service'
import {
  findUserById,
  findUserByOpenid,
  findUserByPhone,
  findUserByUsername,
  toUserInfo,
  updateUser,
  type NewUser,
  type UserRow
} from '../user/service'
import { unauthorized } from '../../lib/errors'
import { MOBILE_RE } from '@contract/rules'

export async function currentUser(db: Db, who: AuthedUser): Promise<UserRow> {
  const user = await findUserById(db, who.tenantId, who.userId)
  if (!user) throw unauthorized()
  return user
}

/** The member sees their own avatar even while it waits for review; others see the approved one. */
export async function ownUserInfo(db: Queryable, user: UserRow): Promise<UserInfo> {
  const own = await ownPendingContent(db, user.tenantId, user.id)
  const info = toUserInfo(user)
  return own.avatar === undefined ? info : { ...info, headPic: own.avatar }
}

async function update(db: Db, who: AuthedUser, values: Partial<NewUser>): Promise<UserInfo> {
  return ownUserInfo(db, await updateUser(db, who.tenantId, who.userId, values))
}

/**
 * Saves sign-in credentials (password, phone). Replacing ones the member already had ends every
 * other session in the same transaction, so whoever signed in with the old ones is out; the
 * session making the change stays.
 */
async function updateCredentials(
  db: Db,
  who: AuthedUser,
  values: Partial<NewUser>,
  replacesOld: boolean
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, who.tenantId, who.userId, values)
    if (replacesOld) await revokeMemberSessions(tx, who.tenantId, who.userId, who.sessionHash)
    return row
  })
}

async function assertPhoneFree(db: Db, who: AuthedUser, phone: string): Promise<void> {
  const owner = await findUserByPhone(db, who.tenantId, phone)
  if (owner && owner.id !== who.userId) throw conflict('该手机号已绑定其他账号')
}

export async function bindPhone(db: Db, who: AuthedUser, phone: string, code: string) {
  await assertPhoneFree(db, who, phone)
  await consumeCaptcha(db, { tenantId: who.tenantId, phone, scene: 'bindPhone', code })
  const { phone: old } = await currentUser(db, who)
  return ownUserInfo(db, await updateCredentials(db, who, { phone }, old !== null && old !== phone))
}

export async function bindPhoneByMa(
  deps: Pick<ServerDeps, 'db' | 'wechat'>,
  who: AuthedUser,
  input: { code: string; phoneEncryptedData: string; phoneIv: string }
) {
  const session = await viaWechat(() => deps.wechat.code2Session(input.code))
  const info = await viaWechat(async () => deps.wechat.decryptPhone(session, input.phoneEncryptedData, input.phoneIv))
  if (!MOBILE_RE.test(info.purePhoneNumber)) throw new BizError('暂不支持该手机号')
  await assertPhoneFree(deps.db, who, info.purePhoneNumber)
  const openidOwner = await findUserByOpenid(deps.db, who.tenantId, 'ma', session.openid)
  if (openidOwner && openidOwner.id !== who.userId) throw conflict('该微信已绑定其他账号')
  const phone = info.purePhoneNumber
  const { phone: old } = await currentUser(deps.db, who)
  return ownUserInfo(
    deps.db,
    await updateCredentials(deps.db, who, { phone, maOpenid: session.openid }, old !== null && old !== phone)
  )
}

export async function bindWxByMpCode(deps: Pick<ServerDeps, 'db' | 'wechat'>, who: AuthedUser, code: string) {
  const wxUser = await viaWechat(() => deps.wechat.mpOauthUser(code))
  const owner = await findUserByOpenid(deps.db, who.tenantId, 'mp', wxUser.openid)
  if (owner && owner.id !== who.userId) throw conflict('该微信已绑定其他账号')
  const user = await currentUser(deps.db, who)
  return update(deps.db, who, { mpOpenid: wxUser.openid, unionid: wxUser.unionid ?? user.unionid })
}

export async function setUsername(db: Db, who: AuthedUser, username: string) {
  const owner = await findUserByUsername(db, who.tenantId, username)
  if (owner && owner.id !== who.userId) throw conflict('用户名已被使用')
  return update(db, who, { username })
}

export async function setPassword(
  db: Db,
  who: AuthedUser,
  input: { password: string; oldPassword?: string; code?: string }
) {
  const user = await currentUser(db, who)
  if (user.passwordHash) {
    if (input.code) {
      if (!user.phone) throw new BizError('请先绑定手机号')
      await consumeCaptcha(db, {
        tenantId: who.tenantId,
        phone: user.phone,
        scene: 'resetPassword',
        code: input.code
      })
    } else if (!(await verifyPassword(input.oldPassword ?? '', user.passwordHash))) {
      throw new BizError('原密码不正确')
    }
  }
  await updateCredentials(db, who, { passwordHash: await hashPassword(input.password) }, user.passwordHash !== null)
  return { ok: true }
}

/** Members who signed up by SMS or the messaging app choose a username and password once. */
export async function completeAccount(db: Db, who: AuthedUser, username: string, password: string) {
  const owner = await findUserByUsername(db, who.tenantId, username)
  if (owner && owner.id !== who.userId) throw conflict('用户名已被使用')
  const user = await currentUser(db, who)
  // Replacing a password takes the old one or an SMS code (setPassword); a session alone must not.
  if (user.passwordHash !== null) throw new BizError('已设置过密码，如需修改请在账号安全中操作')
  return update(db, who, {
    username,
    nickname: user.nickname || username,
    passwordHash: await hashPassword(password),
    needCompleteAccount: false
  })
}
