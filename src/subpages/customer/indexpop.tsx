import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PROSPECT_FILTER_LABELS, PROSPECT_FILTERS, type ProspectFilter, type ProspectItem } from '@contract/crm'
import { OFFICE_STAFF } from '@/utils/staff'
import { getProspectPage } from '@/api/crm'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useCursorList } from '@/hooks/useCursorList'
import { useStores } from '@/stores'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { ProspectCard } from './parts/prospect-card'
import './customer.scss'

const TABS = PROSPECT_FILTERS.map((key) => ({ key, title: PROSPECT_FILTER_LABELS[key] }))

/** 潜在客户: who opened my shared link, whether they registered, whether they became my customer. */
function ProspectListPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const { session } = useStores()
  const [filter, setFilter] = useState<ProspectFilter>('all')
  const list = useCursorList<ProspectItem>((page) => getProspectPage({ ...page, filter }), [filter], {
    enabled: access === 'allowed'
  })
  const myId = session.userInfo?.id ?? 0
  const link = `${ROUTES.customerLanding}?mid=${myId}`

  return (
    <PageShell title='潜在客户'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='潜在客户仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='office'>
          <View className='office__section'>
            <View className='office__section-title'>我的客户链接</View>
            <View className='office__hint'>
              把链接发给单身朋友：对方注册登录后即记为你的潜在客户，并自动成为你的客户（已有红娘跟进的除外）。
            </View>
            <Button
              type='primary'
              size='small'
              onClick={() =>
                void Taro.setClipboardData({ data: link }).then(() =>
                  Taro.showToast({ title: '链接已复制', icon: 'none' })
                )
              }
            >
              复制链接
            </Button>
          </View>
          <SegmentTabs tabs={TABS} value={filter} onChange={setFilter} />
          {list.list.map((item) => (
            <ProspectCard
              key={item.id}
              item={item}
              showReferrer={item.referrer.userId !== myId}
              onOpen={() => void Taro.navigateTo({ url: `${ROUTES.prospectDetail}?id=${item.id}` })}
            />
          ))}
          <ListEnd
            count={list.list.length}
            loaded={list.loaded}
            loading={list.loading}
            hasMore={list.hasMore}
            failed={list.failed}
            onRetry={() => void list.reload()}
            emptyTitle='还没有潜在客户'
            emptyDescription='分享你的客户链接，注册登录的访客会出现在这里'
          />
        </View>
      )}
    </PageShell>
  )
}

export default observer(ProspectListPage)
