import type { Placement } from '@contract/love'

export type PlacementState = 'active' | 'upcoming' | 'ended'

export const PLACEMENT_KIND_LABELS: Record<Placement['kind'], string> = { top: '置顶', boost: '推荐' }

/** What each kind does for the member, as the feed ranks it (top outranks boost). */
export const PLACEMENT_KIND_HINTS: Record<Placement['kind'], string> = {
  top: '期间你的资料排在首页推荐的最前面',
  boost: '期间你的资料在首页推荐中优先展示'
}

export const PLACEMENT_STATE_LABELS: Record<PlacementState, string> = {
  active: '生效中',
  upcoming: '未开始',
  ended: '已结束'
}

/** The server's `active` decides "live"; a window that isn't live has either not begun or run out. */
export function placementState(p: Placement, now: Date = new Date()): PlacementState {
  if (p.active) return 'active'
  return new Date(p.startsAt).getTime() > now.getTime() ? 'upcoming' : 'ended'
}
