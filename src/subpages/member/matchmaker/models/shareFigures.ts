import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useShownData } from '@/hooks/useShownData'
import type { StaffAccess } from '@/subpages/staff/models/useStaffAccess'

/**
 * The figures of an office page: loaded once the member's role lets them see it, again whenever the
 * page shows, and on a pull down together with `more` (e.g. a list's first page).
 */
export function useShareFigures<T>(
  access: StaffAccess,
  fetch: () => Promise<T>,
  more: Array<() => Promise<void>> = []
) {
  const figures = useShownData(fetch, access === 'allowed')
  usePullDownRefresh(() => {
    if (access !== 'allowed') return void Taro.stopPullDownRefresh()
    void Promise.all([figures.reload(), ...more.map((load) => load())]).finally(() => Taro.stopPullDownRefresh())
  })
  return figures
}
