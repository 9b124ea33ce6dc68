import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { CashoutStatus } from '@contract/finance'
import { applyCashout } from '@/api/finance'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { cashoutRequest, EMPTY_CASHOUT_FORM, type CashoutForm } from './models/cashoutForm'
import { useCashoutAllowance } from './models/useCashoutAllowance'
import { CashoutAmount } from './parts/cashout-amount'
import { CashoutChannelPicker } from './parts/cashout-channel'
import './applycashout.scss'

const say = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
/** What the member is told, by where the new withdrawal stands; otherwise it waits for staff. */
const APPLIED: Partial<Record<CashoutStatus, string>> = { paid: '提现成功', paying: '已提交，打款处理中' }

/** The withdrawal form: amount with the fee shown as it is typed, and where the money goes. */
function ApplyCashoutPage() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const [form, setForm] = useState<CashoutForm>(EMPTY_CASHOUT_FORM)
  const { busy: sending, run } = useSingleFlight()
  const { allowance, failed, reload } = useCashoutAllowance(allowed)

  useDidShow(() => setAllowed(authFlow.ensureLogin()))

  const patch = (p: Partial<CashoutForm>) => setForm((f) => ({ ...f, ...p }))

  const submit = async () => {
    if (!allowance) return
    const req = cashoutRequest(form, allowance)
    if (typeof req === 'string') return say(req)
    try {
      const record = await run(() => applyCashout(req))
      if (!record) return
      // Without audit it is handed to the gateway at once: it may arrive, still be on its way,
      // or have been refused and wait for staff.
      say(APPLIED[record.status] ?? '已提交，等待审核')
      void Taro.redirectTo({ url: ROUTES.memberMakeCash })
    } catch {
      // The request layer has already told the member why.
    }
  }

  return (
    <PageShell title='申请提现'>
      {failed && !allowance && (
        <StatusView icon={<LineIcon name='refresh' />} title='加载失败，点击重试' onAction={reload} />
      )}
      {allowance && (
        <View className='apply-cashout'>
          <CashoutAmount allowance={allowance} value={form.amount} onChange={(amount) => patch({ amount })} />
          <CashoutChannelPicker form={form} onChange={patch} />
          <Button
            className='apply-cashout__submit'
            type='primary'
            size='large'
            block
            loading={sending}
            onClick={() => void submit()}
          >
            确认提现
          </Button>
        </View>
      )}
    </PageShell>
  )
}

export default observer(ApplyCashoutPage)
