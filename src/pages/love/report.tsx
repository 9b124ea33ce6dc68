import { Text, Textarea, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { REPORT_MAX_IMAGES, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@contract/love'
import { reportMember } from '@/api/loveSocial'
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
        <View className='report__reasons'>
          {REPORT_REASONS.map((r) => (
            <Text
              key={r}
              className={`report__reason ${reason === r ? 'report__reason--on' : ''}`}
              onClick={() => setReason(r)}
            >
              {REPORT_REASON_LABELS[r]}
            </Text>
          ))}
        </View>
        <Text className='report__title'>补充说明</Text>
        <Textarea
          className='report__text'
          placeholder='请描述具体情况，便于我们核实'
          maxlength={500}
          value={description}
          onInput={(e) => setDescription(e.detail.value)}
        />
        <Text className='report__title'>截图证据（选填，最多6张）</Text>
        <ImagePicker value={images} onChange={setImages} max={REPORT_MAX_IMAGES} addText='上传截图' />
        <View className='report__submit' onClick={() => void submit().catch(() => undefined)}>
          提交举报
        </View>
      </View>
    </PageShell>
  )
}
