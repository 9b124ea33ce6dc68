import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { smsCodes } from '../../db/schema'
import { newSmsCode, sha256 } from '../../lib/crypto'
import type { ServerDeps } from '../../lib/deps'
import { BizError, conflict } from '../../lib/errors'
import { ErrorCode } from '@contract/envelope'
import { SMS_CODE_LENGTH } from '@contract/rules'
import type { CaptchaScene, SendCaptchaRes } from '@contract/api'
import { findUserByPhone } from '../user/service'

export const CODE_TTL_SECONDS = 300
export const RESEND_SECONDS = 60
const MAX_ATTEMPTS = 5
const PHONE_HOURLY_LIMIT = 10
const IP_HOURLY_LIMIT = 30
const HOUR_MS = 60 * 60 * 1000

/**
 * One template per purpose, so a member reads what the code is about to do (a code for 注销账号
 * that said 重置密码 would hide what she is agreeing to) and the irreversible ones warn her.
 */
export const SMS_TEMPLATES: Record<CaptchaScene, (code: string, minutes: number) => string> = {
  login: (code, minutes) => `您正在登录，验证码${code}，${minutes}分钟内有效，请勿泄露给他人。`,
  register: (code, minutes) => `您正在注册账号，验证码${code}，${minutes}分钟内有效，请勿泄露给他人。`,
  bindPhone: (code, minutes) => `您正在将本手机号绑定到账号，验证码${code}，${minutes}分钟内有效，请勿泄露给他人。`,
  resetPassword: (code, minutes) =>
    `您正在重置登录密码，验证码${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`,
  deleteAccount: (code, minutes) =>
    `您正在申请注销账号，注销后资料将无法恢复，验证码${code}，${minutes}分钟内有效。如非本人操作，请立即修改密码。`
}

function codeHash(tenantId: number, phone: string, scene: CaptchaScene, code: string): string {
  return sha256(`${tenantId}:${phone}:${scene}:${code}`)
}

/** Sends a 6-digit code valid for 5 minutes; limited per phone and per IP. */
export async function sendCaptcha(
  deps: Pick<ServerDeps, 'db' | 'sms' | 'hitLimit'>,
  input: {
    tenantId: number
    platformName: string
    registrationOpen: boolean
    phone: string
    scene: CaptchaScene
    ip: string
  }
): Promise<SendCaptchaRes> {
  const { tenantId, phone, scene } = input
  const existing = await findUserByPhone(deps.db, tenantId, phone)
  const openReg = input.registrationOpen
  if (scene === 'register' && !openReg) throw new BizError('暂未开放注册')
  if (scene === 'login' && !existing && !openReg) throw new BizError('暂未开放注册')
  if (scene === 'register' && existing) throw conflict('该手机号已注册，请直接登录')
  if (scene === 'bindPhone' && existing) throw conflict('该手机号已绑定其他账号')
  if ((scene === 'resetPassword' || scene === 'deleteAccount') && !existing) throw new BizError('该手机号尚未注册')

  await deps.hitLimit(`sms:phone:${tenantId}:${phone}:${scene}`, 1, RESEND_SECONDS * 1000, '验证码已发送，请稍后再试')
  await deps.hitLimit(
    `sms:phone-hour:${tenantId}:${phone}`,
    PHONE_HOURLY_LIMIT,
    HOUR_MS,
    '该手机号获取验证码太频繁，请稍后再试'
  )
  await deps.hitLimit(`sms:ip-hour:${input.ip}`, IP_HOURLY_LIMIT, HOUR_MS, '获取验证码太频繁，请稍后再试')

  const code = newSmsCode(SMS_CODE_LENGTH)
  await deps.db.insert(smsCodes).values({
    tenantId,
    phone,
    scene,
    codeHash: codeHash(tenantId, phone, scene, code),
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000)
  })
  await deps.sms.send({
    tenantId,
    phone,
    content: `【${input.platformName}】${SMS_TEMPLATES[scene](code, CODE_TTL_SECONDS / 60)}`
  })
  return { expireSeconds: CODE_TTL_SECONDS, resendSeconds: RESEND_SECONDS }
}

/**
 * Consumes the newest live code for phone+scene. A guess is compared only after one atomic
 * update has counted it against MAX_ATTEMPTS, so parallel guesses can't share one reading of
 * the counter; the consuming update is conditional on the code still being unused, so two
 * concurrent logins can't both pass.
 */
export async function consumeCaptcha(
  db: Queryable,
  input: { tenantId: number; phone: string; scene: CaptchaScene; code: string }
): Promise<void> {
  const { tenantId, phone, scene } = input
  const live = and(
    eq(smsCodes.tenantId, tenantId),
    eq(smsCodes.phone, phone),
    eq(smsCodes.scene, scene),
    isNull(smsCodes.consumedAt),
    gt(smsCodes.expiresAt, new Date())
  )
  const newest = db.select({ id: smsCodes.id }).from(smsCodes).where(live).orderBy(desc(smsCodes.id)).limit(1)
  const [counted] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(live, eq(smsCodes.id, sql`(${newest})`), lt(smsCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash })
  const invalid = (msg: string) => new BizError(msg, ErrorCode.SmsCodeInvalid)
  if (!counted) {
    const [burned] = await newest
    throw invalid(burned ? '验证码错误次数过多，请重新获取' : '验证码已失效，请重新获取')
  }
  if (counted.codeHash !== codeHash(tenantId, phone, scene, input.code)) throw invalid('验证码错误')
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.id, counted.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id })
  if (consumed.length === 0) throw invalid('验证码已使用，请重新获取')
}
