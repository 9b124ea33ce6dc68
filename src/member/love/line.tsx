import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { getMyLines, requestLine } from '@/api/loveLine'
import { getWallet } from '@/api/finance'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { usePagedList } from '@/hooks/usePagedList'
import { lineTarget } from './models/lineTarget'
import { useLoveGate } from '@/hooks/useLoveGate'
import { usePullToReload } from './models/usePullToReload'
import { useShownData } from '@/hooks/useShownData'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { LineConfirm } from './parts/line-confirm'
import { LineCredits } from './parts/line-credits'
import { LineRequestRow } from './parts/line-request-row'
import './line.scss'

const openPackages = () => void Taro.navigateTo({ url: ROUTES.lovePackage })
const openMember = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })

/** Matchmaker lines: my credits, asking for a line to the member I came from, and my requests. */
export default function LoveLinePage() {
  const { params } = useRouter()
  const allowed = useLoveGate()
  const wallet = useShownData(getWallet, allowed)
  // My requests, newest first. The page's pull-down reloads them with the credits, so one pull asks once.
  const lines = usePagedList(getMyLines, [], { enabled: allowed, pullDown: false })
  const { busy, run } = useSingleFlight()
  // Once asked, the card goes: the same member can't be asked for twice while it is pending.
  const [sent, setSent] = useState(false)
  usePullToReload(allowed, [wallet.reload, lines.reload])

  const target = sent ? null : lineTarget(params)

  const submit = (targetId: number, remark: string) =>
    run(async () => {
      try {
        await requestLine({ targetId, remark })
      } catch {
        return // The request layer has already said why (out of credits, already asked…); the card stays to try again.
      }
      void Taro.showToast({ title: '已提交，红娘会尽快联系你', icon: 'none' })
      setSent(true)
      void wallet.reload()
      void lines.reload()
    })

  const empty = lines.loaded && lines.list.length === 0
  return (
    <PageShell title='红娘牵线'>
      <View className='love-line'>
        {wallet.failed ? (
          <StatusView icon='!' title='牵线次数加载失败，点击重试' onAction={() => void wallet.reload()} />
        ) : (
          <LineCredits credits={wallet.data?.lineCredits ?? null} action='购买牵线次数' onAction={openPackages} />
        )}
        {target && (
          <LineConfirm
            nickname={target.nickname}
            credits={wallet.data?.lineCredits ?? null}
            busy={busy}
            onSubmit={(remark) => void submit(target.id, remark)}
            onBuy={openPackages}
          />
        )}
        <Text className='love-line__section'>我的牵线</Text>
        {lines.list.map((line) => (
          <LineRequestRow key={line.id} line={line} onOpenTarget={openMember} />
        ))}
        {empty && lines.failed && (
          <StatusView icon='!' title='加载失败，点击重试' onAction={() => void lines.reload()} />
        )}
        {empty && !lines.failed && (
          <StatusView
            icon={<LineIcon name='heart' />}
            title='还没有牵线记录'
            description='遇到心仪的TA，在TA的资料页点「红娘牵线」，红娘会替你联系对方、了解意向，双方都愿意再安排认识；未能牵线的，次数会退回'
          />
        )}
        {lines.list.length > 0 && <ListFooter loading={lines.loading} hasMore={lines.hasMore} failed={lines.failed} />}
      </View>
    </PageShell>
  )
}
