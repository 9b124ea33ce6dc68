import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_PHASE_LABELS,
  EVENT_PICKS_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN
} from '@contract/active'
import { ImagePicker } from '@/components/image-picker'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { PlacePicker } from '@/components/place-picker'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { useStores } from '@/stores'
import { goBack } from '@/utils/navigation'
import { EVENT_MANAGERS } from '@/utils/staff'
import { EVENT_TEXT_MAX, withPlace, type EventForm, type EventTimeKey } from './models/eventForm'
import { useEventEditor } from './models/useEventEditor'
import { useStaffAccess } from './models/useStaffAccess'
import { DateTimeRow } from './parts/datetime-row'
import { FormChips, formInputs, FormRow, FormSwitch, FormTextArea } from './parts/staff-form'
import './eventedit.scss'

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }))

const TIME_ROWS: { key: EventTimeKey; label: string }[] = [
  { key: 'signupStartsAt', label: '报名开始' },
  { key: 'signupEndsAt', label: '报名截止' },
  { key: 'startsAt', label: '活动开始' },
  { key: 'endsAt', label: '活动结束' },
  { key: 'cancelDeadline', label: '取消截止' }
]

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <View className='event-edit__section'>
      <Text className='event-edit__section-title'>{title}</Text>
      {children}
      {hint && <Text className='event-edit__hint'>{hint}</Text>}
    </View>
  )
}

