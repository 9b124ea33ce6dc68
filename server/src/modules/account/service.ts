import { maskPhone } from '@contract/privacy'
import { DELETION_PHRASE, type DeleteAccountReq, type DeletionCheck } from '@contract/account'
import type { Db, Queryable, Tx } from '../../db/client'
import type { ServerDeps } from '../../lib/deps'
import { verifyPassword } from '../../lib/crypto'
import { BizError } from '../../lib/errors'
import { yuan } from '../../lib/money'
import type { AuthedUser } from '../../lib/route'
import { revokeMemberSessions } from '../auth/session'
import { consumeCaptcha } from '../system/captcha.service'
import { findUserById } from '../user/service'
import { emit } from '../../lib/events'
import { eraseUploadsOf } from '../image/privacy'
import { keptReportFilesOf } from '../report/privacy'
import { lockedBalances, openCashouts } from './repository'

/** Money the member still has a claim to must reach them first; points and line credits lapse. */
async function blockersOf(db: Queryable, tenantId: number, userId: number): Promise<string[]> {
  const [balances, cashouts] = await Promise.all([
    lockedBalances(db, tenantId, userId),
    openCashouts(db, tenantId, userId)
  ])
  const blockers: string[] = []
  const wallet = balances.find((b) => b.code === 'balance')?.balance ?? 0
  if (wallet > 0) blockers.push(`钱包还有余额${yuan(wallet)}元，请先提现`)
  if (cashouts > 0) blockers.push('有提现申请尚未完成，请等到账后再注销')
  return blockers
}

export async function deletionCheck(db: Db, who: AuthedUser): Promise<DeletionCheck> {
  const user = (await findUserById(db, who.tenantId, who.userId))!
  return {
    blockers: await blockersOf(db, who.tenantId, who.userId),
    hasPassword: user.passwordHash !== null,
    maskedPhone: maskPhone(user.phone ?? '')
  }
}

/**
 * Does what docs/data-map.md says 注销账号 does, in the caller's transaction: each module erases its
 * part (account.erasing), and the stored files of hers that no kept record shows are answered for
 * deletion after the commit (their upload rows go now).
 */
async function eraseEverywhere(tx: Tx, tenantId: number, phone: string | null, userId: number, now: Date) {
  const kept = await keptReportFilesOf(tx, tenantId, userId)
  const erasing = { tenantId, userId, phone, at: now, othersFiles: [] as string[] }
  await emit(tx, 'account.erasing', erasing)
  return eraseUploadsOf(tx, tenantId, userId, erasing.othersFiles, kept)
}

/**
 * Deletes the member's account for good, in one transaction: proves it is them (password, or an
 * SMS code to the bound phone without one), refuses while money is owed to them, erases their
 * personal data and ends every session (open message sockets close and the photo files are
 * deleted once that has committed). Money records stay, under the nameless row.
 */
export async function deleteAccount(
  deps: Pick<ServerDeps, 'db' | 'realtime' | 'storage' | 'log'>,
  who: AuthedUser,
  req: DeleteAccountReq
): Promise<{ ok: boolean }> {
  const { db } = deps
  if (req.confirmText.trim() !== DELETION_PHRASE) throw new BizError(`请输入“${DELETION_PHRASE}”以确认注销`)
  const { tenantId, userId } = who
  const user = (await findUserById(db, tenantId, userId))!
  if (user.passwordHash) {
    if (!(await verifyPassword(req.password, user.passwordHash))) throw new BizError('密码不正确')
  } else {
    if (!user.phone) throw new BizError('账号未设置密码也未绑定手机号，请联系客服注销')
    if (!req.code) throw new BizError('请输入短信验证码')
    await consumeCaptcha(db, { tenantId, phone: user.phone, scene: 'deleteAccount', code: req.code })
  }
  const photos = await db.transaction(async (tx) => {
    const blockers = await blockersOf(tx, tenantId, userId)
    if (blockers.length > 0) throw new BizError(blockers.join('；'))
    const stored = await eraseEverywhere(tx, tenantId, user.phone, userId, new Date())
    await revokeMemberSessions(tx, tenantId, userId)
    return stored
  })
  await deps.realtime.disconnect(tenantId, [userId])
  // The files go once nothing points at them any more; one that fails to go is only logged.
  for (const { storageKey } of photos) {
    await deps.storage
      .delete(storageKey)
      .catch((err: unknown) => deps.log.warn({ err, storageKey }, 'photo not erased'))
  }
  return { ok: true }
}
