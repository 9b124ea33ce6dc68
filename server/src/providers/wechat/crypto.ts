import { createCipheriv, createDecipheriv, createHash } from 'node:crypto'
import type { PhoneInfo } from './types'

const DECRYPT_FAILED = '手机号解密失败，请重新授权'

/**
 * Deliberately one fixed message whatever went wrong (bad key, padding, JSON, appid):
 * the user can only re-authorize anyway, and details would help someone probing the endpoint.
 */
export class WechatDecryptError extends Error {
  constructor() {
    super(DECRYPT_FAILED)
    this.name = 'WechatDecryptError'
  }
}

/** Buffer.from(…, 'base64') silently drops junk, so the decoded length is the only reliable check. */
function decode16(b64: string): Buffer {
  const buf = Buffer.from(b64, 'base64')
  if (buf.length !== 16) throw new WechatDecryptError()
  return buf
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Decrypts the `encryptedData` WeChat hands to the client (AES-128-CBC, PKCS#7).
 * The watermark check matters: without it data encrypted for another app with a
 * leaked/forged session could be replayed against ours.
 */
export function decryptWechatData<T>(
  sessionKeyB64: string,
  encryptedDataB64: string,
  ivB64: string,
  expectedAppId?: string
): T {
  let parsed: unknown
  try {
    const key = decode16(sessionKeyB64)
    const iv = decode16(ivB64)
    const data = Buffer.from(encryptedDataB64, 'base64')
    if (data.length === 0 || data.length % 16 !== 0) throw new WechatDecryptError()
    const decipher = createDecipheriv('aes-128-cbc', key, iv)
    const plain = Buffer.concat([decipher.update(data), decipher.final()])
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain))
  } catch {
    throw new WechatDecryptError()
  }
  if (!isRecord(parsed)) throw new WechatDecryptError()
  if (expectedAppId !== undefined) {
    const watermark = parsed.watermark
    if (!isRecord(watermark) || watermark.appid !== expectedAppId) throw new WechatDecryptError()
  }
  return parsed as T
}

/** Inverse of decryptWechatData; only the dev provider and tests need to produce WeChat-style ciphertext. */
export function encryptWechatData(sessionKeyB64: string, ivB64: string, payload: object): string {
  const key = Buffer.from(sessionKeyB64, 'base64')
  const iv = Buffer.from(ivB64, 'base64')
  if (key.length !== 16 || iv.length !== 16) throw new Error('session key and iv must each decode to 16 bytes')
  const cipher = createCipheriv('aes-128-cbc', key, iv)
  return Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString('base64')
}

/**
 * JS-SDK `wx.config` signature. Field order and lower-case `noncestr` follow the official
 * docs exactly; the fragment is dropped because the browser never sends it, so WeChat
 * signs the page URL without it.
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const pageUrl = url.split('#')[0] ?? ''
  const raw = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`
  return createHash('sha1').update(raw, 'utf8').digest('hex')
}

/**
 * Shared by both providers so a payload that decrypts but holds no phone number
 * fails the same way as one that does not decrypt: the user re-authorizes either way.
 */
export function decryptPhoneInfo(
  sessionKeyB64: string,
  encryptedDataB64: string,
  ivB64: string,
  expectedAppId?: string
): PhoneInfo {
  const data = decryptWechatData<Record<string, unknown>>(sessionKeyB64, encryptedDataB64, ivB64, expectedAppId)
  const { phoneNumber, purePhoneNumber, countryCode } = data
  if (typeof phoneNumber !== 'string' || !phoneNumber) throw new WechatDecryptError()
  return {
    phoneNumber,
    purePhoneNumber: typeof purePhoneNumber === 'string' && purePhoneNumber ? purePhoneNumber : phoneNumber,
    // WeChat always sends it today; mainland China is the only sane fallback for this app's users.
    countryCode: typeof countryCode === 'string' || typeof countryCode === 'number' ? String(countryCode) : '86'
  }
}
