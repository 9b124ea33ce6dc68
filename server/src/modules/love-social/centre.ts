import type { Db } from '../../db/client'
import type { LoveCentre } from '@contract/love'
import type { AuthedUser } from '../../lib/route'
import { badgesFor } from '../love-feed/badges'
import { listCounts, newNotices } from './service'
import { currentUser } from '../member/service'
import { isVip } from '../user/service'
import { myProfileRow } from '../love-profile/service'

// The member's centre gathers what the profile, the feed's badges and the social lists know of them,
// so it sits with the social lists, above the profile every other module reads.
export async function loveCentre(db: Db, who: AuthedUser): Promise<LoveCentre> {
  const [row, user] = await Promise.all([myProfileRow(db, who), currentUser(db, who)])
  const [counts, fresh, badges] = await Promise.all([
    listCounts(db, who),
    newNotices(db, who),
    badgesFor(db, who.tenantId, [who.userId])
  ])
  const vip = isVip(user)
  return {
    completeness: row.completeness,
    isVip: vip,
    vipType: vip ? user.vipType : 0,
    badges: badges.get(who.userId) ?? [],
    viewedMeCount: counts.viewedMe,
    iViewedCount: counts.iViewed,
    favCount: counts.fav,
    favedMeCount: counts.favedMe,
    newViewedMeCount: fresh.viewedMe,
    newFavedMeCount: fresh.favedMe
  }
}
