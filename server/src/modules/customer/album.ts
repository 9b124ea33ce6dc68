import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import type { CustomerAlbum } from '@contract/customer'
import { customerPhotos, users } from '../../db/schema'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { IMAGE_NOT_OWNED_MESSAGE, ownsImages } from '../image/ownership'
import type { OfficeScope } from '../matchmaker/scope'
import { customerInScope } from './customers'

/** The customers' album photos, in order, for several customers at once (library cards and details). */
export async function albumsOf(db: Queryable, tenantId: number, customerIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>()
  if (customerIds.length === 0) return result
  const rows = await db
    .select({ customerId: customerPhotos.customerId, url: customerPhotos.url })
    .from(customerPhotos)
    .where(and(eq(customerPhotos.tenantId, tenantId), inArray(customerPhotos.customerId, customerIds)))
    .orderBy(asc(customerPhotos.sort), asc(customerPhotos.id))
  for (const r of rows) result.set(r.customerId, [...(result.get(r.customerId) ?? []), r.url])
  return result
}

async function readAlbum(db: Queryable, tenantId: number, userId: number): Promise<CustomerAlbum> {
  const [user] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  if (!user) throw notFound('客户不存在')
  const photos = await db
    .select({ id: customerPhotos.id, url: customerPhotos.url })
    .from(customerPhotos)
    .where(and(eq(customerPhotos.tenantId, tenantId), eq(customerPhotos.customerId, userId)))
    .orderBy(asc(customerPhotos.sort), asc(customerPhotos.id))
  return { userId, nickname: user.nickname, photos }
}

export async function customerAlbum(db: Db, scope: OfficeScope, userId: number, now: Date): Promise<CustomerAlbum> {
  await customerInScope(db, scope, userId, now)
  return readAlbum(db, scope.tenantId, userId)
}

/**
 * Replaces the customer's album with `images`, in that order. A photo may be one the album already
 * holds (whoever uploaded it: the customer may have changed matchmakers) or the caller's own upload
 * on this server; anything else, another member's upload or an address this server never stored,
 * is refused. The customer's rows are locked, so two saves at once leave one whole album.
 */
export async function saveCustomerAlbum(
  db: Db,
  who: AuthedUser,
  scope: OfficeScope,
  userId: number,
  images: string[],
  now: Date
): Promise<CustomerAlbum> {
  await customerInScope(db, scope, userId, now)
  if (new Set(images).size !== images.length) throw new BizError('相册里有重复的照片')
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, userId)))
      .for('update')
    const held = await tx
      .select({ url: customerPhotos.url, uploadedBy: customerPhotos.uploadedBy })
      .from(customerPhotos)
      .where(and(eq(customerPhotos.tenantId, scope.tenantId), eq(customerPhotos.customerId, userId)))
    // A kept photo keeps its uploader: the album says who took each picture, not who sorted it last.
    const uploader = new Map(held.map((h) => [h.url, h.uploadedBy]))
    const added = images.filter((url) => !uploader.has(url))
    if (added.length && !(await ownsImages(tx, who, added))) throw new BizError(IMAGE_NOT_OWNED_MESSAGE)
    await tx
      .delete(customerPhotos)
      .where(and(eq(customerPhotos.tenantId, scope.tenantId), eq(customerPhotos.customerId, userId)))
    if (images.length) {
      await tx.insert(customerPhotos).values(
        images.map((url, sort) => ({
          tenantId: scope.tenantId,
          customerId: userId,
          uploadedBy: uploader.get(url) ?? who.userId,
          url,
          sort,
          createdAt: now
        }))
      )
    }
    return readAlbum(tx, scope.tenantId, userId)
  })
}
