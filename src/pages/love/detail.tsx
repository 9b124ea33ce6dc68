import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { ErrorCode } from '@contract/envelope'
import {
  CAR_LABELS,
  EDUCATION_LABELS,
  HOUSE_LABELS,
  INCOME_LABELS,
  MARITAL_LABELS,
  type MemberDetail
} from '@contract/love'
import { CHILDREN_LABELS } from '@contract/love-facts'
import type { LikeState } from '@contract/love-match'
import { ApiError } from '@/api/api-error'
import { favMember, unfavMember } from '@/api/loveSocial'
import { getMemberDetail } from '@/api/loveFeed'
import { getLikeState, likeMember, unlikeMember } from '@/api/loveMatch'
import { GiftSheet } from '@/components/gift-sheet'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { formatDistance } from '@/utils/distance'
import { presenceText } from '@/utils/presence'
import { askToMeet } from '@/utils/meetingRequest'
import { Album } from './parts/album'
import './detail.scss'

function mateText(d: MemberDetail): string[] {
  const m = d.mate
  return [
    `${m.ageMin}-${m.ageMax}岁`,
    `${m.heightMin}-${m.heightMax}cm`,
    m.educationMin ? `${EDUCATION_LABELS[m.educationMin]}及以上` : '学历不限',
    m.city || '城市不限',
    m.marital ? MARITAL_LABELS[m.marital] : '婚况不限'
  ]
}

