import { Button } from '@nutui/nutui-react-taro'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import type { RoomGuestDetail, RoomView } from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import { EDUCATION_LABELS, type Education } from '@contract/love'
import { ApiError } from '@/api/api-error'
import { getRoom, getRoomGuest, savePicks } from '@/api/active'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import './HxUserDetails.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

function facts(g: RoomGuestDetail): [string, string][] {
  const education = g.education in EDUCATION_LABELS ? EDUCATION_LABELS[g.education as Education] : ''
  const all: [string, string][] = [
    ['年龄', g.age ? `${g.age}岁` : ''],
    ['身高', g.height ? `${g.height}cm` : ''],
    ['现居', g.city],
    ['学历', education],
    ['职业', g.occupation]
  ]
  return all.filter(([, value]) => value)
}

function Album({ guest }: { guest: RoomGuestDetail }) {
  const photos = guest.album.length > 0 ? guest.album : guest.avatar ? [guest.avatar] : []
  if (photos.length === 0)
    return <View className='hx-guest__album hx-guest__album--empty'>{guest.nickname.slice(0, 1)}</View>
  // A plain scrolling row rather than Taro's Swiper, which would pull its library into the shared chunk.
  return (
    <ScrollView className='hx-guest__album' scrollX enhanced showScrollbar={false}>
      {photos.map((src) => (
        <Image
          key={src}
          className={`hx-guest__photo ${photos.length === 1 ? 'hx-guest__photo--only' : ''}`}
          src={src}
          mode='aspectFill'
          onClick={() => void Taro.previewImage({ urls: photos, current: src })}
        />
      ))}
    </ScrollView>
  )
}

interface Shown {
  guest: RoomGuestDetail
  /** For my whole selection, the limit and whether picking is open. */
  room: RoomView
}

/** One guest of the 互选 room: photos, facts, about-me, my heart for them, and a match after the reveal. */
function RoomGuestPage() {
  const { params } = useRouter()
  const eventId = Number(params.eventId) || 0
  const userId = Number(params.userId) || 0
  const { authFlow, tenant } = useStores()
  const [shown, setShown] = useState<Shown | null>(null)
  const [failed, setFailed] = useState(false)
  /** The server's reason this guest can't be shown (not in the room, or I am not a guest). */
  const [gone, setGone] = useState('')
  const { busy, run } = useSingleFlight()

  const load = useCallback(async () => {
    if (!eventId || !userId || !authFlow.ensureLogin()) return
    setFailed(false)
    try {
      const [guest, room] = await Promise.all([
        getRoomGuest({ eventId, userId }, { hideMsg: true }),
        getRoom({ eventId }, { hideMsg: true })
      ])
      setShown({ guest, room })
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.NotFound) return void setGone(err.message)
      setFailed(true)
    }
  }, [eventId, userId, authFlow])

  // Read again on every show: the room page may have changed my selection meanwhile.
  useDidShow(() => void load())

  const backToRoom = () => void Taro.redirectTo({ url: `${ROUTES.activeRoom}?id=${eventId}` })

  if (!eventId || !userId || gone) {
    return (
      <PageShell title='嘉宾资料'>
        <StatusView
          icon={<LineIcon name='people' />}
          title={gone || '嘉宾不存在'}
          action='返回互选'
          onAction={backToRoom}
        />
      </PageShell>
    )
  }
  if (failed) {
    return (
      <PageShell title='嘉宾资料'>
        <StatusView icon='!' title='加载失败，点击重试' onAction={() => void load()} />
      </PageShell>
    )
  }
  if (!shown) return <PageShell title='嘉宾资料' />

  const { guest, room } = shown
  const limit = room.event.picksPerGuest
  const picked = room.myPicks.includes(userId)
  const matched = room.revealed && guest.matched

  const togglePick = () =>
    run(async () => {
      if (!picked && room.myPicks.length >= limit) return toast(`最多选择${limit}位嘉宾，请先取消一位`)
      const userIds = picked ? room.myPicks.filter((id) => id !== userId) : [...room.myPicks, userId]
      const next = await savePicks({ eventId, userIds })
      setShown({ room: next, guest })
      toast(next.myPicks.includes(userId) ? '已心动，揭晓前仅自己可见' : '已取消心动')
    }).catch(() => void load())

  const chat = () =>
    tenant.plugins.message
      ? void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${userId}` })
      : void Taro.navigateTo({
          url: `${ROUTES.loveLine}?targetId=${userId}&nickname=${encodeURIComponent(guest.nickname)}`
        })

  const guestFacts = facts(guest)
  const hasBar = room.canPick || matched || (!room.revealed && !!room.blocker)
  return (
    <PageShell title={guest.nickname}>
      <View className={`hx-guest ${hasBar ? 'hx-guest--with-bar' : ''}`}>
        <Album guest={guest} />
        <View className='hx-guest__card'>
          <View className='hx-guest__name-row'>
            <Text className='hx-guest__name'>{guest.nickname}</Text>
            {matched && <Text className='hx-guest__matched'>互选成功</Text>}
          </View>
          {guestFacts.length > 0 && (
            <View className='hx-guest__facts'>
              {guestFacts.map(([key, value]) => (
                <View key={key} className='hx-guest__fact'>
                  <Text className='hx-guest__fact-key'>{key}</Text>
                  <Text className='hx-guest__fact-value'>{value}</Text>
                </View>
              ))}
            </View>
          )}
        </View>
        <View className='hx-guest__card'>
          <Text className='hx-guest__section'>关于我</Text>
          <Text className='hx-guest__about'>{guest.aboutMe || 'TA还没有写自我介绍'}</Text>
        </View>

        {room.canPick && (
          <View className='hx-guest__bar'>
            <View className='hx-guest__bar-main'>
              <Text className='hx-guest__count'>{`已选 ${room.myPicks.length}/${limit}`}</Text>
              <Text className='hx-guest__secret'>心动选择仅自己可见，揭晓时只公布互相选择的结果</Text>
            </View>
            <Button
              className={`hx-guest__pick ${picked ? 'hx-guest__pick--on' : ''}`}
              type='primary'
              fill={picked ? 'solid' : 'outline'}
              size='large'
              loading={busy}
              icon={<LineIcon name='heart' className='hx-guest__pick-icon' />}
              onClick={() => void togglePick()}
            >
              {picked ? '已心动' : '心动TA'}
            </Button>
          </View>
        )}
        {matched && (
          <View className='hx-guest__bar'>
            <Text className='hx-guest__bar-note'>你们互相心动，主动打个招呼吧</Text>
            <Button className='hx-guest__chat' type='primary' size='large' onClick={chat}>
              {tenant.plugins.message ? '发消息' : '请红娘牵线'}
            </Button>
          </View>
        )}
        {!room.canPick && !room.revealed && room.blocker && (
          <View className='hx-guest__bar'>
            <Text className='hx-guest__bar-note'>{room.blocker}</Text>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(RoomGuestPage)
