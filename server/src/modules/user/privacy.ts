import { and, eq } from 'drizzle-orm'
import { DELETED_MEMBER_NAME } from '@contract/account'
import type { Queryable } from '../../db/client'
import { users } from '../../db/schema'

/**
 * 注销账号: erases what identifies her. The users row stays, nameless and unable to log in,
 * because orders, ledger entries, cash-outs and others' chat history point at it; freeing phone,
 * username and openids lets the same person sign up anew.
 */
export async function anonymiseUser(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      status: 'deleted',
      phone: null,
      username: null,
      nickname: DELETED_MEMBER_NAME,
      headPic: '',
      passwordHash: null,
      maOpenid: null,
      mpOpenid: null,
      unionid: null,
      isLoveUser: false
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
}
