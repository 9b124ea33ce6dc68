import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { LEAD_SOURCE_LABELS, type ProspectDetail } from '@contract/crm'
import { getProspectDetail } from '@/api/crm'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { leadTimeText } from '@/utils/leadText'
import { LeadCard } from './parts/lead-card'
import { ProspectCard } from './parts/prospect-card'
import './customer.scss'

/** One potential lead: their visits, and the lead the member became (when the caller may see it). */
export default function ProspectDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const [item, setItem] = useState<ProspectDetail | null>(null)
  const [error, setError] = useState('')

  const load = () =>
    getProspectDetail({ id }, { hideMsg: true }).then(setItem, (e: Error) => setError(e.message || '加载失败'))
  useDidShow(() => {
    if (id > 0) void load()
    else setError('潜在客户不正确')
  })

  return (
    <PageShell title='潜在客户'>
      {!item && error && <StatusView title={error} action='重试' onAction={() => void load()} />}
      {item && (
        <View className='office'>
          <ProspectCard item={item} showReferrer onOpen={() => undefined} />
          <View className='office__section'>
            {[
              ['来源', LEAD_SOURCE_LABELS[item.source]],
              ['分享人', item.referrer.nickname],
              ['首次访问', leadTimeText(item.firstVisitAt)],
              ['最近访问', leadTimeText(item.lastVisitAt)],
              ['访问次数', `${item.visits} 次`]
            ].map(([label, value]) => (
              <View key={label} className='lead-detail__row'>
                <Text className='lead-detail__row-label'>{label}</Text>
                <Text>{value}</Text>
              </View>
            ))}
          </View>
          {item.lead ? (
            <LeadCard
              item={item.lead}
              showOwner
              onOpen={() => void Taro.navigateTo({ url: `${ROUTES.customerDetail}?userId=${item.lead?.userId}` })}
            />
          ) : (
            <View className='office__hint'>该会员由其他红娘跟进</View>
          )}
        </View>
      )}
    </PageShell>
  )
}
