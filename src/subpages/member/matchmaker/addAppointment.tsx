import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { PLACE_MAX, type MatchCandidate, type OfficeMember } from '@contract/appointment'
import { OFFICE_STAFF } from '@/utils/staff'
import { staffScheduleDate } from '@/api/appointment'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { PlacePicker } from '@/components/place-picker'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { DateTimeRow } from '@/subpages/staff/parts/datetime-row'
import { FormInput, FormRow } from '@/subpages/staff/parts/staff-form'
import { venueText } from '@/utils/mapPlace'
import { decodeQuery } from '@/utils/query'
import { dateFormFrom, dateFormProblem, scheduleReq, type DateForm } from './models/dateForm'
import { MatchChooser } from './parts/match-chooser'
import { MatchMemberRow } from './parts/match-member-row'
import './addAppointment.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/**
 * 安排约会: from an accepted meeting request (its two members fixed) or directly for one of my
 * customers. A partner who is not my customer is invited: the date waits for her or her matchmaker.
 */
export default function OfficeAddDatePage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const { params } = useRouter()
  const [form, setForm] = useState<DateForm>(() => dateFormFrom(params))
  const [customer, setCustomer] = useState<OfficeMember | null>(null)
  const [partner, setPartner] = useState<MatchCandidate | null>(null)
  const { busy, run } = useSingleFlight()
  const [picking, setPicking] = useState(false)
  const fromRequest = form.meetingRequestId > 0

  const chooseCustomer = (m: OfficeMember | null) => {
    setCustomer(m)
    setPartner(null)
    setForm((f) => ({ ...f, customerId: m?.userId ?? 0, partnerId: 0 }))
  }
  const choosePartner = (c: MatchCandidate | null) => {
    setPartner(c)
    setForm((f) => ({ ...f, partnerId: c?.userId ?? 0 }))
  }

  const submit = async () => {
    const problem = dateFormProblem(form)
    if (problem) return toast(problem)
    const made = await run(() => staffScheduleDate(scheduleReq(form)).catch(() => null))
    if (!made) return
    const title = made.status === 'pending' ? '邀请已发出，待对方确认' : '已安排，双方已收到通知'
    void Taro.showToast({ title, icon: 'success', duration: TOAST_MS })
    setTimeout(() => void Taro.redirectTo({ url: ROUTES.officeDates }), TOAST_MS)
  }

  const ready = fromRequest || partner !== null
  return (
    <PageShell title='安排约会'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='安排约会仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='office-add-date'>
          {fromRequest && (
            <View className='office-add-date__card'>
              <Text className='office-add-date__label'>来自约见申请</Text>
              <Text className='office-add-date__names'>{decodeQuery(params.names)}</Text>
            </View>
          )}
          {!fromRequest && !partner && (
            <MatchChooser
              enabled
              customer={customer}
              onCustomer={chooseCustomer}
              onCandidate={choosePartner}
              candidateSide={() => (
                <Button className='office-add-date__pick' type='primary' fill='outline' size='small'>
                  选TA
                </Button>
              )}
            />
          )}
          {!fromRequest && customer && partner && (
            <View className='office-add-date__card'>
              <MatchMemberRow member={customer} extra={<Text className='office-add-date__role'>客户</Text>} />
              <View className='office-add-date__gap' />
              <MatchMemberRow
                member={partner}
                extra={<Text className='office-add-date__role'>约会对象</Text>}
                side={
                  <Button
                    className='office-add-date__pick'
                    type='primary'
                    fill='outline'
                    size='small'
                    onClick={() => choosePartner(null)}
                  >
                    更换
                  </Button>
                }
              />
            </View>
          )}
          {ready && (
            <View className='office-add-date__card staff-form'>
              <FormRow label='约会地点'>
                <FormInput
                  value={form.place}
                  onInput={(place) => setForm((f) => ({ ...f, place }))}
                  placeholder='如：西湖边·湖畔咖啡馆'
                  type='text'
                  maxlength={PLACE_MAX}
                />
              </FormRow>
              <Text className='office-add-date__pick-place' onClick={() => setPicking(true)}>
                搜索地点 ›
              </Text>
              <DateTimeRow
                label='约会时间'
                value={form.startsAt}
                onChange={(startsAt) => setForm((f) => ({ ...f, startsAt }))}
              />
              <Text className='office-add-date__hint'>
                对方是你的客户时直接安排，双方收到时间和地点的通知；不是你的客户时，需对方本人或其红娘接受后才算安排成功
              </Text>
              <Button
                className='office-add-date__submit'
                type='primary'
                size='large'
                block
                loading={busy}
                onClick={() => void submit()}
              >
                确认安排
              </Button>
            </View>
          )}
        </View>
      )}
      {access === 'allowed' && (
        <PlacePicker
          open={picking}
          city=''
          onClose={() => setPicking(false)}
          onPick={(place) => setForm((f) => ({ ...f, place: venueText(place, PLACE_MAX) }))}
        />
      )}
    </PageShell>
  )
}
