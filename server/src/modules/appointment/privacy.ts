import { and, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { dates, meetingRequests } from '../../db/schema'

/** 注销账号: her feedback on dates and the messages of meeting requests she is in. */
export async function eraseDateNotesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .update(dates)
    .set({ feedback: '' })
    .where(and(eq(dates.tenantId, tenantId), or(eq(dates.customerId, userId), eq(dates.partnerId, userId))))
  await db
    .update(meetingRequests)
    .set({ message: '' })
    .where(
      and(
        eq(meetingRequests.tenantId, tenantId),
        or(eq(meetingRequests.customerId, userId), eq(meetingRequests.targetId, userId))
      )
    )
}
