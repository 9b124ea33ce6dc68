import { Input, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  LEAD_TAB_LABELS,
  LEAD_TABS,
  type LeadItem,
  type LeadSource,
  type LeadStage,
  type LeadTab,
  type OfficeFigures
} from '@contract/crm'
import { OFFICE_STAFF } from '@/utils/staff'
import { claimLead, getLeadPage, getOffice } from '@/api/crm'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { LeadCard } from './parts/lead-card'
import './customer.scss'

const TABS = LEAD_TABS.map((key) => ({ key, title: LEAD_TAB_LABELS[key] }))
const EMPTY: Record<LeadTab, string> = {
  today: '今天没有要跟进的客户',
  mine: '还没有客户，去公海认领吧',
  pool: '公海里暂时没有客户'
}

const go = (url: string) => void Taro.navigateTo({ url })

/** 红娘办公室: today's follow-ups, my leads and the public pool, with the day's figures on top. */
function CustomerOfficePage() {
  const { tenant } = useStores()
  const access = useStaffAccess(OFFICE_STAFF)
  const allowed = access === 'allowed'
  const [tab, setTab] = useState<LeadTab>('today')
  const [stage, setStage] = useState<LeadStage | undefined>()
  const [source, setSource] = useState<LeadSource | undefined>()
  const [expiring, setExpiring] = useState(false)
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [figures, setFigures] = useState<OfficeFigures | null>(null)
  const { busy, run } = useSingleFlight()

  const loadFigures = useCallback(() => {
    getOffice({ hideMsg: true }).then(setFigures, () => undefined)
  }, [])
  useDidShow(() => {
    if (allowed) loadFigures()
  })
  // The first show comes before the roles are known: the figures load once access is granted.
  useEffect(() => {
    if (allowed) loadFigures()
  }, [allowed, loadFigures])

  const leads = useCursorList<LeadItem>(
    (page) =>
      getLeadPage({
        ...page,
        tab,
        stage,
        source,
        keyword: keyword || undefined,
        expiring: tab !== 'pool' && expiring ? true : undefined
      }),
    [tab, stage, source, keyword, expiring],
    { enabled: allowed, keyOf: (l) => l.userId }
  )

  const claim = (item: LeadItem) =>
    run(async () => {
      const res = await claimLead({ userId: item.userId })
      void Taro.showToast({ title: `已认领，今日还可认领 ${res.claimsLeftToday} 个`, icon: 'none' })
      leads.drop(item.userId)
      loadFigures()
    }).catch(() => undefined)

  return (
    <PageShell title='红娘办公室'>
      {access === 'denied' && (
        <StatusView
          icon={<LineIcon name='lock' />}
          title='没有权限'
          description='红娘办公室仅对红娘、店长和管理员开放'
        />
      )}
      {allowed && (
        <View className='office'>
          <View className='office__figures'>
            {[
              ['今日待跟进', figures?.dueToday],
              ['我的客户', figures?.myLeads],
              ['即将掉入公海', figures?.expiring],
              ['今日可认领', figures?.claimsLeftToday]
            ].map(([label, value]) => (
              <View key={label} className='office__figure'>
                <Text className='office__figure-value'>{value ?? '-'}</Text>
                <Text className='office__figure-label'>{label}</Text>
              </View>
            ))}
          </View>
          <View className='office__links'>
            {tenant.plugins.message && (
              <View className='office__link' onClick={() => go(ROUTES.officeChats)}>
                客户消息
              </View>
            )}
            <View className='office__link' onClick={() => go(ROUTES.prospects)}>
              潜在客户
            </View>
            <View className='office__link' onClick={() => go(ROUTES.officeReport)}>
              数据报表
            </View>
            {figures?.manager && (
              <View className='office__link' onClick={() => go(ROUTES.staffPoolRules)}>
                公海规则
              </View>
            )}
          </View>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          <View className='office__search'>
            <Input
              className='office__search-input'
              value={typed}
              placeholder='搜索昵称或会员ID'
              confirmType='search'
              maxlength={20}
              onInput={(e) => setTyped(e.detail.value)}
              onConfirm={() => setKeyword(typed.trim())}
            />
            <Text onClick={() => setKeyword(typed.trim())}>搜索</Text>
          </View>
          <View className='office__chips'>
            {LEAD_STAGES.map((s) => (
              <Text
                key={s}
                className={`office__chip ${stage === s ? 'office__chip--on' : ''}`}
                onClick={() => setStage(stage === s ? undefined : s)}
              >
                {LEAD_STAGE_LABELS[s]}
              </Text>
            ))}
            {tab !== 'pool' && (
              <Text
                className={`office__chip ${expiring ? 'office__chip--on' : ''}`}
                onClick={() => setExpiring(!expiring)}
              >
                即将掉入公海
              </Text>
            )}
          </View>
          <View className='office__chips'>
            {LEAD_SOURCES.map((s) => (
              <Text
                key={s}
                className={`office__chip ${source === s ? 'office__chip--on' : ''}`}
                onClick={() => setSource(source === s ? undefined : s)}
              >
                {LEAD_SOURCE_LABELS[s]}
              </Text>
            ))}
          </View>
          {tab === 'pool' && figures && (
            <View className='office__hint'>
              公海共 {figures.poolCount} 人；认领后保护 {figures.rules.protectDays} 天，{figures.rules.idleDays}{' '}
              天未跟进自动回到公海
            </View>
          )}
          {leads.list.map((item) => (
            <LeadCard
              key={item.userId}
              item={item}
              showOwner={figures?.manager ?? false}
              onOpen={() => go(`${ROUTES.customerDetail}?userId=${item.userId}`)}
              onClaim={tab === 'pool' && !busy ? () => void claim(item) : undefined}
            />
          ))}
          <ListEnd
            count={leads.list.length}
            loaded={leads.loaded}
            loading={leads.loading}
            hasMore={leads.hasMore}
            failed={leads.failed}
            onRetry={() => void leads.reload()}
            emptyTitle={EMPTY[tab]}
          />
        </View>
      )}
    </PageShell>
  )
}

export default observer(CustomerOfficePage)
