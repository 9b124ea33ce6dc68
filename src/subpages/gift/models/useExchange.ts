import Taro from '@tarojs/taro'
import { useRef } from 'react'
import type { GoodsDetail, MallExchange, Receiver } from '@contract/gift'
import { exchangeGoods } from '@/api/gift'
import { ApiError } from '@/api/request'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { newIdempotencyKey } from './exchangeForm'

/**
 * Sends the exchange under one idempotency key per attempt. The key is kept when no answer came
 * back (the exchange may have been made: sending it again returns that one instead of paying
 * twice) and replaced once the server has answered, so the next tap is a new attempt.
 */
export function useExchange() {
  const { busy, run } = useSingleFlight()
  const key = useRef(newIdempotencyKey())

  /** The exchange made, or null when the member cancelled the confirmation or the server refused. */
  const submit = (
    goods: GoodsDetail,
    quantity: number,
    receiver: Receiver | undefined,
    creditName: string
  ): Promise<MallExchange | null | undefined> =>
    run(async () => {
      const total = goods.points * quantity
      const { confirm } = await Taro.showModal({
        title: '确认兑换',
        content: `使用 ${total} ${creditName}兑换「${goods.name}」×${quantity}？`,
        confirmText: '确认兑换'
      })
      if (!confirm) return null
      try {
        const made = await exchangeGoods({ goodsId: goods.id, quantity, idempotencyKey: key.current, receiver })
        key.current = newIdempotencyKey()
        return made
      } catch (err) {
        if (err instanceof ApiError && err.code !== null) key.current = newIdempotencyKey()
        return null
      }
    })

  return { busy, submit }
}
