import { Text, View } from '@tarojs/components'
import { Button, Empty, SearchBar } from '@nutui/nutui-react-taro'
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
import { Badge } from '@/components/badge'
import { ChoiceChips } from '@/components/choice-chips'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { LeadCard } from './parts/lead-card'
import './customer.scss'

const TABS = LEAD_TABS.map((key) => ({ key, title: LEAD_TAB_LABELS[key] }))
const STAGE_CHIPS = LEAD_STAGES.map((key) => ({ key, label: LEAD_STAGE_LABELS[key] }))
const EXPIRING_CHIP = { key: 'expiring', label: '即将掉入公海' } as const
const SOURCE_CHIPS = LEAD_SOURCES.map((key) => ({ key, label: LEAD_SOURCE_LABELS[key] }))
const EMPTY: Record<LeadTab, string> = {
  today: '今天没有要跟进的客户',
  mine: '还没有客户，去公海认领吧',
  pool: '公海里暂时没有客户'
}

const go = (url: string) => void Taro.navigateTo({ url })

/** 红娘办公室: today's follow-ups, my leads and the public pool, with the day's figures on top. */
function CustomerOfficePage() {
  const { tenant, unread } = useStores()
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
        <Empty
          className='office__empty'
          image={<LineIcon name='lock' />}
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
              <Badge count={unread.summary.office}>
                <Button className='office__link' fill='outline' type='primary' onClick={() => go(ROUTES.officeChats)}>
                  客户消息
                </Button>
              </Badge>
            )}
            <Button className='office__link' fill='outline' type='primary' onClick={() => go(ROUTES.prospects)}>
              潜在客户
            </Button>
            <Button className='office__link' fill='outline' type='primary' onClick={() => go(ROUTES.officeReport)}>
              数据报表
            </Button>
            {figures?.manager && (
              <Button className='office__link' fill='outline' type='primary' onClick={() => go(ROUTES.staffPoolRules)}>
                公海规则
              </Button>
            )}
          </View>
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          <SearchBar
            className='office__search'
            shape='round'
            value={typed}
            placeholder='搜索昵称或会员ID'
            maxLength={20}
            onChange={setTyped}
            onSearch={() => setKeyword(typed.trim())}
            right={
              <Button
                className='office__search-go'
                type='primary'
                size='small'
                onClick={() => setKeyword(typed.trim())}
              >
                搜索
              </Button>
            }
          />
          <ChoiceChips
            chips={tab === 'pool' ? STAGE_CHIPS : [...STAGE_CHIPS, EXPIRING_CHIP]}
            chosen={[...(stage ? [stage] : []), ...(expiring ? [EXPIRING_CHIP.key] : [])]}
            onPick={(k) => {
              if (k === EXPIRING_CHIP.key) setExpiring(!expiring)
              else setStage(stage === k ? undefined : k)
            }}
          />
          <ChoiceChips
            chips={SOURCE_CHIPS}
            chosen={source ? [source] : []}
            onPick={(k) => setSource(source === k ? undefined : k)}
          />
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
