import { Button, Checkbox, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { SignCommitmentReq } from '@contract/commitment'
import { signatureRequest } from '@/member/love/models/signatureForm'
import { GRADIENT_BRAND } from '@/styles/colors'
import './pledge-sign-form.scss'

export interface Props {
  /** The pledge's title, named in the agreement line. */
  title: string
  busy: boolean
  /** The member signed an older wording: say why they are asked again. */
  outdated?: boolean
  onSign: (req: SignCommitmentReq) => void
}

/** Real name, the agreement tick and 签署承诺; the member reads what to fix before anything is sent. */
export function PledgeSignForm({ title, busy, outdated = false, onSign }: Props) {
  const [name, setName] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState('')

  const submit = () => {
    const req = signatureRequest(name, agreed)
    if (typeof req === 'string') return setError(req)
    setError('')
    onSign(req)
  }

  return (
    <View className='pledge-sign'>
      {outdated && <Text className='pledge-sign__notice'>承诺书内容已更新，请阅读后重新签署</Text>}
      <Text className='pledge-sign__label'>承诺人（真实姓名）</Text>
      <Input
        className='pledge-sign__input'
        placeholder='请输入您的真实姓名'
        value={name}
        maxLength={20}
        onChange={setName}
      />
      <Checkbox className='pledge-sign__box' checked={agreed} onChange={setAgreed}>
        <Text className='pledge-sign__agree-text'>我已认真阅读并同意《{title}》，自愿遵守以上全部承诺</Text>
      </Checkbox>
      {error && <Text className='pledge-sign__error'>{error}</Text>}
      <Button
        className='pledge-sign__submit'
        block
        size='xlarge'
        color={GRADIENT_BRAND}
        loading={busy}
        onClick={submit}
      >
        签署承诺
      </Button>
    </View>
  )
}
