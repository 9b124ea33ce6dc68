import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { ErrorCode } from '@contract/envelope'
import type { LoveGiftSend } from '@contract/love-gift'
import { ApiError } from '@/api/api-error'
import { sendGift } from '@/api/loveGift'
import { BottomSheet } from '@/components/bottom-sheet'
import { LineIcon } from '@/components/line-icon'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { useGiftCatalogue } from './useGiftCatalogue'
import './gift-sheet.scss'

export interface Props {
  open: boolean
  /** The member the gift is for. */
  toUserId: number
  onClose: () => void
  /** After the server has sent it: a chat shows the gift, a profile may thank the member. */
  onSent?: (send: LoveGiftSend) => void
}

/** One id per gift the member means to send: a retry after a lost answer reuses it, so the server sends once. */
const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

/**
 * The tenant's gifts in a bottom sheet: pick one, see whether my points cover it, send it. The
 * price shown is only a preview; the server charges the catalogue's. Short of points, the sheet
 * says by how much and links to the top-up page.
 */
function GiftSheetView({ open, toUserId, onClose, onSent }: Props) {
  const { tenant } = useStores()
  const enabled = open && tenant.plugins.lovegift
  const { gifts, myPoints, loaded, failed, reload } = useGiftCatalogue(enabled)
  const { creditName } = useFinanceConfig(enabled)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const { busy, run } = useSingleFlight()
  const pending = useRef<{ giftId: number; requestId: string } | null>(null)

  // A fresh sheet starts with nothing picked.
  useEffect(() => {
    if (open) setSelectedId(null)
  }, [open])

  if (!open) return null
  if (!tenant.plugins.lovegift) {
    return (
      <BottomSheet open title='送礼物' onClose={onClose}>
        <StatusView icon={<LineIcon name='gift' />} title='本站暂未开通礼物功能' description='可以先发消息打个招呼' />
      </BottomSheet>
    )
  }

  const selected = gifts.find((g) => g.id === selectedId) ?? null
  const shortBy = selected ? selected.points - myPoints : 0

  const recharge = () => {
    onClose()
    void Taro.navigateTo({ url: ROUTES.memberRecharge })
  }

  const send = () =>
    run(async () => {
      if (!selected || shortBy > 0) return
      if (pending.current?.giftId !== selected.id) pending.current = { giftId: selected.id, requestId: newRequestId() }
      try {
        const sent = await sendGift({ toUserId, giftId: selected.id, clientRequestId: pending.current.requestId })
        pending.current = null
        void Taro.showToast({ title: `已送出「${sent.gift.name}」`, icon: 'none', duration: TOAST_MS })
        onSent?.(sent)
        onClose()
      } catch (err) {
        // Answered: nothing was sent under this id, so the next tap may start afresh. Unanswered
        // (the network dropped): the next tap reuses it, and the server answers what it did.
        if (err instanceof ApiError && err.status > 0) pending.current = null
        // Points changed elsewhere (another device, a purchase): show the real balance and the top-up link.
        if (err instanceof ApiError && err.code === ErrorCode.InsufficientFunds) await reload()
      }
    })

  return (
    <BottomSheet open title='送礼物' onClose={onClose}>
      {!loaded && <View className='gift-sheet__loading'>加载中...</View>}
      {loaded && failed && (
        <StatusView
          icon={<LineIcon name='refresh' />}
          title='礼物加载失败'
          action='重试'
          onAction={() => void reload()}
        />
      )}
      {loaded && !failed && gifts.length === 0 && (
        <StatusView
          icon={<LineIcon name='gift' />}
          title='暂时没有可送的礼物'
          description='礼物上架后就可以送给心仪的人了'
        />
      )}
      {loaded && !failed && gifts.length > 0 && (
        <>
          <View className='gift-sheet__grid'>
            {gifts.map((g) => (
              <View
                key={g.id}
                className={`gift-sheet__gift ${g.id === selectedId ? 'gift-sheet__gift--on' : ''}`}
                onClick={() => setSelectedId(g.id)}
              >
                <Image className='gift-sheet__image' src={g.image} mode='aspectFit' />
                <Text className='gift-sheet__name'>{g.name}</Text>
                <Text className='gift-sheet__price'>{`${g.points}${creditName}`}</Text>
              </View>
            ))}
          </View>
          {shortBy > 0 && (
            <View className='gift-sheet__short'>
              <Text>{`${creditName}不足，还差${shortBy}${creditName}`}</Text>
              <Text className='gift-sheet__link' onClick={recharge}>
                去充值
              </Text>
            </View>
          )}
          <View className='gift-sheet__bar'>
            <View className='gift-sheet__mine'>
              <Text>{`我的${creditName}：`}</Text>
              <Text className='gift-sheet__points'>{myPoints}</Text>
              <Text className='gift-sheet__link' onClick={recharge}>
                充值
              </Text>
            </View>
            <Button
              className='gift-sheet__send'
              type='primary'
              disabled={!selected || shortBy > 0}
              onClick={() => void send()}
            >
              {busy ? '赠送中' : selected ? '赠送' : '选择礼物'}
            </Button>
          </View>
        </>
      )}
    </BottomSheet>
  )
}

export const GiftSheet = observer(GiftSheetView)
