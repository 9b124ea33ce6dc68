import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState, type ReactNode } from 'react'
import { EVENT_KIND_LABELS, EVENT_PHASE_LABELS, type EventDetail, type MySignup } from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import { MAP_ZOOM } from '@contract/models'
import { ApiError } from '@/api/api-error'
import { cancelSignup, getEventDetail, signUpEvent } from '@/api/active'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { cancelledText, confirmCancelSignup, signupPayUrl } from '@/utils/eventSignup'
import { eventDay, eventSpan, guestsNote, placeText, priceText, venueMapUrl } from '@/utils/eventText'
import { isWeapp } from '@/utils/platform'
import { barState, type BarAction } from './signup-bar'
import { countdownText, useCountdown } from './useCountdown'
import './event-detail.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') =>
  void Taro.showToast({ title, icon, duration: TOAST_MS })
const go = (url: string) => void Taro.navigateTo({ url })

/** The poster's `uid`: another member who shared the event, credited when this member signs up. */
function sharerOf(uid: string | undefined, me: number | undefined): number | undefined {
  const id = Number(uid)
  return Number.isInteger(id) && id > 0 && id !== me ? id : undefined
}

/** Seats per invited gender: '男 剩余 3 / 10'; a gender with no quota is not invited. */
function seatLines(d: EventDetail): string[] {
  return (['male', 'female'] as const)
    .filter((g) => d.quota[g] > 0)
    .map((g) => `${g === 'male' ? '男' : '女'} 剩余 ${d.seatsLeft[g]} / ${d.quota[g]}`)
}

function requirementTags(d: EventDetail, creditName: string): string[] {
  return [
    d.realNameRequired ? '需实名认证' : '',
    d.auditRequired ? '报名需审核' : '报名免审核',
    d.pointsAccepted ? `可用${creditName}支付` : ''
  ].filter(Boolean)
}

/** Opens the venue on a map: the mini-program's own map, or a map site in the browser. */
function openMap(d: EventDetail): void {
  if (isWeapp()) {
    if (d.location) {
      void Taro.openLocation({
        latitude: d.location.lat,
        longitude: d.location.lng,
        name: d.venue,
        address: `${d.city}${d.venue}`,
        // A street or two around the venue (SPEC §9), not the single building the map opens on by default.
        scale: MAP_ZOOM.default
      })
    } else {
      void Taro.setClipboardData({ data: d.venue })
    }
    return
  }
  const url = venueMapUrl(d)
  if (!window.open(url, '_blank')) window.location.href = url
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='event-detail__fact'>
      <Text className='event-detail__fact-label'>{label}</Text>
      <View className='event-detail__fact-value'>{children}</View>
    </View>
  )
}

function PayHold({ signup }: { signup: MySignup }) {
  const left = useCountdown(signup.holdExpiresAt)
  if (left === null) return null
  return (
    <Text className='event-detail__hold'>
      {left > 0 ? `名额为你保留，请在 ${countdownText(left)} 内完成支付` : '保留时间已过，名额仍有空余时可继续支付'}
    </Text>
  )
}

export interface Props {
  /** The page showing it (its main-package or subpackage route): where the cashier comes back to. */
  route: string
}

/**
 * An event as a member sees it, with a sign-up button that follows their sign-up. The page of both
 * routes: /pages/active/detail (shared links and posters land here) and /subpages/active/detail.
 * Visitors may look; signing up takes a login, which comes back here with the sharer's uid.
 */
