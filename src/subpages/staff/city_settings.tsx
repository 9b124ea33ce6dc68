import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { DAILY_PICKS_MAX, DAILY_PICKS_MIN } from '@contract/models'
import { TENANT_TIME_ZONES } from '@contract/time-zones'
import { getCitySettings, saveCitySettings } from '@/api/config'
import { ChoiceChips } from '@/components/choice-chips'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { formatTenantTime } from '@/utils/time'
import { OFFICE_ADMINS } from '@/utils/staff'
import { citySettingsProblem, fromDraft, toDraft, type CitySettingsDraft } from './models/citySettingsForm'
import { useStaffAccess } from './models/useStaffAccess'
import { FormInput, FormRow } from './parts/staff-form'
import './city_settings.scss'

const ZONE_CHIPS = TENANT_TIME_ZONES.map((z) => ({ key: z.zone as string, label: z.label }))
const PICK_ROWS = [
  { key: 'dailyPicks', label: '普通会员', placeholder: '普通会员人数' },
  { key: 'vipDailyPicks', label: 'VIP会员', placeholder: 'VIP会员人数' }
] as const

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/**
 * 城市设置: the zone of the tenant's city, in which every time is shown and every "today" (check-in
 * days, chat allowances, daily picks) begins, and how many members 每日推荐 brings. Admins only.
 */
function StaffCitySettingsPage() {
  const access = useStaffAccess(OFFICE_ADMINS)
  const { tenant } = useStores()
  const [draft, setDraft] = useState<CitySettingsDraft | null>(null)
  const { busy, run } = useSingleFlight()

  useEffect(() => {
    if (access !== 'allowed') return
    getCitySettings().then(
      (s) => setDraft(toDraft(s)),
      () => undefined
    )
  }, [access])

  const set = (patch: Partial<CitySettingsDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d))

  const save = async () => {
    if (!draft) return
    const problem = citySettingsProblem(draft)
    if (problem) return toast(problem)
    const saved = await run(() => saveCitySettings(fromDraft(draft)).catch(() => null))
    if (!saved) return
    setDraft(toDraft(saved))
    tenant.applyTimeZone(saved.timeZone)
    void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
  }

  return (
    <PageShell title='城市设置'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='城市设置仅管理员可以修改' />
      )}
      {access === 'allowed' && draft && (
        <View className='city-settings'>
          <View className='city-settings__card'>
            <Text className='city-settings__label'>城市所在时区</Text>
            <Text className='city-settings__hint'>
              活动、约会、消息等时间都按此时区显示；签到、每日推荐和每天可发起的聊天都按当地日期计算。
            </Text>
            <ChoiceChips chips={ZONE_CHIPS} chosen={[draft.timeZone]} onPick={(timeZone) => set({ timeZone })} />
            <Text className='city-settings__now'>
              当地现在是 {formatTenantTime(new Date(), 'M月D日 HH:mm', draft.timeZone)}
            </Text>
          </View>
          <View className='city-settings__card'>
            <Text className='city-settings__label'>每日推荐人数</Text>
            <Text className='city-settings__hint'>
              每位会员每天看到的推荐人数，{DAILY_PICKS_MIN}-{DAILY_PICKS_MAX} 人；VIP会员不少于普通会员。
            </Text>
            {PICK_ROWS.map((row) => (
              <FormRow key={row.key} label={row.label}>
                <FormInput
                  type='number'
                  maxlength={2}
                  placeholder={row.placeholder}
                  value={draft[row.key]}
                  onInput={(value) => set({ [row.key]: value })}
                />
              </FormRow>
            ))}
          </View>
          <Button className='city-settings__save' type='primary' block loading={busy} onClick={() => void save()}>
            保存
          </Button>
        </View>
      )}
    </PageShell>
  )
}

export default observer(StaffCitySettingsPage)
