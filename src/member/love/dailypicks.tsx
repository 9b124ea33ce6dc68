import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Empty } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { DailyPicks } from '@contract/love-match'
import { getDailyPicks } from '@/api/loveMatch'
import { MemberCard } from '@/components/member-card'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useLoveGate } from '@/hooks/useLoveGate'
import { useStores } from '@/stores'
import './dailypicks.scss'

/**
 * 每日推荐: today's few members, chosen by the feed's ranking and the same on every device all
 * day, each with why we suggest them. Nobody comes back within a week; VIP get a bigger batch.
 */
function DailyPicksPage() {
  const { session } = useStores()
  const allowed = useLoveGate()
  const [picks, setPicks] = useState<DailyPicks | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    getDailyPicks({ hideMsg: true })
      .then(setPicks)
      .catch(() => setFailed(true))
  }, [])
  // Once a day's picks are drawn they stay the same, so one read per visit is enough.
  useEffect(() => {
    if (allowed) load()
  }, [allowed, load])

  const open = (userId: number) => void Taro.navigateTo({ url: `${ROUTES.loveDetail}?id=${userId}` })
  return (
    <PageShell title='每日推荐'>
      <View className='daily-picks'>
        <View className='daily-picks__head'>
          <Text className='daily-picks__title'>今日为你精选</Text>
          <Text className='daily-picks__note'>{session.isVip ? 'VIP每天多看几位，' : ''}每天更新，一周内不重复</Text>
        </View>
        {failed && <StatusView icon='!' title='加载失败，点击重试' onAction={load} />}
        {picks && picks.cards.length === 0 && (
          <Empty title='今天暂时没有新的推荐' description='明天再来看看，或者去首页逛逛' status='empty' />
        )}
        {picks?.cards.map((card, index) => (
          <MemberCard key={card.userId} card={card} onOpen={open} eager={index < 2} />
        ))}
        {picks && picks.cards.length > 0 && !session.isVip && (
          <View className='daily-picks__more' onClick={() => void Taro.navigateTo({ url: ROUTES.loveVip })}>
            开通VIP，每天多看几位推荐 ›
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(DailyPicksPage)
