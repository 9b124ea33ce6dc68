import { Button, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { REPORT_MAX_IMAGES, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@contract/love'
import { reportMember } from '@/api/loveSocial'
import { ChoiceChips } from '@/components/choice-chips'
import { ImagePicker } from '@/components/image-picker'
import { PageShell } from '@/components/page-shell'
import { useStores } from '@/stores'
import { goBack } from '@/utils/navigation'
import './report.scss'

/** Report a member: a reason and what happened; staff review every report. */
export default function ReportPage() {
  const { params } = useRouter()
  const { authFlow } = useStores()
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [description, setDescription] = useState('')
  const [images, setImages] = useState<string[]>([])

  const submit = async () => {
    if (!authFlow.ensureLogin()) return
    if (!reason) return void Taro.showToast({ title: '请选择举报原因', icon: 'none' })
    await reportMember({ userId: Number(params.id), reason, description: description.trim(), images })
    void Taro.showToast({ title: '举报已提交，我们会尽快核实', icon: 'none' })
    setTimeout(() => goBack(), 1500)
  }

  return (
    <PageShell title='举报'>
      <View className='report'>
        <Text className='report__title'>举报原因</Text>
        <ChoiceChips
          chips={REPORT_REASONS.map((r) => ({ key: r, label: REPORT_REASON_LABELS[r] }))}
          chosen={reason ? [reason] : []}
          onPick={setReason}
        />
        <Text className='report__title'>补充说明</Text>
        <TextArea
          className='report__text'
          placeholder='请描述具体情况，便于我们核实'
          maxLength={500}
          value={description}
          onChange={setDescription}
        />
        <Text className='report__title'>截图证据（选填，最多6张）</Text>
        <ImagePicker value={images} onChange={setImages} max={REPORT_MAX_IMAGES} addText='上传截图' />
        <Button
          className='report__submit'
          type='primary'
          block
          size='large'
          onClick={() => void submit().catch(() => undefined)}
        >
          提交举报
        </Button>
      </View>
    </PageShell>
  )
}
