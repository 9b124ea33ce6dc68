import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { PayMethod } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { pointsText, yuanText } from '@/utils/financeText'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'
import { useStores } from '@/stores'
import { goBack } from '@/utils/navigation'
import { isWeapp } from '@/utils/platform'
import { backIsPreviousPage, backTarget } from './models/backUrl'
import { chosenPayMethod, payOptions } from './models/payMethods'
import { useCashierOrder } from './models/useCashierOrder'
import { useCountdown } from './models/useCountdown'
import { usePayment } from './models/usePayment'
import { PayMethodList } from './parts/pay-method-list'
import { PayOrderHead } from './parts/pay-order-head'
import { PaySuccess } from './parts/pay-success'
import { SandboxSheet } from './parts/sandbox-sheet'
import './pay.scss'

function readQuery() {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  return { orderNo: params.orderNo ?? '', back: backTarget(params.back) }
}

/** The cashier every purchase opens: ?orderNo=…&back=<where to go when done>. */
function PayPage() {
  const { authFlow } = useStores()
  const [{ orderNo, back }] = useState(readQuery)
  const [allowed, setAllowed] = useState(false)
  const [picked, setPicked] = useState<PayMethod | null>(null)
  const { balanceName, creditName } = useFinanceConfig(allowed)
  const cashier = useCashierOrder(orderNo)
  const payment = usePayment(orderNo, cashier)
  const { order, wallet } = cashier
  const left = useCountdown(order?.status === 'unpaid' ? order.expiresAt : null)

  useDidShow(() => {
    const ok = authFlow.ensureLogin()
    setAllowed(ok)
    // Also when coming back from WeChat Pay or Alipay: the order may have been paid meanwhile.
    if (ok && orderNo) void cashier.refresh()
  })

  // Back to the page that sent the member here; otherwise replace the cashier, so that going
  // back from the purchase page never lands on a finished cashier.
  const leave = () => {
    if (backIsPreviousPage(back, Taro.getCurrentPages())) return void Taro.navigateBack()
    return back ? void Taro.redirectTo({ url: back }) : goBack()
  }

  const render = () => {
    if (!orderNo)
      return (
        <StatusView
          icon={<LineIcon name='info' />}
          title='订单不存在'
          description='请返回重新下单'
          action='返回'
          onAction={leave}
        />
      )
    if (!order || !wallet) {
      return cashier.failed ? (
        <StatusView
          icon={<LineIcon name='refresh' />}
          title='加载失败，点击重试'
          onAction={() => void cashier.refresh()}
        />
      ) : null
    }
    if (order.status === 'paid') return <PaySuccess order={order} creditName={creditName} onDone={leave} />
    if (order.status === 'refunded') {
      return (
        <StatusView
          icon={<LineIcon name='info' />}
          title='订单已退款'
          description={`支付的款项已退回你的${order.payMethod === 'credit' ? creditName : balanceName}`}
          action='返回'
          onAction={leave}
        />
      )
    }
    if (order.status === 'closed' || left === 0) {
      return (
        <StatusView
          icon={<LineIcon name='clock' />}
          title='订单已过期'
          description='请返回重新下单'
          action='返回'
          onAction={leave}
        />
      )
    }
    const options = payOptions(order, wallet, { balanceName, creditName, weapp: isWeapp() })
    const method = chosenPayMethod(options, picked)
    const price = method === 'credit' ? pointsText(order.creditPrice, creditName) : yuanText(order.amount)
    return (
      <View className='pay'>
        <PayOrderHead order={order} left={left ?? 0} />
        <PayMethodList options={options} value={method} onChange={setPicked} />
        <Button
          className='pay__submit'
          type='primary'
          size='large'
          block
          loading={payment.paying}
          onClick={() => void payment.pay(method)}
        >
          确认支付 {price}
        </Button>
        <SandboxSheet
          provider={payment.sandbox}
          amount={order.amount}
          busy={payment.paying}
          onConfirm={() => void payment.confirmSandbox()}
          onCancel={payment.cancelSandbox}
        />
      </View>
    )
  }

  return <PageShell title='收银台'>{render()}</PageShell>
}

export default observer(PayPage)
