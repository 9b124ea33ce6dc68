import { Button } from '@nutui/nutui-react-taro'
import { Picker, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { STORY_STAGES, STORY_STAGE_LABELS, type StoryStage } from '@contract/xixun'
import { getStory, setStoryStage } from '@/api/xixun'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { formatDate } from '@/utils/time'
import { useRecord } from './models/useRecord'
import { Couple } from './parts/couple'
import { StageSteps } from './parts/stage-steps'
import { StoryBody } from './parts/story-body'
import { StoryStatus } from './parts/story-status'
import './Details.scss'

const fetchStory = (id: number) => getStory({ storyId: id })
const STAGE_OPTIONS = STORY_STAGES.map((s) => STORY_STAGE_LABELS[s])

/** One couple's story: who, how far they have come, what they wrote; the couple may say they have come further. */
export default function StoryDetailsPage() {
  const { params } = useRouter()
  const storyId = Number(params.id) || 0
  const { record: story, failed, reload, setRecord } = useRecord(storyId, fetchStory)
  const staging = useSingleFlight()

  if (!story) {
    return (
      <PageShell title='喜讯详情'>
        {failed && (
          <StatusView
            icon={<LineIcon name='heart' />}
            title='暂时看不到这个故事'
            description='它可能还没有公开，或已被删除'
            action='重新加载'
            onAction={() => void reload()}
          />
        )}
      </PageShell>
    )
  }

  // The couple move their story along once it has passed their partner: before that it may still be declined.
  const canChangeStage = story.mine && (story.status === 'published' || story.status === 'pending_review')
  const published = story.status === 'published'

  const changeStage = (stage: StoryStage) =>
    staging.run(async () => {
      if (stage === story.stage) return
      try {
        setRecord(await setStoryStage({ storyId: story.id, stage }))
        void Taro.showToast({ title: `已更新为「${STORY_STAGE_LABELS[stage]}」`, icon: 'none', duration: TOAST_MS })
      } catch {
        // The request layer has said why; the stage shown is still the stored one.
      }
    })

  return (
    <PageShell title='喜讯详情'>
      <View className='story-details'>
        <StoryStatus
          story={story}
          onConfirm={() => void Taro.navigateTo({ url: `${ROUTES.xixunFeedback}?id=${story.id}` })}
        />
        <View className='story-details__card story-details__card--head'>
          <Couple couple={story.couple} size='large' named />
          <Text className='story-details__date'>
            {published ? `${formatDate(story.publishedAt)} 发布` : `${formatDate(story.createdAt)} 提交`}
          </Text>
          <View className='story-details__steps'>
            <StageSteps stage={story.stage} />
          </View>
        </View>
        <View className='story-details__card'>
          <StoryBody story={story} />
        </View>
        {(canChangeStage || published) && (
          <View className='story-details__bar'>
            {canChangeStage && (
              <Picker
                className='story-details__picker'
                mode='selector'
                range={STAGE_OPTIONS}
                value={STORY_STAGES.indexOf(story.stage)}
                onChange={(e) => void changeStage(STORY_STAGES[Number(e.detail.value)])}
              >
                <Button className='story-details__button' type='primary' fill='outline' size='large' block>
                  更新阶段
                </Button>
              </Picker>
            )}
            {published && (
              <Button
                className='story-details__button'
                type='primary'
                size='large'
                onClick={() => void Taro.navigateTo({ url: `${ROUTES.xixunShare}?type=story&id=${story.id}` })}
              >
                分享
              </Button>
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
}
