import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { EVENT_PHASE_LABELS, type RoomGuest, type RoomView } from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import { EDUCATION_LABELS, type Education } from '@contract/love'
import { ApiError } from '@/api/api-error'
import { getRoom, savePicks } from '@/api/active'
import { LineIcon } from '@/components/line-icon'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { goBack } from '@/utils/navigation'
import { timeRange } from '@/utils/timeRange'
import './hxdetail.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

const PICKS_SECRET = '心动选择仅自己可见，揭晓时只公布互相选择的结果'

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left as 01天02:03:04; a part-second counts as a whole one, so 00:00:00 means the moment has come. */
function countdownText(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000)
  const days = Math.floor(s / 86400)
  return `${pad(days)}天${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

/**
 * Milliseconds until `target`, ticking on each whole second. `onZero` runs once when it reaches 0
 * while the page watches, not when the time had already passed on arrival: the server reveals on
 * the first read after revealAt, and a clock running ahead of the server's must not reload forever.
 */
function useCountdown(target: string, onZero: () => void): number {
  const left = useCallback(() => (target ? Math.max(0, dayjs(target).diff(dayjs())) : 0), [target])
  const [ms, setMs] = useState(left)
  const zero = useRef(onZero)
  zero.current = onZero

  useEffect(() => {
    const first = left()
    setMs(first)
    if (first === 0) return
    let timer: ReturnType<typeof setTimeout>
    const step = () => {
      const rest = left()
      setMs(rest)
      if (rest === 0) return zero.current()
      timer = setTimeout(step, rest % 1000 || 1000)
    }
    timer = setTimeout(step, first % 1000 || 1000)
    return () => clearTimeout(timer)
  }, [left])
  return ms
}

function educationLabel(code: string): string {
  return code in EDUCATION_LABELS ? EDUCATION_LABELS[code as Education] : ''
}

/** What a card says under the name; a fact the member hides or never gave is left out. */
function guestFacts(g: RoomGuest): string {
  return [g.age ? `${g.age}岁` : '', g.height ? `${g.height}cm` : '', g.city, educationLabel(g.education)]
    .filter(Boolean)
    .join(' · ')
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id))

/**
 * My selection once the room is read again: taps here not yet sent stay, and what was saved
 * elsewhere meanwhile (on a guest's own page) is applied on top. Guests no longer in the room drop
 * out; when the two together exceed the limit, the saved selection wins.
 */
function carrySelection(mine: number[], before: RoomView, after: RoomView): number[] {
  if (!after.canPick) return after.myPicks
  const present = new Set(after.guests.map((g) => g.userId))
  const added = after.myPicks.filter((id) => !before.myPicks.includes(id) && !mine.includes(id))
  const removed = before.myPicks.filter((id) => !after.myPicks.includes(id))
  const merged = [...mine.filter((id) => !removed.includes(id) && present.has(id)), ...added]
  return merged.length <= after.event.picksPerGuest ? merged : after.myPicks
}

interface Shown {
  room: RoomView
  /** The hearts on the cards, sent as a whole by 提交心动选择. */
  selection: number[]
}

/**
 * The 互选 room of one event: its guests of the other gender, my hearts (sent as one selection and
 * sealed until the reveal), the countdown to the reveal, and afterwards my mutual matches.
 */
function RoomPage() {
  const { params } = useRouter()
  const eventId = Number(params.id) || 0
  const { authFlow, tenant } = useStores()
  const [shown, setShown] = useState<Shown | null>(null)
  const [failed, setFailed] = useState(false)
  /** The server's reason there is no room to show (no such event, no mutual selection). */
  const [gone, setGone] = useState('')
  const { busy, run } = useSingleFlight()
  const hasRoom = useRef(false)

  const load = useCallback(async () => {
    if (!eventId || !authFlow.ensureLogin()) return
    try {
      // The first read says what went wrong on the page itself; a later one keeps the room and toasts.
      const room = await getRoom({ eventId }, { hideMsg: !hasRoom.current })
      hasRoom.current = true
      setFailed(false)
      setShown((prev) => ({ room, selection: prev ? carrySelection(prev.selection, prev.room, room) : room.myPicks }))
    } catch (err) {
      if (hasRoom.current) return
      if (err instanceof ApiError && err.code === ErrorCode.NotFound) return void setGone(err.message)
      setFailed(true)
    }
  }, [eventId, authFlow])

  // Every show reads the room again: a heart given on a guest's page, or the reveal, is there on return.
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  const room = shown?.room
  const target = room && !room.revealed ? room.event.revealAt : ''
  const left = useCountdown(target, () => void load())

  const openEvent = () => void Taro.navigateTo({ url: `${ROUTES.activeDetail}?id=${eventId}` })

  if (!eventId || gone) {
    return (
      <PageShell title='心动互选'>
        <StatusView
          icon={<LineIcon name='heart' />}
          title={gone || '活动不存在'}
          action={eventId ? '查看活动' : '看看其他活动'}
          onAction={() => (eventId ? openEvent() : void Taro.redirectTo({ url: ROUTES.activeIndex }))}
        />
      </PageShell>
    )
  }
  if (failed && !room) {
    return (
      <PageShell title='心动互选'>
        <StatusView icon='!' title='加载失败，点击重试' onAction={() => void load()} />
      </PageShell>
    )
  }
  if (!shown || !room) return <PageShell title='心动互选' />

  const { selection } = shown
  const limit = room.event.picksPerGuest
  const dirty = !sameSet(selection, room.myPicks)
  const openGuest = (userId: number) =>
    void Taro.navigateTo({ url: `${ROUTES.activeRoomGuest}?eventId=${eventId}&userId=${userId}` })

  const toggle = (userId: number) => {
    if (selection.includes(userId)) {
      setShown({ room, selection: selection.filter((id) => id !== userId) })
    } else if (selection.length >= limit) {
      toast(`最多选择${limit}位嘉宾，请先取消一位`)
    } else {
      setShown({ room, selection: [...selection, userId] })
    }
  }

  const submit = () =>
    run(async () => {
      const next = await savePicks({ eventId, userIds: selection })
      setShown({ room: next, selection: next.myPicks })
      void Taro.showModal({ title: '心动选择已提交', content: PICKS_SECRET, showCancel: false, confirmText: '知道了' })
    }).catch(() => void load())

  const leave = () => {
    if (!dirty || !room.canPick) return goBack()
    void Taro.showModal({
      title: '心动选择还未提交',
      content: '离开后这次的修改不会保存，确定离开吗？',
      confirmText: '离开',
      cancelText: '留下'
    }).then((r) => r.confirm && goBack())
  }

  const chat = (peer: RoomGuest) =>
    tenant.plugins.message
      ? void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${peer.userId}` })
      : void Taro.navigateTo({
          url: `${ROUTES.loveLine}?targetId=${peer.userId}&nickname=${encodeURIComponent(peer.nickname)}`
        })

  return (
    <PageShell title='心动互选' onBack={leave}>
      <View className={`hx-room ${room.canPick ? 'hx-room--picking' : ''}`}>
        <View className='hx-room__head'>
          <View className='hx-room__title-row'>
            <Text className='hx-room__title'>{room.event.title}</Text>
            <Text className='hx-room__phase'>{EVENT_PHASE_LABELS[room.event.phase]}</Text>
          </View>
          <Text className='hx-room__when'>{timeRange(room.event.startsAt, room.event.endsAt)}</Text>
          {room.revealed
            ? room.isGuest && <Text className='hx-room__revealed'>互选结果已揭晓</Text>
            : target && (
                <View className='hx-room__countdown'>
                  <Text className='hx-room__countdown-label'>{left > 0 ? '距互选揭晓' : '互选结果揭晓中'}</Text>
                  {left > 0 ? (
                    <Text className='hx-room__countdown-time'>{countdownText(left)}</Text>
                  ) : (
                    <Text className='hx-room__countdown-hint'>下拉刷新查看结果</Text>
                  )}
                </View>
              )}
        </View>

        {room.revealed && room.isGuest && (
          <View className='hx-room__results'>
            <Text className='hx-room__section'>我的互选结果</Text>
            {room.matches.length > 0 ? (
              room.matches.map((m) => (
                <View key={m.userId} className='hx-room__match'>
                  <MemberAvatar src={m.avatar} name={m.nickname} size='large' />
                  <View className='hx-room__match-main'>
                    <View className='hx-room__match-name-row'>
                      <Text className='hx-room__match-name'>{m.nickname}</Text>
                      <Text className='hx-room__matched'>互选成功</Text>
                    </View>
                    <Text className='hx-room__match-facts'>{guestFacts(m)}</Text>
                    <View className='hx-room__match-actions'>
                      <Button
                        className='hx-room__match-profile'
                        type='primary'
                        fill='outline'
                        size='small'
                        onClick={() => openGuest(m.userId)}
                      >
                        查看资料
                      </Button>
                      <Button className='hx-room__match-chat' type='primary' size='small' onClick={() => chat(m)}>
                        {tenant.plugins.message ? '发消息' : '请红娘牵线'}
                      </Button>
                    </View>
                  </View>
                </View>
              ))
            ) : (
              <View className='hx-room__none'>
                <Text className='hx-room__none-text'>本场暂无互选成功，别灰心，红娘会继续为你牵线</Text>
                <Button
                  className='hx-room__none-link'
                  type='primary'
                  fill='outline'
                  size='small'
                  onClick={() => void Taro.navigateTo({ url: ROUTES.activeIndex })}
                >
                  看看其他活动
                </Button>
              </View>
            )}
          </View>
        )}

        {room.blocker && !(room.revealed && room.isGuest) && (
          <View className='hx-room__blocker'>
            <Text className='hx-room__blocker-text'>{room.blocker}</Text>
            {!room.isGuest && (
              <Button className='hx-room__blocker-link' type='primary' fill='outline' size='small' onClick={openEvent}>
                查看活动
              </Button>
            )}
          </View>
        )}

        {room.isGuest && !room.revealed && (
          <View className='hx-room__guests'>
            <View className='hx-room__guests-head'>
              <Text className='hx-room__section'>本场嘉宾</Text>
              {room.canPick && <Text className='hx-room__tip'>{`点击♡表达心动，最多${limit}位`}</Text>}
            </View>
            {room.guests.length === 0 ? (
              <Text className='hx-room__empty'>异性嘉宾入场后会出现在这里，下拉刷新看看</Text>
            ) : (
              <View className='hx-room__grid'>
                {room.guests.map((g) => {
                  const on = selection.includes(g.userId)
                  return (
                    <View key={g.userId} className='hx-room__card' onClick={() => openGuest(g.userId)}>
                      {g.avatar ? (
                        <Image className='hx-room__photo' src={g.avatar} mode='aspectFill' />
                      ) : (
                        <View className='hx-room__photo hx-room__photo--empty'>{g.nickname.slice(0, 1)}</View>
                      )}
                      {room.canPick && (
                        <Button
                          className={`hx-room__heart ${on ? 'hx-room__heart--on' : ''}`}
                          aria-label={on ? '取消心动' : '心动'}
                          icon={<LineIcon name='heart' />}
                          onClick={(e) => {
                            e.stopPropagation()
                            toggle(g.userId)
                          }}
                        />
                      )}
                      <View className='hx-room__card-body'>
                        <Text className='hx-room__nickname'>{g.nickname}</Text>
                        <Text className='hx-room__facts'>{guestFacts(g)}</Text>
                      </View>
                    </View>
                  )
                })}
              </View>
            )}
          </View>
        )}

        {room.canPick && (
          <View className='hx-room__bar'>
            <View className='hx-room__bar-main'>
              <Text className='hx-room__count'>{`已选 ${selection.length}/${limit}`}</Text>
              <Text className='hx-room__secret'>{PICKS_SECRET}</Text>
            </View>
            <Button
              className='hx-room__submit'
              type='primary'
              size='large'
              disabled={!dirty}
              loading={busy}
              onClick={() => void submit()}
            >
              {dirty || room.myPicks.length === 0 ? '提交心动选择' : '已提交'}
            </Button>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(RoomPage)
