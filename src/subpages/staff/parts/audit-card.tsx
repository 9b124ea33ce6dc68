import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { CERT_KIND_LABELS, type CertAuditItem } from '@contract/certification'
import { chatTime } from '@/utils/time'
import { memberName } from '@/subpages/staff/models/memberName'
import { DecisionButtons } from './decision-buttons'

export interface Props {
  item: CertAuditItem
  /** A decision on this item is on its way. */
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** One pending certification: who, what they submitted, their proof photos, and the two decisions. */
export function AuditCard({ item, busy, onApprove, onReject }: Props) {
  return (
    <View className='audit-card'>
      <View className='audit-card__head'>
        <Text className='audit-card__name'>{memberName(item.nickname, item.userId)}</Text>
        <Text className='audit-card__kind'>{CERT_KIND_LABELS[item.kind]}</Text>
      </View>
      <Text className='audit-card__time'>{`提交于 ${chatTime(item.submittedAt)}`}</Text>
      <View className='audit-card__fields'>
        {item.fields.map((f, i) => (
          <View key={i} className='audit-card__field'>
            <Text className='audit-card__label'>{f.label}</Text>
            <Text className='audit-card__value'>{f.value}</Text>
          </View>
        ))}
      </View>
      {item.images.length > 0 && (
        <View className='audit-card__images'>
          {item.images.map((url) => (
            <Image
              key={url}
              className='audit-card__img'
              src={url}
              mode='aspectFill'
              onClick={() => void Taro.previewImage({ urls: item.images, current: url })}
            />
          ))}
        </View>
      )}
      <DecisionButtons rejectText='驳回' approveText='通过' busy={busy} onReject={onReject} onApprove={onApprove} />
    </View>
  )
}
