import { Text, View } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import './line-confirm.scss'

/** The server keeps at most this many characters of a remark. */
const REMARK_MAX = 200

export interface Props {
  nickname: string
  /** null while the credits are unknown: the server decides then. */
  credits: number | null
  busy: boolean
  onSubmit: (remark: string) => void
  /** Out of credits: go and buy some. */
  onBuy: () => void
}

/** Asks a matchmaker to contact one member, with an optional word for the matchmaker. */
export function LineConfirm({ nickname, credits, busy, onSubmit, onBuy }: Props) {
  const [remark, setRemark] = useState('')
  const outOfCredits = credits === 0
  return (
    <View className='line-confirm'>
      <Text className='line-confirm__title'>请红娘帮我联系 {nickname}</Text>
      <Text className='line-confirm__hint'>红娘会先了解对方意向，双方都愿意再安排你们认识</Text>
      <TextArea
        className='line-confirm__remark'
        placeholder='想对红娘说的话（选填），如欣赏TA的地方、方便联系的时间'
        maxLength={REMARK_MAX}
        showCount
        value={remark}
        onChange={setRemark}
      />
      <Button
        className='line-confirm__submit'
        type='primary'
        size='large'
        block
        loading={busy}
        onClick={busy ? undefined : outOfCredits ? onBuy : () => onSubmit(remark.trim())}
      >
        {outOfCredits ? '次数不足，去购买' : '提交牵线申请（消耗1次）'}
      </Button>
    </View>
  )
}
