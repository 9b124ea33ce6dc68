import {
  DAILY_PICKS_MAX,
  DAILY_PICKS_MIN,
  DAILY_PICKS_RANGE_TEXT,
  VIP_PICKS_TOO_FEW,
  type CitySettings
} from '@contract/models'
import { TENANT_TIME_ZONE_IDS } from '@contract/time-zones'

/** The page's fields as typed: the sizes stay text until saved, so a half-typed number is not lost. */
export interface CitySettingsDraft {
  timeZone: string
  dailyPicks: string
  vipDailyPicks: string
}

export const toDraft = (s: CitySettings): CitySettingsDraft => ({
  timeZone: s.timeZone,
  dailyPicks: String(s.dailyPicks),
  vipDailyPicks: String(s.vipDailyPicks)
})

const inRange = (text: string) => {
  const n = Number(text)
  return /^\d+$/.test(text) && n >= DAILY_PICKS_MIN && n <= DAILY_PICKS_MAX
}

/** What the server would refuse, in its words; '' when the draft can be saved. */
export function citySettingsProblem(d: CitySettingsDraft): string {
  if (!(TENANT_TIME_ZONE_IDS as readonly string[]).includes(d.timeZone)) return '请从列表中选择城市所在的时区'
  if (!inRange(d.dailyPicks)) return `普通会员的每日推荐人数${DAILY_PICKS_RANGE_TEXT}`
  if (!inRange(d.vipDailyPicks)) return `VIP会员的每日推荐人数${DAILY_PICKS_RANGE_TEXT}`
  if (Number(d.vipDailyPicks) < Number(d.dailyPicks)) return VIP_PICKS_TOO_FEW
  return ''
}

export const fromDraft = (d: CitySettingsDraft): CitySettings => ({
  timeZone: d.timeZone,
  dailyPicks: Number(d.dailyPicks),
  vipDailyPicks: Number(d.vipDailyPicks)
})
