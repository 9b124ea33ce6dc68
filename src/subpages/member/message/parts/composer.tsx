import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { MESSAGE_TEXT_MAX } from '@contract/message'
import { EMOJIS } from '@/subpages/member/message/models/emoji'
import './composer.scss'

type Panel = 'none' | 'emoji' | 'more'

export interface Props {
  /**
   * Sends the text; resolves false when it did not go and the text should come back to the box
   * (the client check or the server refused it).
   */
  onSend: (text: string) => Promise<boolean>
  onImage: () => void
  /** Absent where greetings make no sense (a chat with one's matchmaker). */
  onGreeting?: () => void
  /** Absent when the tenant has no gifts. */
  onGift?: () => void
}

/** The input bar: text with emoji, and a panel for a picture, a greeting or a gift. */
export function Composer({ onSend, onImage, onGreeting, onGift }: Props) {
  const [text, setText] = useState('')
  const [panel, setPanel] = useState<Panel>('none')
  const toggle = (next: Panel) => setPanel((now) => (now === next ? 'none' : next))

  // Not single-flight: messages queue, each its own pending bubble. The box empties before the
  // send starts, so a second tap finds nothing left to send.
  const send = () => {
    const value = text.trim()
    if (!value) return
    setText('')
    void onSend(value).then((sent) => {
      if (!sent) setText((now) => now || value)
    })
  }

  const more = [
    { key: 'image', label: '照片', icon: '🖼️', onTap: onImage },
    ...(onGreeting ? [{ key: 'greeting', label: '打招呼', icon: '👋', onTap: onGreeting }] : []),
    ...(onGift ? [{ key: 'gift', label: '送礼物', icon: '🎁', onTap: onGift }] : [])
  ]

  return (
    <View className='composer'>
      <View className='composer__bar'>
        <Input
          className='composer__input'
          value={text}
          maxLength={MESSAGE_TEXT_MAX}
          placeholder='说点什么...'
          confirmType='send'
          confirmHold
          adjustPosition
          onChange={setText}
          onFocus={() => setPanel('none')}
          onConfirm={send}
        />
        <Button
          className={`composer__icon ${panel === 'emoji' ? 'composer__icon--on' : ''}`}
          fill='none'
          aria-label='表情'
          onClick={() => toggle('emoji')}
        >
          😊
        </Button>
        {text.trim() ? (
          <Button className='composer__send' type='primary' size='small' onClick={send}>
            发送
          </Button>
        ) : (
          <Button
            className={`composer__icon composer__plus ${panel === 'more' ? 'composer__icon--on' : ''}`}
            fill='none'
            aria-label='更多'
            onClick={() => toggle('more')}
          >
            +
          </Button>
        )}
      </View>
      {panel === 'emoji' && (
        <View className='composer__emojis'>
          {EMOJIS.map((e) => (
            <Text key={e} className='composer__emoji' onClick={() => setText((now) => now + e)}>
              {e}
            </Text>
          ))}
        </View>
      )}
      {panel === 'more' && (
        <View className='composer__more'>
          {more.map((m) => (
            <View
              key={m.key}
              className='composer__tool'
              onClick={() => {
                setPanel('none')
                m.onTap()
              }}
            >
              <Text className='composer__tool-icon'>{m.icon}</Text>
              <Text className='composer__tool-label'>{m.label}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
