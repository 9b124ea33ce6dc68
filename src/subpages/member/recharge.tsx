import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { buyProduct } from '@/utils/buyProduct'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useProducts } from '@/hooks/useProducts'
import { getWallet } from '@/api/finance'
import { useShownData } from '@/hooks/useShownData'
import { useStores } from '@/stores'
import { CreditPackGrid } from './parts/credit-pack-grid'
import './recharge.scss'

/** Points top-up: pick a pack, pay at the cashier, and come back here to see the new total. */
function RechargePage() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const [picked, setPicked] = useState<number | null>(null)
  const [buying, setBuying] = useState(false)
  const { config, creditName } = useFinanceConfig(allowed)
  const { data: wallet } = useShownData(getWallet, allowed)
  const packs = useProducts('credit')
  const chosen = packs.list.find((p) => p.id === picked) ?? packs.list[0]

  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  const buy = async () => {
    if (!chosen || buying) return
    setBuying(true)
    try {
      await buyProduct(chosen.id, ROUTES.memberRecharge)
    } catch {
      // The request layer has already told the member why.
    } finally {
      setBuying(false)
    }
  }

  const uses = config?.creditFinanceItems ?? []
  return (
    <PageShell title={`${creditName}充值`}>
      <View className='recharge'>
        <View className='recharge__card'>
          <Text className='recharge__label'>当前{creditName}</Text>
          <Text className='recharge__points'>{wallet ? wallet.credit : '--'}</Text>
          <Text
            className='recharge__history'
            onClick={() => void Taro.navigateTo({ url: `${ROUTES.memberFinance}?tab=credit` })}
          >
            {creditName}明细
          </Text>
        </View>
        {packs.failed && (
          <StatusView icon={<LineIcon name='refresh' />} title='加载失败，点击重试' onAction={packs.reload} />
        )}
        {packs.loaded && !packs.failed && packs.list.length === 0 && (
          <StatusView icon={<LineIcon name='star' />} title='暂无充值套餐' description='管理员上架后即可在这里充值' />
        )}
        {packs.list.length > 0 && (
          <>
            <Text className='recharge__section'>选择充值套餐</Text>
            <CreditPackGrid packs={packs.list} value={chosen?.id} creditName={creditName} onChange={setPicked} />
            <View className='recharge__rules'>
              {config && config.creditBalanceRatio > 0 && (
                <Text className='recharge__rule'>
                  1元 = {config.creditBalanceRatio}
                  {creditName}
                </Text>
              )}
              {uses.length > 0 && (
                <Text className='recharge__rule'>
                  {creditName}可用于支付：{uses.join('、')}
                </Text>
              )}
            </View>
            <Button
              className='recharge__submit'
              type='primary'
              size='large'
              block
              loading={buying}
              onClick={() => void buy()}
            >
              立即充值
            </Button>
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(RechargePage)
