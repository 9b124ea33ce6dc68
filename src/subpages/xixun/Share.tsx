import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { STORY_STAGE_LABELS, type Pennant, type StoryDetail } from '@contract/xixun'
import { getPennant, getStory } from '@/api/xixun'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { PennantView } from '@/components/pennant'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { personName } from './models/personName'
import { shareUrl } from './models/shareUrl'
import { useQrCode } from './models/useQrCode'
import { useRecord } from './models/useRecord'
import { Couple } from './parts/couple'
import './Share.scss'

const fetchStory = (id: number) => getStory({ storyId: id })
const fetchPennant = (id: number) => getPennant({ pennantId: id })
/** How much of the story the card quotes. */
const QUOTE_CHARS = 80

function quote(text: string): string {
  const chars = Array.from(text)
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('')}…` : text
}

/** SPEC §8: when the clipboard refuses, the link is shown to copy by hand. */
async function copyLink(url: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: url })
  } catch {
    await Taro.showModal({ title: '请手动复制', content: url, showCancel: false, confirmText: '知道了' })
  }
}

function StoryFace({ story }: { story: StoryDetail }) {
  return (
    <View className='share-card__face'>
      <Couple couple={story.couple} size='large' named />
      <Text className='share-card__stage'>{STORY_STAGE_LABELS[story.stage]}</Text>
      <Text className='share-card__title'>{story.title}</Text>
      {story.photos[0] && <Image className='share-card__photo' src={story.photos[0]} mode='aspectFill' />}
      <Text className='share-card__quote'>{quote(story.content)}</Text>
    </View>
  )
}

function PennantFace({ pennant }: { pennant: Pennant }) {
  return (
    <View className='share-card__face'>
      <PennantView
        template={pennant.template}
        matchmakerName={pennant.matchmaker.name}
        senderName={personName(pennant.from)}
        date={pennant.createdAt}
        size='large'
      />
      <Text className='share-card__quote'>{quote(pennant.words)}</Text>
    </View>
  )
}

/** SPEC §2 /subpages/xixun/Share: a card of a story or a pennant to pass on, with a QR code of its page. */
function SharePage() {
  const { params } = useRouter()
  const { tenant } = useStores()
  const id = Number(params.id) || 0
  const isPennant = params.type === 'pennant'
  const story = useRecord(id, fetchStory, !isPennant)
  const pennant = useRecord(id, fetchPennant, isPennant)
  const path = `${isPennant ? ROUTES.xixunFlagDetails : ROUTES.xixunDetails}?id=${id}`
  const url = shareUrl(path, tenant.city?.bindingDomain ?? '')
  const qr = useQrCode(url)
  const { failed, reload } = isPennant ? pennant : story

  if (!story.record && !pennant.record) {
    return (
      <PageShell title='分享'>
        {failed && (
          <StatusView
            icon={<LineIcon name='heart' />}
            title='暂时无法分享'
            description='只有已发布的喜讯和锦旗可以分享'
            action='重新加载'
            onAction={() => void reload()}
          />
        )}
      </PageShell>
    )
  }

  return (
    <PageShell title='分享'>
      <View className='share'>
        <View className='share-card'>
          <View className='share-card__brand'>
            <Text className='share-card__site'>{tenant.site?.platformName ?? ''}</Text>
            <Text className='share-card__kind'>{isPennant ? '红娘锦旗' : '脱单喜讯'}</Text>
          </View>
          {story.record && <StoryFace story={story.record} />}
          {pennant.record && <PennantFace pennant={pennant.record} />}
          {qr && (
            <View className='share-card__foot'>
              <Image className='share-card__qr' src={qr} mode='aspectFit' aria-label='页面二维码' />
              <View className='share-card__scan'>
                <Text className='share-card__scan-title'>{isPennant ? '扫码查看这面锦旗' : '扫码阅读我们的故事'}</Text>
                <Text className='share-card__scan-text'>长按识别或用微信扫一扫</Text>
              </View>
            </View>
          )}
        </View>
        <Text className='share__hint'>截图保存这张卡片，分享给朋友</Text>
        {url && (
          <Button className='share__copy' type='primary' size='large' block onClick={() => void copyLink(url)}>
            复制链接
          </Button>
        )}
      </View>
    </PageShell>
  )
}

export default observer(SharePage)
