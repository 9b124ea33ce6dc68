import { randomBytes } from 'node:crypto'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPES_MESSAGE,
  IMAGE_UPLOAD_MAX_BYTES,
  type UploadResult
} from '@contract/content'
import type { ServerDeps } from '../../lib/deps'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import type { TenantContext } from '../../plugins/tenant'
import { recordUpload } from './ownership'
import { renderImage, type Watermark } from './render'
import { sniffImageType } from './sniff'

/** Generous for albums and certifications; stops a script from keeping sharp busy. */
const UPLOADS_PER_HOUR = 120

/** t1/images/2026/11/<32 hex>.jpg: unguessable, and never reused, so caches may keep it forever. */
function imageKey(tenantId: number, now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `t${tenantId}/images/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.jpg`
}

/**
 * The URL members load the image from. fileDomain is the CDN origin in front of the storage,
 * so it replaces the origin (or prefixes the path) the storage answered.
 */
export function publicUrl(fileDomain: string, stored: string): string {
  if (!fileDomain) return stored
  return fileDomain.replace(/\/+$/, '') + new URL(stored, 'http://storage.invalid').pathname
}

function watermarkOf(tenant: TenantContext): Watermark | null {
  const { imageConfig, siteConfig } = tenant.tenant
  if (!imageConfig.wmOpen) return null
  return { config: imageConfig, text: imageConfig.wmContent || siteConfig.platformName }
}

/**
 * Checks, re-encodes, watermarks and stores one uploaded image, recorded as the member's so that
 * only they can reference it; answers where it can be loaded.
 */
export async function storeImage(
  deps: Pick<ServerDeps, 'db' | 'storage' | 'hitLimit'>,
  tenant: TenantContext,
  who: AuthedUser,
  input: Buffer
): Promise<UploadResult> {
  await deps.hitLimit(`upload:${who.tenantId}:${who.userId}`, UPLOADS_PER_HOUR, 60 * 60_000, '上传太频繁，请稍后再试')
  if (input.length > IMAGE_UPLOAD_MAX_BYTES) throw new BizError(IMAGE_TOO_LARGE_MESSAGE)
  if (!sniffImageType(input)) throw new BizError(IMAGE_TYPES_MESSAGE)
  const jpeg = await renderImage(input, watermarkOf(tenant))
  const key = imageKey(who.tenantId, new Date())
  const url = publicUrl(tenant.tenant.imageConfig.fileDomain, await deps.storage.put(key, jpeg, 'image/jpeg'))
  await recordUpload(deps.db, who, key, url)
  return { url }
}

const DATA_URL_RE = /^data:image\/[\w.+-]+;base64,/i

/** The bytes of a "data:image/…;base64,…" URL; which image type it really is, sniffing decides. */
export function decodeDataUrl(data: string): Buffer {
  const prefix = DATA_URL_RE.exec(data)
  if (!prefix) throw new BizError('图片数据格式不正确')
  return Buffer.from(data.slice(prefix[0].length), 'base64')
}
