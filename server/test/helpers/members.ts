import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { users } from '../../src/db/schema'
import { devSessionKeyFor, encryptWechatData } from '../../src/providers/wechat'
import { API } from '@contract/api'
import { HOST_A, type TestApp } from './app'

/** An envelope that must be a business failure: HTTP 200, the given code and message, no data. */
export function expectFailure(
  res: { status: number; body: { code: number; msg: string; data: unknown } },
  code: number,
  msg: string
) {
  expect(res.status).toBe(200)
  expect(res.body).toEqual({ code, msg, data: null })
}

/** Logged-out (or foreign) call to an `auth: true` route. */
export function expectUnauthorized(res: { status: number; body: { code: number; msg: string } }, msg = '请先登录') {
  expect(res.status).toBe(401)
  expect(res.body).toMatchObject({ code: 40100, msg })
}

/**
 * The encrypted phone payload the mini-program's phone button would produce for `code`,
 * encrypted with the session key the dev provider derives from that code.
 */
export function maPhonePayload(code: string, phone: string, extra: Record<string, unknown> = {}) {
  const phoneIv = randomBytes(16).toString('base64')
  const phoneEncryptedData = encryptWechatData(devSessionKeyFor(code), phoneIv, {
    phoneNumber: phone,
    purePhoneNumber: phone,
    countryCode: '86',
    watermark: { appid: 'wxdev000000000000', timestamp: Math.floor(Date.now() / 1000) },
    ...extra
  })
  return { code, phoneEncryptedData, phoneIv }
}

/**
 * Flips the top bit of the last plaintext byte (the PKCS#7 padding length) by editing the
 * previous ciphertext block: CBC guarantees the padding is then invalid.
 */
export function tamper(encryptedB64: string): string {
  const buf = Buffer.from(encryptedB64, 'base64')
  buf[buf.length - 17] ^= 0x80
  return buf.toString('base64')
}

/** Signs a member up through the mini-program phone button (no SMS spent). */
export async function loginWithMaPhone(
  t: TestApp,
  phone: string,
  host = HOST_A,
  code = `ma-${phone}-${randomBytes(4).toString('hex')}`
) {
  const res = await t.call(API.auth.loginByMaPhone, maPhonePayload(code, phone), { host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.token
}

/** Signs a member up through the messaging-app browser OAuth (no phone, no SMS). */
export async function loginWithMpCode(t: TestApp, host = HOST_A, code = `mp-${randomBytes(6).toString('hex')}`) {
  const res = await t.call(API.auth.loginByMpCode, { code }, { host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.token
}

export async function userIdOf(t: TestApp, token: string, host = HOST_A): Promise<number> {
  const res = await t.call(API.member.getUser, {}, { token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.id
}

export async function userRow(t: TestApp, tenantId: number, id: number) {
  const [row] = await t.app.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
  return row
}
