/** A member without a nickname is still someone staff can tell apart. */
export function memberName(nickname: string, userId: number): string {
  return nickname || `会员${userId}`
}
