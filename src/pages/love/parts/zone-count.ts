/** A zone with nobody in it yet reads as filling up rather than as "0 members". */
export function zoneCountLabel(memberCount: number): string {
  return memberCount > 0 ? `${memberCount}位会员` : '会员入驻中'
}
