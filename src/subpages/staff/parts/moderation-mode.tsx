import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { MODERATION_MODE_HINTS, MODERATION_MODE_LABELS, type ModerationMode } from '@contract/moderation'
import './moderation-mode.scss'

export interface Props {
  mode: ModerationMode
  /** Admins may switch; auditors only read which way the site reviews. */
  canSwitch: boolean
  onSwitch: (next: ModerationMode) => void
}

/** Which way the site reviews new content, so a moderator knows whether members wait for them. */
export function ModerationModeBar({ mode, canSwitch, onSwitch }: Props) {
  const other: ModerationMode = mode === 'pre' ? 'post' : 'pre'
  return (
    <View className='moderation-mode'>
      <View className='moderation-mode__text'>
        <Text className='moderation-mode__label'>审核方式：{MODERATION_MODE_LABELS[mode]}</Text>
        <Text className='moderation-mode__hint'>{MODERATION_MODE_HINTS[mode]}</Text>
      </View>
      {canSwitch && (
        <Button
          className='moderation-mode__switch'
          size='small'
          type='primary'
          fill='outline'
          onClick={() => onSwitch(other)}
        >
          {`改为${MODERATION_MODE_LABELS[other]}`}
        </Button>
      )}
    </View>
  )
}
