import type { Db } from '../../db/client'
import type { Commitment, MemberCommitment, SignCommitmentReq } from '@contract/commitment'
import { REAL_NAME_PATTERN, REAL_NAME_RULE_TEXT } from '@contract/certification'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { findCert } from '../certification/service'
import { findProfile } from '../love-profile/service'
import { myProfileRow } from '../love-profile/service'
import { blockedEitherWay } from '../block/service'
import { findUserById } from '../user/service'
import { CURRENT_PLEDGE_VERSION, pledgeText } from './pledge'
import { findCommitment, saveSignature } from './repository'
import { signatureOf } from './views'

// Other modules ask who has signed through this service, never through the repository.
export { signedAmong } from './repository'

const REAL_NAME = new RegExp(REAL_NAME_PATTERN)
/** Member detail's wording: a hidden, blocked or missing member all read the same. */
const NO_MEMBER = '该会员不存在或已隐藏资料'

export async function myCommitment(db: Db, who: AuthedUser, platformName: string): Promise<Commitment> {
  const row = await findCommitment(db, who.tenantId, who.userId)
  return { pledge: pledgeText(platformName), ...signatureOf(row, true) }
}

/** The name on an approved real-name certification, which a signature must then match. */
async function certifiedName(db: Db, who: AuthedUser): Promise<string | undefined> {
  const cert = await findCert(db, who.tenantId, who.userId, 'realname')
  return cert?.status === 'approved' && cert.data.kind === 'realname' ? cert.data.realName : undefined
}

/** Love users only; the real name and the ticked agreement are what make it a pledge. */
export async function signCommitment(
  db: Db,
  who: AuthedUser,
  platformName: string,
  input: SignCommitmentReq
): Promise<Commitment> {
  await myProfileRow(db, who)
  const signedName = input.signedName.trim()
  if (!REAL_NAME.test(signedName)) throw new BizError(REAL_NAME_RULE_TEXT)
  if (!input.agree) throw new BizError('请阅读并勾选同意《诚信交友承诺书》')
  const certified = await certifiedName(db, who)
  if (certified && certified !== signedName) throw new BizError('签署姓名须与实名认证的姓名一致')
  const row = await saveSignature(db, who, signedName, CURRENT_PLEDGE_VERSION)
  return { pledge: pledgeText(platformName), ...signatureOf(row, true) }
}

/** Another member's pledge, in the wording they signed, visible wherever their detail is. */
export async function memberCommitment(
  db: Db,
  who: AuthedUser,
  platformName: string,
  targetId: number
): Promise<MemberCommitment> {
  const [user, profile, blocked, row] = await Promise.all([
    findUserById(db, who.tenantId, targetId),
    findProfile(db, who.tenantId, targetId),
    blockedEitherWay(db, who.tenantId, who.userId),
    findCommitment(db, who.tenantId, targetId)
  ])
  if (!user || user.status !== 'active' || !profile || blocked.includes(targetId)) throw notFound(NO_MEMBER)
  return {
    userId: targetId,
    nickname: user.nickname,
    pledge: pledgeText(platformName, row?.textVersion),
    ...signatureOf(row, targetId === who.userId)
  }
}
