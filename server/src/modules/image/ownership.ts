import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import type { ObjectStorage } from '../../providers/storage/types'
import { loveProfiles, uploads, users } from '../../db/schema'
import type { AuthedUser } from '../../lib/route'

/**
 * Schema keyword on a string that names an image this server stored for the requesting member
 * (declared to ajv in app.ts). The uploaded-images plugin finds it in every route's schema and
 * checks the values before the handler runs, so a new route only has to use the schema.
 */
export const UPLOADED_IMAGE = 'x-uploaded-image'

export const IMAGE_NOT_OWNED_MESSAGE = '图片不正确，请重新上传'

/** The app's own avatar pictures (src/assets/avatars, built to this path for H5 and the mini-program). */
export const BUILT_IN_AVATAR_PATTERN = '^/static/images/assets/avatars/avatar-\\d{1,2}\\.png$'
const BUILT_IN_AVATAR_RE = new RegExp(BUILT_IN_AVATAR_PATTERN)

export async function recordUpload(db: Db, who: AuthedUser, storageKey: string, url: string): Promise<void> {
  await db.insert(uploads).values({ tenantId: who.tenantId, userId: who.userId, storageKey, url })
}

/**
 * True when the member may reference every one of `urls`: each is their own upload in this
 * tenant, or something they already show (an album photo or the avatar, which may predate the
 * uploads table or be a seeded picture), or one of the app's built-in avatars, which are nobody's
 * upload and everybody's choice. One query, however many images.
 */
export async function ownsImages(db: Db, who: AuthedUser, urls: string[]): Promise<boolean> {
  const wanted = urls.filter((url) => !BUILT_IN_AVATAR_RE.test(url))
  if (wanted.length === 0) return true
  const own = db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.tenantId, who.tenantId), eq(uploads.userId, who.userId), inArray(uploads.url, wanted)))
  const album = db
    .select({ url: sql<string>`unnest(${loveProfiles.album})` })
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId)))
  const avatar = db
    .select({ url: users.headPic })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)))
  const rows = await own.union(album).union(avatar)
  const allowed = new Set(rows.map((r) => r.url))
  return wanted.every((url) => allowed.has(url))
}

/**
 * The bytes of an image this server stored in the tenant (a company seal drawn into a contract),
 * or null when the URL is not one of its uploads or the file is gone.
 */
export async function storedImageBytes(
  db: Queryable,
  storage: ObjectStorage,
  tenantId: number,
  url: string
): Promise<Buffer | null> {
  const [row] = await db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.url, url)))
    .limit(1)
  return row ? ((await storage.get(row.key)) ?? null) : null
}
