import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { EventDetail } from '@contract/active'
import { getEventDetail } from '@/api/active'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { QrCode } from '@/components/qr-code'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { useStores } from '@/stores'
import { eventShareUrl, eventSpan, placeText, priceText } from '@/utils/eventText'
import { isH5, isWechatBrowser } from '@/utils/platform'
import { downloadPoster, drawPoster, type PosterContent } from './models/drawPoster'
import './haibao.scss'

/**
 * Where anyone can open this site: the browser's own origin, or in the mini-program (which has no
 * address) the city's bound domain; '' when there is none to share.
 */
function siteOrigin(bindingDomain: string): string {
  if (isH5()) return window.location.origin
  return bindingDomain ? `https://${bindingDomain}` : ''
}

/** SPEC §8: when the clipboard refuses, the link is shown to copy by hand. */
async function copyLink(url: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: url })
  } catch {
    await Taro.showModal({ title: '请手动复制', content: url, showCancel: false, confirmText: '知道了' })
  }
}

/** The poster drawn in the page (the mini-program, or a browser that can't draw it into an image). */
function PosterCard({ content }: { content: PosterContent }) {
  return (
    <View className='poster-card'>
      {content.cover ? (
        <Image className='poster-card__cover' src={content.cover} mode='aspectFill' />
      ) : (
        <View className='poster-card__cover poster-card__cover--empty'>
          <LineIcon name='date' />
        </View>
      )}
      <View className='poster-card__body'>
        <Text className='poster-card__title'>{content.title}</Text>
        <Text className='poster-card__line'>{`时间：${content.time}`}</Text>
        <Text className='poster-card__line'>{`地点：${content.place}`}</Text>
        <Text className='poster-card__price'>{content.price}</Text>
      </View>
      {content.url && (
        <View className='poster-card__foot'>
          <QrCode className='poster-card__qr' text={content.url} label='活动链接二维码' />
          <View className='poster-card__scan'>
            <Text className='poster-card__scan-title'>长按识别二维码</Text>
            <Text className='poster-card__scan-text'>查看活动详情，一起报名</Text>
            {content.siteName && <Text className='poster-card__scan-text'>{content.siteName}</Text>}
          </View>
        </View>
      )}
    </View>
  )
}

/**
 * SPEC §2 /subpages/active/haibao: the event's share poster. Its QR code opens the event with my
 * `uid`, so a sign-up through it is credited to me; a visitor's poster carries none.
 */
function PosterPage() {
  const { params } = useRouter()
  const { session, tenant } = useStores()
  const eventId = Number(params.id) || 0
  const [detail, setDetail] = useState<EventDetail | null>(null)
  const [failed, setFailed] = useState(false)
  /** The poster as an image (H5); '' while drawing or where it is shown as a card instead. */
  const [image, setImage] = useState('')
  const uid = session.isLoggedIn ? (session.userInfo?.id ?? null) : null
  const url = eventShareUrl(siteOrigin(tenant.city?.bindingDomain ?? ''), eventId, uid)
  const siteName = tenant.site?.platformName ?? ''

  const load = useCallback(() => {
    setFailed(false)
    getEventDetail({ eventId }, { hideMsg: true })
      .then(setDetail)
      .catch(() => setFailed(true))
  }, [eventId])
  useEffect(load, [load])

  const content = useMemo<PosterContent | null>(
    () =>
      detail && {
        cover: detail.cover,
        title: detail.title,
        time: eventSpan(detail.startsAt, detail.endsAt),
        place: placeText(detail),
        price: priceText(detail.price),
        url,
        siteName
      },
    [detail, url, siteName]
  )

  useEffect(() => {
    setImage('')
    if (!content || !isH5()) return
    let live = true
    drawPoster(content)
      .then((png) => live && setImage(png))
      .catch((error: unknown) => console.warn('[haibao] drawing the poster failed; showing the card', error))
    return () => {
      live = false
    }
  }, [content])

  const save = () => {
    if (isWechatBrowser()) {
      void Taro.showToast({ title: '请长按海报图片保存', icon: 'none', duration: TOAST_MS })
      return
    }
    downloadPoster(image, `活动海报-${eventId}.png`)
  }

  if (!content) {
    return (
      <PageShell title='分享海报'>
        {failed && (
          <StatusView icon={<LineIcon name='date' />} title='活动不存在或已下线' action='重新加载' onAction={load} />
        )}
      </PageShell>
    )
  }

  return (
    <PageShell title='分享海报'>
      <View className='poster'>
        {image ? (
          <Image className='poster__image' src={image} mode='aspectFit' showMenuByLongpress aria-label='活动海报' />
        ) : (
          <PosterCard content={content} />
        )}
        <Text className='poster__hint'>
          {image ? '长按图片保存或发送给朋友' : '截图保存海报，分享给朋友'}
          {uid ? '，朋友通过你的海报报名会记在你名下' : ''}
        </Text>
        <View className='poster__actions'>
          {image && (
            <Button className='poster__action' type='primary' size='large' onClick={save}>
              保存海报
            </Button>
          )}
          {url && (
            <Button
              className='poster__action'
              type='primary'
              fill='outline'
              size='large'
              onClick={() => void copyLink(url)}
            >
              复制链接
            </Button>
          )}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(PosterPage)