/** A member's page: album, facts, mate requirements, like and favourite. Opening it counts as a view. */
function LoveDetailPage() {
  const { params } = useRouter()
  const { authFlow, session, tenant } = useStores()
  const [detail, setDetail] = useState<MemberDetail | null>(null)
  const [failed, setFailed] = useState(false)
  /** The server's reason a member can't be shown (hidden, suspended, gone); no retry helps. */
  const [gone, setGone] = useState('')
  const [giftOpen, setGiftOpen] = useState(false)
  const [like, setLike] = useState<LikeState | null>(null)
  const id = Number(params.id)

  const load = useCallback(() => {
    if (!authFlow.ensureLogin()) return
    setFailed(false)
    // The page says what went wrong itself (温馨提示, gone, retry); a toast on top would repeat it.
    getMemberDetail(id, { hideMsg: true })
      .then(setDetail)
      .catch((err: unknown) => {
        // Details are for members with a dating profile (the server refuses the rest): noreg says
        // why and leads to one. The server answers, not the session, which can lag a fresh sign-up.
        if (err instanceof ApiError && err.code === ErrorCode.Forbidden)
          return void Taro.redirectTo({ url: ROUTES.loveNoReg })
        if (err instanceof ApiError && err.code === ErrorCode.NotFound) return void setGone(err.message)
        setFailed(true)
      })
  }, [id, authFlow])
  useEffect(load, [load])
  useEffect(() => {
    if (!detail || detail.userId === session.userInfo?.id) return
    // Without it the button stays away; the rest of the page does not depend on it.
    getLikeState(detail.userId, { hideMsg: true })
      .then(setLike)
      .catch(() => undefined)
  }, [detail, session.userInfo])

  /** 喜欢: when they already like me it is a match, and the chat is open straight away. */
  const toggleLike = async () => {
    if (!detail || !like) return
    if (like.liked) {
      const { confirm } = await Taro.showModal({
        title: '提示',
        content: like.matched ? '取消喜欢后你们不再是相互喜欢，聊天记录会保留' : '确定不再喜欢TA吗？'
      })
      if (!confirm) return
      setLike(await unlikeMember(detail.userId))
      return void Taro.showToast({ title: '已取消喜欢', icon: 'none' })
    }
    const now = await likeMember(detail.userId)
    setLike(now)
    if (!now.matched) return void Taro.showToast({ title: '已喜欢，对方也喜欢你时会通知你', icon: 'none' })
    const { confirm } = await Taro.showModal({
      title: '你们互相喜欢了！',
      content: '聊天已为你们打开，去打个招呼吧',
      confirmText: '去聊天',
      cancelText: '稍后'
    })
    if (confirm) void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${detail.userId}` })
  }

  const toggleFav = async () => {
    if (!detail) return
    if (detail.isFav) await unfavMember(detail.userId)
    else await favMember(detail.userId)
    setDetail({ ...detail, isFav: !detail.isFav })
    void Taro.showToast({ title: detail.isFav ? '已取消收藏' : '已收藏', icon: 'none' })
  }

  if (gone) {
    return (
      <PageShell title='会员详情'>
        <StatusView
          icon='!'
          title={gone}
          action='看看其他会员'
          onAction={() => void Taro.reLaunch({ url: ROUTES.home })}
        />
      </PageShell>
    )
  }
  if (failed) {
    return (
      <PageShell title='会员详情'>
        <StatusView icon='!' title='加载失败，点击重试' onAction={load} />
      </PageShell>
    )
  }
  if (!detail) return <PageShell title='会员详情' />
  const photos = detail.album.length > 0 ? detail.album : detail.avatar ? [detail.avatar] : []
  // Nobody messages or gifts themselves; each needs the tenant's plugin.
  const someoneElse = detail.userId !== session.userInfo?.id
  const canChat = someoneElse && tenant.plugins.message
  const canGift = someoneElse && tenant.plugins.lovegift
  const facts: [string, string][] = [
    ['年龄', detail.age !== null ? `${detail.age}岁` : '保密'],
    ['身高', `${detail.height}cm`],
    ['体重', `${detail.weight}kg`],
    ['学历', EDUCATION_LABELS[detail.education]],
    ['职业', detail.occupation || '未填写'],
    ['月收入', detail.income ? INCOME_LABELS[detail.income] : '保密'],
    ['婚况', MARITAL_LABELS[detail.marital]],
    ['子女', detail.children ? CHILDREN_LABELS[detail.children] : '未填写'],
    ['现居', detail.city],
    ['家乡', detail.hometown || '未填写'],
    ['民族', detail.ethnicity || '未填写'],
    ['住房', HOUSE_LABELS[detail.house]],
    ['车辆', CAR_LABELS[detail.car]],
    ['距离', formatDistance(detail.distanceKm)]
  ]
  return (
    <PageShell title={detail.nickname}>
      <View className='love-detail'>
        <Album photos={photos} name={detail.nickname} />
        {detail.photosLocked && <View className='love-detail__locked'>TA的相册仅对VIP会员开放</View>}
        <View className='love-detail__card'>
          <View className='love-detail__name-row'>
            <Text className='love-detail__name'>{detail.nickname}</Text>
            {detail.badges.map((b) => (
              <Text key={b} className='love-detail__badge'>
                {b}
              </Text>
            ))}
          </View>
          <Text className='love-detail__member-id'>
            会员ID：{detail.userId}
            {detail.presence && (
              <Text className={`love-detail__presence love-detail__presence--${detail.presence.state}`}>
                {presenceText(detail.presence)}
              </Text>
            )}
          </Text>
          {like && (
            <Button
              className='love-detail__like'
              type={like.liked ? 'default' : 'primary'}
              size='small'
              onClick={() => void toggleLike().catch(() => undefined)}
            >
              {like.matched ? '相互喜欢' : like.liked ? '已喜欢' : '喜欢TA'}
            </Button>
          )}
          <View className='love-detail__reasons'>
            {detail.reasons.map((r) => (
              <Text key={r} className='love-detail__reason'>
                {r}
              </Text>
            ))}
          </View>
          <View className='love-detail__facts'>
            {facts.map(([k, v]) => (
              <View key={k} className='love-detail__fact'>
                <Text className='love-detail__fact-key'>{k}</Text>
                <Text className='love-detail__fact-value'>{v}</Text>
              </View>
            ))}
          </View>
        </View>
        <View className='love-detail__card'>
          <Text className='love-detail__section'>关于我</Text>
          <Text className='love-detail__about'>{detail.aboutMe || 'TA还没有写自我介绍'}</Text>
        </View>
        <View className='love-detail__card'>
          <Text className='love-detail__section'>择偶要求</Text>
          <View className='love-detail__reasons'>
            {mateText(detail).map((m) => (
              <Text key={m} className='love-detail__mate'>
                {m}
              </Text>
            ))}
          </View>
        </View>
        <View
          className='love-detail__tip love-detail__tip--join'
          onClick={() => void askToMeet(detail).catch(() => undefined)}
        >
          <Text>想和TA见面？红娘帮你联系安排</Text>
          <Text className='love-detail__tip-link'>申请约见 ›</Text>
        </View>
        <View className='love-detail__tip' onClick={() => void Taro.navigateTo({ url: ROUTES.lovePreCheat })}>
          <Text>涉及转账、投资理财的要求请提高警惕</Text>
          <Text className='love-detail__tip-link'>防骗指南 ›</Text>
        </View>
        <View className={`love-detail__bar ${canChat ? 'love-detail__bar--chat' : ''}`}>
          <View
            className='love-detail__tool'
            onClick={() => void Taro.navigateTo({ url: `${ROUTES.loveReport}?id=${detail.userId}` })}
          >
            <LineIcon name='flag' className='love-detail__tool-icon' />
            <Text>举报</Text>
          </View>
          {canGift && (
            <View className='love-detail__tool' onClick={() => setGiftOpen(true)}>
              <LineIcon name='gift' className='love-detail__tool-icon' />
              <Text>送礼物</Text>
            </View>
          )}
          <View
            className='love-detail__line'
            onClick={() =>
              void Taro.navigateTo({
                url: `${ROUTES.loveLine}?targetId=${detail.userId}&nickname=${encodeURIComponent(detail.nickname)}`
              })
            }
          >
            红娘牵线
          </View>
          <View
            className={`love-detail__fav ${detail.isFav ? 'love-detail__fav--on' : ''}`}
            onClick={() => void toggleFav().catch(() => undefined)}
          >
            {detail.isFav ? '已收藏' : '收藏TA'}
          </View>
          {canChat && (
            <View
              className='love-detail__chat'
              onClick={() => void Taro.navigateTo({ url: `${ROUTES.messageDetail}?userId=${detail.userId}` })}
            >
              发消息
            </View>
          )}
        </View>
        {canGift && <GiftSheet open={giftOpen} toUserId={detail.userId} onClose={() => setGiftOpen(false)} />}
      </View>
    </PageShell>
  )
}

export default observer(LoveDetailPage)
