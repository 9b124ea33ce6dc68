import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from './client'
import { contentReviews, loveProfiles, users } from './schema'
import { feedMemberPhone } from './seed-love'

const NEW_ABOUT_ME =
  '刚换了工作，周末喜欢去西湖边骑车、找小店喝咖啡。希望认识一个愿意一起散步聊天、把日子过得松弛一点的人。'

/**
 * The demo city's review queue is alive on first start: one member has chosen another of their
 * photos as avatar, another has rewritten their about-me. What the seed wrote before counts as approved.
 */
export async function seedPendingReviews(db: Db, tenantId: number): Promise<void> {
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      headPic: users.headPic,
      album: loveProfiles.album,
      aboutMe: loveProfiles.aboutMe
    })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.phone, [feedMemberPhone(tenantId, 20), feedMemberPhone(tenantId, 21)])
      )
    )
    .orderBy(users.phone)
  const [avatarMember, textMember] = rows
  if (!avatarMember || !textMember) return
  const newAvatar = avatarMember.album.find((url) => url !== avatarMember.headPic)
  if (newAvatar) {
    await db.insert(contentReviews).values({
      tenantId,
      userId: avatarMember.id,
      kind: 'avatar',
      proposed: newAvatar,
      previous: avatarMember.headPic ?? ''
    })
  }
  await db.insert(contentReviews).values({
    tenantId,
    userId: textMember.id,
    kind: 'aboutMe',
    proposed: NEW_ABOUT_ME,
    previous: textMember.aboutMe
  })
}
