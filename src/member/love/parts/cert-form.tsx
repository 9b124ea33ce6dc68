import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { CERT_MAX_IMAGES, type CertProgress } from '@contract/certification'
import { ImagePicker } from '@/components/image-picker'
import { CertStatusCard } from './cert-status'
import './cert-form.scss'

export interface ProofImages {
  title: string
  /** What to photograph and why; shown while the member may submit. */
  hint: string
  value: string[]
  /** CERT_MAX_IMAGES unless said otherwise. */
  max?: number
  addText: string
  onChange: (urls: string[]) => void
}

export interface Props {
  cert: CertProgress
  /** Why this certification is worth doing; shown while the member may submit. */
  intro: string
  /** Whether the member may (re)submit now: false while pending and after approval. */
  editable: boolean
  busy: boolean
  images: ProofImages
  onSubmit: () => void
  /** The certification's own field rows. */
  children: ReactNode
}

/** The layout every certification page shares: state, fields, proof photos and the submit button. */
export function CertForm({ cert, intro, editable, busy, images, onSubmit, children }: Props) {
  return (
    <View className='cert-form'>
      <CertStatusCard progress={cert} />
      {editable && <View className='cert-form__intro'>{intro}</View>}
      <View className='cert-form__group'>{children}</View>
      {(editable || images.value.length > 0) && (
        <View className='cert-form__images'>
          <Text className='cert-form__section'>{images.title}</Text>
          {editable && <Text className='cert-form__hint'>{images.hint}</Text>}
          <ImagePicker
            value={images.value}
            onChange={images.onChange}
            max={images.max ?? CERT_MAX_IMAGES}
            addText={images.addText}
            disabled={!editable}
          />
        </View>
      )}
      {editable && (
        <Button className='cert-form__submit' type='primary' size='xlarge' block loading={busy} onClick={onSubmit}>
          {cert.status === 'rejected' ? '重新提交' : '提交认证'}
        </Button>
      )}
    </View>
  )
}
