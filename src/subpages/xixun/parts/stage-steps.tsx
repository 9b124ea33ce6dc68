import { Text, View } from '@tarojs/components'
import { STORY_STAGES, STORY_STAGE_LABELS, type StoryStage } from '@contract/xixun'
import './stage-steps.scss'

export interface Props {
  stage: StoryStage
}

/** Where the couple are on the road from 牵手成功 to 婚礼: the stages reached lit, the rest waiting. */
export function StageSteps({ stage }: Props) {
  const reached = STORY_STAGES.indexOf(stage)
  return (
    <View className='stage-steps'>
      {STORY_STAGES.map((s, i) => (
        <View
          key={s}
          className={[
            'stage-steps__step',
            i <= reached ? 'stage-steps__step--reached' : '',
            i === reached ? 'stage-steps__step--now' : ''
          ].join(' ')}
        >
          <View className='stage-steps__dot' />
          <Text className='stage-steps__label'>{STORY_STAGE_LABELS[s]}</Text>
        </View>
      ))}
    </View>
  )
}