/** Staff create an event as a draft, fill it in over as many visits as they like, and publish it. */
function EventEditPage() {
  const { params } = useRouter()
  const eventId = Number(params.id) || 0
  const { session } = useStores()
  const access = useStaffAccess(EVENT_MANAGERS)
  const allowed = access === 'allowed'
  const { form, edit, saved, failed, reload, busy, save } = useEventEditor(
    eventId,
    session.userInfo?.nickname ?? '',
    allowed
  )
  const title = eventId ? '编辑活动' : '新建活动'
  // Left by hand while the toast shows, the page must not send the editor back a second page.
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(leaving.current), [])
  const [picking, setPicking] = useState(false)

  if (access === 'denied') {
    return (
      <PageShell title={title}>
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='活动管理仅对管理员和红娘开放' />
      </PageShell>
    )
  }
  if (!allowed || !form) {
    return (
      <PageShell title={title}>
        {failed && <StatusView icon={<LineIcon name='refresh' />} title='加载失败' action='重试' onAction={reload} />}
      </PageShell>
    )
  }

  const draft = !saved || saved.status === 'draft'
  const closed = saved !== null && (saved.status === 'cancelled' || saved.phase === 'finished')
  const input = formInputs(form, edit)
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => edit((f) => ({ ...f, [key]: value }))
  // Turned on, it starts from a usual choice: three picks, revealed when the event ends.
  const toggleMutual = (on: boolean) =>
    edit((f) => ({
      ...f,
      mutualSelection: on,
      picksPerGuest: on && !f.picksPerGuest ? '3' : f.picksPerGuest,
      revealAt: on && !f.revealAt ? f.endsAt : f.revealAt
    }))

  const submit = async (publish: boolean) => {
    if (publish) {
      const { confirm } = await Taro.showModal({
        title: '发布活动',
        content: '发布后会员即可看到活动并报名，确定发布吗？',
        confirmText: '发布'
      })
      if (!confirm) return
    }
    const done = await save(publish)
    if (!done) return
    void Taro.showToast({
      title: publish ? '已发布' : draft ? '草稿已保存' : '已保存',
      icon: 'success',
      duration: TOAST_MS
    })
    leaving.current = setTimeout(() => goBack(), TOAST_MS)
  }

  return (
    <PageShell title={title}>
      <View className='event-edit'>
        {saved && (
          <Text className='event-edit__status'>
            {closed
              ? `活动${EVENT_PHASE_LABELS[saved.phase]}，不能再修改`
              : `当前状态：${EVENT_PHASE_LABELS[saved.phase]}`}
          </Text>
        )}
        <Section
          title='基本信息'
          hint={saved?.status === 'published' ? '已有会员报名后，活动类型和互选设置不能再修改' : undefined}
        >
          <FormRow label='活动类型'>
            <FormChips options={KIND_OPTIONS} value={form.kind} onPick={(kind) => set('kind', kind)} />
          </FormRow>
          <FormRow label='活动名称'>
            {input('title', `${EVENT_TITLE_MIN}-${EVENT_TITLE_MAX}个字，如 周末户外徒步交友`, 'text', EVENT_TITLE_MAX)}
          </FormRow>
          <FormRow label='所在城市'>{input('city', '如 杭州', 'text', EVENT_TEXT_MAX.city)}</FormRow>
          {form.kind === 'offline' && (
            <>
              <FormRow label='活动地点'>{input('venue', '详细地址', 'text', EVENT_TEXT_MAX.venue)}</FormRow>
              <Button
                className='event-edit__pick-venue'
                size='small'
                type='primary'
                fill='none'
                onClick={() => setPicking(true)}
              >
                搜索地点，自动填写地址和坐标 ›
              </Button>
              <FormRow label='地图纬度'>{input('lat', '选填，如 30.2741', 'digit', 12)}</FormRow>
              <FormRow label='地图经度'>{input('lng', '选填，如 120.1551', 'digit', 12)}</FormRow>
            </>
          )}
          <Text className='event-edit__label'>活动封面</Text>
          <ImagePicker
            value={form.cover ? [form.cover] : []}
            max={1}
            addText='上传封面'
            onChange={(urls) => set('cover', urls[0] ?? '')}
          />
        </Section>

        <Section title='时间' hint='取消截止前，会员可自行取消报名并退回报名费'>
          {TIME_ROWS.map((row) => (
            <DateTimeRow key={row.key} label={row.label} value={form[row.key]} onChange={(v) => set(row.key, v)} />
          ))}
        </Section>

        <Section title='名额与费用' hint='名额填0表示不招募该性别；费用不填即免费'>
          <FormRow label='男士名额'>{input('quotaMale', '男士人数', 'number', 4)}</FormRow>
          <FormRow label='女士名额'>{input('quotaFemale', '女士人数', 'number', 4)}</FormRow>
          <FormRow label='男士费用(元)'>{input('priceMale', '男士报名费', 'digit', 8)}</FormRow>
          <FormRow label='女士费用(元)'>{input('priceFemale', '女士报名费', 'digit', 8)}</FormRow>
        </Section>

        <Section title='报名要求'>
          <FormSwitch
            label='需要实名认证'
            checked={form.realNameRequired}
            onChange={(on) => set('realNameRequired', on)}
          />
          <FormSwitch label='报名需审核' checked={form.auditRequired} onChange={(on) => set('auditRequired', on)} />
          <FormSwitch label='开启互选' checked={form.mutualSelection} onChange={toggleMutual} />
          {form.mutualSelection && (
            <>
              <FormRow label='每人可选'>{input('picksPerGuest', `1-${EVENT_PICKS_MAX}人`, 'number', 2)}</FormRow>
              <DateTimeRow label='揭晓时间' value={form.revealAt} onChange={(v) => set('revealAt', v)} />
              <Text className='event-edit__hint'>到揭晓时间自动公布，也可在报名管理中提前揭晓</Text>
            </>
          )}
        </Section>

        <Section title='活动说明'>
          <FormRow label='组织者'>{input('organiser', '如 红娘小美', 'text', EVENT_TEXT_MAX.organiser)}</FormRow>
          <FormTextArea
            className='event-edit__rules'
            placeholder='活动流程、注意事项、费用说明等（选填）'
            maxlength={EVENT_TEXT_MAX.rules}
            value={form.rules}
            onInput={(rules) => set('rules', rules)}
          />
        </Section>
      </View>
      {!closed && (
        <View className='event-edit__bar'>
          <Button
            className='event-edit__save'
            type='primary'
            fill='outline'
            size='large'
            disabled={busy}
            onClick={() => void submit(false)}
          >
            {draft ? '保存草稿' : '保存修改'}
          </Button>
          {draft && (
            <Button
              className='event-edit__publish'
              type='primary'
              size='large'
              disabled={busy}
              onClick={() => void submit(true)}
            >
              保存并发布
            </Button>
          )}
        </View>
      )}
      <PlacePicker
        open={picking}
        city={form.city.trim()}
        onClose={() => setPicking(false)}
        onPick={(place) => edit((f) => withPlace(f, place))}
      />
    </PageShell>
  )
}

export default observer(EventEditPage)