function EventDetailViewBase({ route }: Props) {
  const { params } = useRouter()
  const { authFlow, session } = useStores()
  const eventId = Number(params.id) || 0
  const sharerId = sharerOf(params.uid, session.userInfo?.id)
  const [detail, setDetail] = useState<EventDetail | null>(null)
  const [failed, setFailed] = useState(false)
  /** The server's reason the event can't be shown (gone, a draft); no retry helps. */
  const [gone, setGone] = useState('')
  const { busy, run } = useSingleFlight()
  const { balanceName, creditName } = useFinanceConfig(session.isLoggedIn)

  const load = useCallback(async () => {
    try {
      // The page says itself what went wrong; a toast on top would repeat it.
      setDetail(await getEventDetail({ eventId }, { hideMsg: true }))
      setFailed(false)
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.NotFound) setGone(err.message)
      else setFailed(true)
    }
  }, [eventId])

  // Also on coming back from the cashier, the login or my sign-ups: the sign-up may have moved on.
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  if (gone || (failed && !detail)) {
    return (
      <PageShell title='活动详情'>
        {gone ? (
          <StatusView
            icon={<LineIcon name='date' />}
            title={gone}
            action='看看其他活动'
            onAction={() => void Taro.redirectTo({ url: ROUTES.activeIndex })}
          />
        ) : (
          <StatusView icon='!' title='加载失败，点击重试' onAction={() => void load()} />
        )}
      </PageShell>
    )
  }
  if (!detail) return <PageShell title='活动详情' />

  const d = detail
  const bar = barState(d, session.isLoggedIn)
  const guests = guestsNote(d.signedCount, d.guestAvatars.length)
  const signup = d.mySignup

  const signUp = async () => {
    if (!authFlow.ensureLogin()) return
    try {
      const res = await run(() => signUpEvent(sharerId ? { eventId, sharerId } : { eventId }))
      if (!res) return
      const { status, orderNo } = res.signup
      if (status === 'unpaid' && orderNo) return go(signupPayUrl(orderNo, `${route}?id=${eventId}`))
      if (status === 'pending_audit') toast('已提交，等待审核')
      else toast('报名成功', 'success')
    } catch {
      // The request layer has said why (full, closed, not verified); the page shows where things stand now.
    }
    await load()
  }

  const cancel = async () => {
    if (!signup || !(await confirmCancelSignup(signup, balanceName))) return
    try {
      const done = await run(() => cancelSignup({ signupId: signup.id }))
      if (done) toast(cancelledText(done, balanceName, creditName))
    } catch {
      // Told by the request layer (past the cut-off, say); the reload shows the sign-up as it is.
    }
    await load()
  }

  const actions: Record<BarAction, () => void> = {
    login: () => authFlow.redirectToLogin(),
    signup: () => void signUp(),
    pay: () => signup && go(signupPayUrl(signup.orderNo, `${route}?id=${eventId}`)),
    code: () => go(ROUTES.activeMySignup),
    room: () => go(`${ROUTES.activeRoom}?id=${eventId}`)
  }
  const shareable = d.phase === 'published' || d.phase === 'signup_closed' || d.phase === 'ongoing'
  const action = bar.action

  return (
    <PageShell title='活动详情'>
      <View className='event-detail'>
        {d.cover ? (
          <Image className='event-detail__cover' src={d.cover} mode='aspectFill' />
        ) : (
          <View className='event-detail__cover event-detail__cover--empty'>
            <LineIcon name='date' />
          </View>
        )}
        <View className='event-detail__card event-detail__head'>
          <View className='event-detail__tags'>
            <Text className={`event-detail__phase event-detail__phase--${d.phase}`}>{EVENT_PHASE_LABELS[d.phase]}</Text>
            <Text className='event-detail__tag'>{EVENT_KIND_LABELS[d.kind]}</Text>
            {d.mutualSelection && <Text className='event-detail__tag event-detail__tag--mutual'>互选</Text>}
          </View>
          <Text className='event-detail__title'>{d.title}</Text>
          <View className='event-detail__price-row'>
            <Text className='event-detail__price'>{priceText(d.price)}</Text>
            {shareable && (
              <Button
                className='event-detail__share'
                type='primary'
                fill='outline'
                size='small'
                onClick={() => go(`${ROUTES.activePoster}?id=${eventId}`)}
              >
                分享海报
              </Button>
            )}
          </View>
        </View>

        <View className='event-detail__card'>
          <Fact label='活动时间'>
            <Text>{eventSpan(d.startsAt, d.endsAt)}</Text>
          </Fact>
          <Fact label='报名截止'>
            <Text>{eventDay(d.signupEndsAt)}</Text>
          </Fact>
          <Fact label={d.kind === 'online' ? '参与方式' : '活动地点'}>
            <Text>{placeText(d)}</Text>
            {d.kind === 'offline' && d.venue && (
              <View className='event-detail__map' onClick={() => openMap(d)}>
                <LineIcon name='location' />
                <Text>查看地图</Text>
              </View>
            )}
          </Fact>
          <Fact label='报名费用'>
            <Text>{priceText(d.price)}</Text>
          </Fact>
          <Fact label='名额'>
            {seatLines(d).map((line) => (
              <Text key={line} className='event-detail__seat'>
                {line}
              </Text>
            ))}
          </Fact>
          <Fact label='报名须知'>
            <View className='event-detail__tags'>
              {requirementTags(d, creditName).map((t) => (
                <Text key={t} className='event-detail__tag'>
                  {t}
                </Text>
              ))}
            </View>
            {d.cancelDeadline && (
              <Text className='event-detail__note'>{`${eventDay(d.cancelDeadline)} 前可自行取消报名，已付费用将退回`}</Text>
            )}
          </Fact>
          {d.mutualSelection && (
            <Fact label='心动互选'>
              <Text>{`活动开始后每人最多选择 ${d.picksPerGuest} 位心动嘉宾，互相选择即配对成功`}</Text>
              {d.revealAt && <Text className='event-detail__note'>{`${eventDay(d.revealAt)} 揭晓结果`}</Text>}
            </Fact>
          )}
          {d.organiser && (
            <Fact label='组织者'>
              <Text>{d.organiser}</Text>
            </Fact>
          )}
        </View>

        {d.rules && (
          <View className='event-detail__card'>
            <Text className='event-detail__section'>活动说明</Text>
            <Text className='event-detail__rules'>{d.rules}</Text>
          </View>
        )}

        <View className='event-detail__card'>
          <Text className='event-detail__section'>{`${d.signedCount}人已报名`}</Text>
          {d.guestAvatars.length > 0 ? (
            <View className='event-detail__guests'>
              {d.guestAvatars.map((src, i) =>
                src ? (
                  <Image key={`${i}-${src}`} className='event-detail__guest' src={src} mode='aspectFill' />
                ) : (
                  <View key={`${i}-`} className='event-detail__guest event-detail__guest--empty' />
                )
              )}
              {guests && <Text className='event-detail__guests-more'>{guests}</Text>}
            </View>
          ) : (
            <Text className='event-detail__note'>{guests}</Text>
          )}
        </View>
      </View>

      <View className='event-detail__bar'>
        {signup?.status === 'unpaid' && <PayHold signup={signup} />}
        <View className='event-detail__bar-row'>
          {(action === 'signup' || action === 'login') && (
            <Text className='event-detail__bar-price'>{priceText(d.price)}</Text>
          )}
          {bar.cancellable && (
            <Button
              className='event-detail__cancel'
              fill='outline'
              size='large'
              disabled={busy}
              onClick={() => !busy && void cancel()}
            >
              取消报名
            </Button>
          )}
          <Button
            className={`event-detail__submit ${action ? '' : 'event-detail__submit--off'}`}
            type='primary'
            size='large'
            disabled={!action}
            loading={busy}
            onClick={() => action && !busy && actions[action]()}
          >
            {bar.label}
          </Button>
        </View>
      </View>
    </PageShell>
  )
}

export const EventDetailView = observer(EventDetailViewBase)
