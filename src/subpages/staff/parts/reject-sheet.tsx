import { Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { CERT_KIND_LABELS, type CertAuditItem } from '../../../../types/cert'
import { BottomSheet } from '../../../components/bottom-sheet'
import { TOAST_MS } from '../../../constants/app'

/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 100
/** The usual reasons, one tap each; the auditor may still edit them. */
const COMMON_REASONS = ['照片模糊，请重新上传', '证明材料与填写信息不一致', '证明材料不完整', '非本人证件']

export interface Props {
  /** The item being rejected; null keeps the sheet closed. */
  item: CertAuditItem | null
  onClose: () => void
  /** Rejects with the reason; resolves true when done, which closes the sheet. */
  onSubmit: (reason: string) => Promise<boolean>
}

/** Asks why a certification is rejected: the member reads the reason, so it is required. */
export function RejectSheet({ item, onClose, onSubmit }: Props) {
  const [reason, setReason] = useState('')

  // Each rejection starts blank, so one member's reason never carries over to the next.
  useEffect(() => setReason(''), [item])

  const submit = async () => {
    const text = reason.trim()
    if (!text) return void Taro.showToast({ title: '请填写驳回原因', icon: 'none', duration: TOAST_MS })
    if (await onSubmit(text)) onClose()
  }

  return (
    <BottomSheet open={item !== null} title='驳回原因' onClose={onClose}>
      <View className='reject-sheet'>
        {item && <Text className='reject-sheet__who'>{`${item.nickname || `会员${item.userId}`} 的${CERT_KIND_LABELS[item.kind]}`}</Text>}
        <View className='reject-sheet__chips'>
          {COMMON_REASONS.map((r) => (
            <Text key={r} className='reject-sheet__chip' onClick={() => setReason(r)}>
              {r}
            </Text>
          ))}
        </View>
        <Textarea
          className='reject-sheet__text'
          placeholder='请填写驳回原因，会员会看到并据此修改'
          maxlength={REASON_MAX}
          value={reason}
          onInput={(e) => setReason(e.detail.value)}
        />
        <View className='reject-sheet__submit' onClick={() => void submit()}>
          确认驳回
        </View>
      </View>
    </BottomSheet>
  )
}
