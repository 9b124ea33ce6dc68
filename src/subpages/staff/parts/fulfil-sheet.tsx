import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import {
  REDEMPTION_CODE_LENGTH,
  TRACKING_NOTE_MAX,
  type FulfilExchangeReq,
  type Receiver,
  type StaffExchange
} from '@contract/gift'
import { BottomSheet } from '@/components/bottom-sheet'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { memberName } from '@/subpages/staff/models/memberName'
import { ExchangeReceiver } from './exchange-receiver'
import { FormBox, FormTextArea, SubmitButton } from './staff-form'
import './fulfil-sheet.scss'

export interface Props {
  /** The exchange being fulfilled; null keeps the sheet closed. */
  item: StaffExchange | null
  /** A code staff already typed to find this voucher. */
  knownCode: string
  /** The mailed exchange's receiver, once revealed for the label. */
  receiver?: Receiver
  revealing: boolean
  onReveal: (item: StaffExchange) => void
  onClose: () => void
  /** Sends it; resolves true when done, which closes the sheet. */
  onSubmit: (item: StaffExchange, req: Omit<FulfilExchangeReq, 'exchangeId'>) => Promise<boolean>
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })

/**
 * 发货 shows the receiver masked with 查看收货信息 (the reveal the label is written from) and asks for
 * the carrier and tracking number; 核销 asks for the code the member shows, which must match.
 */
export function FulfilSheet({ item, knownCode, receiver, revealing, onReveal, onClose, onSubmit }: Props) {
  const [text, setText] = useState('')
  const { busy, run } = useSingleFlight()
  const ship = item?.kind === 'ship'

  // Each exchange starts afresh; a voucher found by its code starts with that code.
  useEffect(() => setText(item && item.kind === 'voucher' ? knownCode : ''), [item, knownCode])

  const submit = async () => {
    if (!item) return
    const value = text.trim()
    if (ship && !value) return toast('请填写快递公司和运单号')
    if (!ship && value.replace(/\s/g, '').length !== REDEMPTION_CODE_LENGTH) return toast('请输入12位核销码')
    const req = ship ? { trackingNote: value } : { redemptionCode: value }
    if (await run(() => onSubmit(item, req))) onClose()
  }

  return (
    <BottomSheet open={item !== null} title={ship ? '发货' : '到店核销'} onClose={onClose}>
      {item && (
        <View className='staff-form'>
          <Text className='staff-form__who'>
            {`${memberName(item.nickname, item.userId)} 兑换「${item.goodsName}」×${item.quantity}`}
          </Text>
          {item.receiver && (
            <View className='fulfil-sheet__receiver'>
              <ExchangeReceiver
                masked={item.receiver}
                revealed={receiver}
                busy={revealing}
                onReveal={() => onReveal(item)}
              />
            </View>
          )}
          {ship ? (
            <FormTextArea
              className='fulfil-sheet__text'
              placeholder='快递公司和运单号，如：顺丰速运 SF1234567890，会员会看到'
              maxlength={TRACKING_NOTE_MAX}
              value={text}
              onInput={setText}
            />
          ) : (
            <FormBox
              className='fulfil-sheet__code'
              placeholder='输入会员出示的12位核销码'
              maxlength={REDEMPTION_CODE_LENGTH}
              value={text}
              onInput={setText}
            />
          )}
          <SubmitButton busy={busy} className='fulfil-sheet__submit' onClick={() => void submit()}>
            {ship ? '确认发货' : '确认核销'}
          </SubmitButton>
        </View>
      )}
    </BottomSheet>
  )
}
