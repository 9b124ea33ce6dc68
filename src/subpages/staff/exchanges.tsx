import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CANCEL_REASON_MAX, REDEMPTION_CODE_LENGTH, type StaffExchange } from '@contract/gift'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useStores } from '@/stores'
import { EXCHANGE_FULFILLERS } from '@/utils/staff'
import { memberName } from './models/memberName'
import { useExchangeQueue, type ExchangeQueueTab } from './models/useExchangeQueue'
import { useExchangeReceivers } from './models/useExchangeReceivers'
import { useStaffAccess } from './models/useStaffAccess'
import { ExchangeQueueCard } from './parts/exchange-queue-card'
import { FulfilSheet } from './parts/fulfil-sheet'
import { RejectSheet } from './parts/reject-sheet'
import './exchanges.scss'

const TABS: { key: ExchangeQueueTab; title: string }[] = [
  { key: 'pending', title: '待处理' },
  { key: 'done', title: '已完成' },
  { key: 'cancelled', title: '已取消' }
]
const EMPTY: Record<ExchangeQueueTab, string> = {
  pending: '暂无待发货或待核销的兑换',
  done: '暂无已完成的兑换',
  cancelled: '暂无已取消的兑换'
}
const COMMON_REASONS = ['商品暂时缺货，积分已退回', '收货信息有误，请核对后重新兑换', '门店暂停营业，请改兑其他商品']

/** Store staff ship the goods members exchanged, or hand vouchers over against their code, or call one off. */
function ExchangesPage() {
  const { tenant } = useStores()
  const access = useStaffAccess(EXCHANGE_FULFILLERS)
  const open = tenant.plugins.lovegift
  const allowed = access === 'allowed' && open
  const { creditName } = useFinanceConfig(allowed)
  const [tab, setTab] = useState<ExchangeQueueTab>('pending')
  const [typed, setTyped] = useState('')
  // The code being looked up; '' shows the tab.
  const [code, setCode] = useState('')
  const queue = useExchangeQueue(tab, code, allowed)
  const receivers = useExchangeReceivers()
  const [fulfilling, setFulfilling] = useState<StaffExchange | null>(null)
  const [cancelling, setCancelling] = useState<StaffExchange | null>(null)

  const search = () => {
    const wanted = typed.replace(/\s/g, '')
    if (wanted.length !== REDEMPTION_CODE_LENGTH || !/^\d+$/.test(wanted))
      return void Taro.showToast({ title: '请输入12位核销码', icon: 'none', duration: TOAST_MS })
    setCode(wanted)
  }
  const clearSearch = () => {
    setTyped('')
    setCode('')
  }

  /** A voucher handed over from a code search: back to the queue, where it no longer waits. */
  const fulfil: typeof queue.fulfil = async (item, req) => {
    const done = await queue.fulfil(item, req)
    if (done && code) clearSearch()
    return done
  }

  const { list, loaded, loading, failed, hasMore, deciding } = queue
  return (
    <PageShell title='兑换发货'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='兑换发货仅对管理员和红娘开放' />
      )}
      {access === 'allowed' && !open && <StatusView icon={<LineIcon name='gift' />} title='本站未开通积分商城' />}
      {allowed && (
        <View className='staff-exchanges'>
          <SearchBar
            className='staff-exchanges__search'
            shape='round'
            value={typed}
            maxLength={REDEMPTION_CODE_LENGTH}
            placeholder='输入会员出示的核销码'
            inputProps={{ type: 'number' }}
            onChange={setTyped}
            onSearch={search}
            right={
              <Button className='staff-exchanges__go' type='primary' size='small' onClick={search}>
                查找
              </Button>
            }
          />
          {code ? (
            <View className='staff-exchanges__found'>
              <Text>{`核销码 ${code} 的兑换`}</Text>
              <Button className='staff-exchanges__clear' size='small' fill='none' onClick={clearSearch}>
                返回列表
              </Button>
            </View>
          ) : (
            <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          )}
          {list.map((item) => (
            <ExchangeQueueCard
              key={item.id}
              item={item}
              creditName={creditName}
              busy={deciding === item.id}
              receiver={receivers.receiverOf(item.id)}
              revealing={receivers.busy}
              onReveal={() => void receivers.reveal(item.id)}
              onFulfil={() => setFulfilling(item)}
              onCancel={() => setCancelling(item)}
            />
          ))}
          {loaded && list.length === 0 && (
            <StatusView
              icon={<LineIcon name='order' />}
              title={code ? '没有找到这个核销码' : EMPTY[tab]}
              description={code ? '请核对会员出示的核销码后重试' : undefined}
            />
          )}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
      <FulfilSheet
        item={fulfilling}
        knownCode={code}
        receiver={fulfilling ? receivers.receiverOf(fulfilling.id) : undefined}
        revealing={receivers.busy}
        onReveal={(item) => void receivers.reveal(item.id)}
        onClose={() => setFulfilling(null)}
        onSubmit={fulfil}
      />
      <RejectSheet
        open={cancelling !== null}
        title='取消兑换'
        who={
          cancelling
            ? `${memberName(cancelling.nickname, cancelling.userId)} 兑换「${cancelling.goodsName}」，取消后退回 ${cancelling.totalPoints}${creditName}`
            : ''
        }
        placeholder='请填写取消原因，会员会看到'
        submitText='确认取消'
        maxLength={CANCEL_REASON_MAX}
        requiredMessage='请填写取消原因'
        suggestions={COMMON_REASONS}
        onClose={() => setCancelling(null)}
        onSubmit={(reason) => (cancelling ? queue.cancel(cancelling, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}

export default observer(ExchangesPage)
