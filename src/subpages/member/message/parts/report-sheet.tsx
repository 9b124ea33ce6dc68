import { Button, TextArea } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@contract/love'
import { reportMessage } from '@/api/message'
import { BottomSheet } from '@/components/bottom-sheet'
import { ChoiceChips } from '@/components/choice-chips'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import './report-sheet.scss'

/** The server keeps at most this many characters of a description. */
const DESCRIPTION_MAX = 500

export interface Props {
  /** The message reported; null while the sheet is closed. */
  messageId: number | null
  onClose: () => void
}

/** Reports one message: a reason and, if the member likes, what happened. Staff see it as it was sent. */
export function ReportSheet({ messageId, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [description, setDescription] = useState('')
  const { busy, run } = useSingleFlight()

  useEffect(() => {
    setReason('')
    setDescription('')
  }, [messageId])

  const submit = () =>
    run(async () => {
      if (messageId === null) return
      if (!reason) return void Taro.showToast({ title: '请选择举报原因', icon: 'none', duration: TOAST_MS })
      await reportMessage({ messageId, reason, description: description.trim() })
      void Taro.showToast({ title: '举报已提交，我们会尽快核实', icon: 'none', duration: TOAST_MS })
      onClose()
    }).catch(() => undefined)

  return (
    <BottomSheet open={messageId !== null} title='举报这条消息' onClose={onClose}>
      <View className='report-sheet'>
        <View className='report-sheet__reasons'>
          <ChoiceChips
            chips={REPORT_REASONS.map((r) => ({ key: r, label: REPORT_REASON_LABELS[r] }))}
            chosen={reason ? [reason] : []}
            onPick={setReason}
          />
        </View>
        <TextArea
          className='report-sheet__text'
          placeholder='补充说明（选填）'
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={setDescription}
        />
        <Button
          className='report-sheet__submit'
          type='primary'
          size='large'
          block
          loading={busy}
          onClick={() => void submit()}
        >
          提交举报
        </Button>
      </View>
    </BottomSheet>
  )
}
