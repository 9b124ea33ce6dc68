import { Button, Rate, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { FEEDBACK_MAX, type StaffDate } from '@contract/appointment'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import './date-feedback-sheet.scss'

export interface Props {
  date: StaffDate | null
  busy: boolean
  onClose: () => void
  /** Resolves true when saved, which closes the sheet. */
  onSubmit: (feedback: string, rating: number) => Promise<boolean>
}

/** How the date went: a 1–5 rating and a note, recorded after check-in. */
export function DateFeedbackSheet({ date, busy, onClose, onSubmit }: Props) {
  const [rating, setRating] = useState(0)
  const [text, setText] = useState('')
  useEffect(() => {
    setRating(date?.rating ?? 0)
    setText(date?.feedback ?? '')
  }, [date])

  const submit = async () => {
    const value = text.trim()
    if (!rating) return void Taro.showToast({ title: '请选择评分', icon: 'none', duration: TOAST_MS })
    if (!value) return void Taro.showToast({ title: '请填写约会反馈', icon: 'none', duration: TOAST_MS })
    if (await onSubmit(value, rating)) onClose()
  }

  return (
    <BottomSheet open={date !== null} title='约会反馈' onClose={onClose}>
      <View className='staff-form'>
        {date && (
          <Text className='staff-form__who'>
            {date.customer.nickname} 与 {date.partner.nickname} 的约会
          </Text>
        )}
        <View className='date-feedback-sheet__stars'>
          <Rate className='date-feedback-sheet__rate' value={rating} onChange={setRating} />
          <Text className='date-feedback-sheet__score'>{rating ? `${rating} 分` : '请评分'}</Text>
        </View>
        <TextArea
          className='date-feedback-sheet__text'
          value={text}
          maxLength={FEEDBACK_MAX}
          placeholder='双方印象、聊了什么、是否愿意继续接触'
          onChange={setText}
        />
        <Button
          className='date-feedback-sheet__submit'
          type='primary'
          size='large'
          block
          loading={busy}
          onClick={() => void submit()}
        >
          保存反馈
        </Button>
      </View>
    </BottomSheet>
  )
}
