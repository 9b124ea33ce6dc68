import { Progress } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useRef, useState } from 'react'
import { CONTRACT_STATUS_LABELS, quotaText, type ContractView } from '@contract/contract'
import { getMyContracts } from '@/api/contract'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { GRADIENT_BRAND } from '@/styles/colors'
import { useStores } from '@/stores'
import { periodText, priceText, quotaPercent } from '@/utils/contractView'
import { formatDate } from '@/utils/time'
import './my_hetong.scss'

const open = (c: ContractView) => void Taro.navigateTo({ url: `${ROUTES.contractSign}?id=${c.id}` })

/** What the card asks of the customer, if anything. */
function nextStep(c: ContractView): string {
  if (c.status === 'unsigned') return '待签署，点击查看条款并签名'
  if (c.status === 'unpaid') return '已签署，付款后合同生效'
  if (c.status === 'paid') return '已付款，签署后合同生效'
  return ''
}

function ContractCard({ c }: { c: ContractView }) {
  const step = nextStep(c)
  return (
    <View className='my-contract' onClick={() => open(c)}>
      <View className='my-contract__head'>
        <Text className='my-contract__name'>{c.name}</Text>
        <Text className={`my-contract__status my-contract__status--${c.status}`}>
          {CONTRACT_STATUS_LABELS[c.status]}
        </Text>
      </View>
      <Text className='my-contract__line'>{`合同编号：${c.contractNo}`}</Text>
      <Text className='my-contract__line'>{`服务红娘：${c.matchmakerName}`}</Text>
      <Text className='my-contract__line'>{`服务期限：${periodText(c)}`}</Text>
      <View className='my-contract__quota'>
        <Text className='my-contract__quota-text'>{quotaText(c)}</Text>
        <Progress className='my-contract__bar' percent={quotaPercent(c)} color={GRADIENT_BRAND} strokeWidth='6' />
      </View>
      <View className='my-contract__foot'>
        <Text className='my-contract__price'>{priceText(c)}</Text>
        <Text className='my-contract__date'>{`创建于 ${formatDate(c.createdAt)}`}</Text>
      </View>
      {step && <Text className='my-contract__step'>{step}</Text>}
    </View>
  )
}

/** SPEC §2 /subpages/member/my_hetong: my service contracts, where each stands and how many meetings are used. */
function MyContractsPage() {
  const { authFlow } = useStores()
  const [list, setList] = useState<ContractView[]>([])
  const [loaded, setLoaded] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const allowed = useRef(false)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setList((await getMyContracts()).list)
      setFailed(false)
      setLoaded(true)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }, [])

  // Back from signing or paying: the contract has moved on.
  useDidShow(() => {
    allowed.current = authFlow.ensureLogin()
    if (allowed.current) void reload()
  })

  usePullDownRefresh(() => {
    if (!allowed.current) return void Taro.stopPullDownRefresh()
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <PageShell title='我的合同'>
      <View className='my-contracts'>
        {list.map((c) => (
          <ContractCard key={c.id} c={c} />
        ))}
        <ListEnd
          count={list.length}
          loaded={loaded}
          loading={loading}
          hasMore={false}
          failed={failed}
          onRetry={() => void reload()}
          emptyTitle='还没有服务合同'
          emptyDescription='与红娘沟通好服务内容后，红娘会为你创建合同'
        />
      </View>
    </PageShell>
  )
}

export default observer(MyContractsPage)
