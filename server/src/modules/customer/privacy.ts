import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { customerPhotos } from '../../db/schema'

/** 注销账号: the photos the office keeps of her. Answers them, whose files go after the commit. */
export async function eraseCustomerPhotosOf(db: Queryable, tenantId: number, userId: number): Promise<string[]> {
  const photos = await db
    .delete(customerPhotos)
    .where(and(eq(customerPhotos.tenantId, tenantId), eq(customerPhotos.customerId, userId)))
    .returning({ url: customerPhotos.url })
  return photos.map((p) => p.url)
}
