import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { OFFICE_STAFF } from '@/utils/staff'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { useCustomerList } from './models/customerList'
import { CustomerCard, type CustomerAction } from './parts/customer-card'
import { CustomerSearch } from './parts/customer-search'
import './list.scss'

const TARGETS: Record<CustomerAction, string> = {
  edit: ROUTES.officeEditInfo,
  album: ROUTES.customerAlbum,
  detail: ROUTES.customerDetail
}

/** 会员资料管理: the customers in my office scope, with their profile completeness and what to do next. */
function OfficeCustomersPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const { session } = useStores()
  const [keyword, setKeyword] = useState('')
  const { list, loaded, loading, failed, hasMore, reload } = useCustomerList(keyword, access === 'allowed')
  const me = session.userInfo?.id
  // A store manager or an admin sees other matchmakers' customers too: those cards name the matchmaker.
  const showOwner = list.some((c) => c.ownerId !== me)

  const open = (userId: number, action: CustomerAction) =>
    void Taro.navigateTo({ url: `${TARGETS[action]}?userId=${userId}` })

  return (
    <PageShell title='会员资料管理'>
      {access === 'denied' && (
        <StatusView
          icon={<LineIcon name='lock' />}
          title='没有权限'
          description='会员资料管理仅对红娘、店长和管理员开放'
        />
      )}
      {access === 'allowed' && (
        <View className='office-customers'>
          <CustomerSearch placeholder='搜索昵称或会员ID' onSearch={setKeyword} />
          <Button
            className='office-customers__add'
            type='primary'
            fill='dashed'
            block
            onClick={() => void Taro.navigateTo({ url: ROUTES.officeEditInfo })}
          >
            + 录入线下客户
          </Button>
          {list.map((item) => (
            <CustomerCard
              key={item.userId}
              item={item}
              showOwner={showOwner}
              onAction={(action) => open(item.userId, action)}
            />
          ))}
          <ListEnd
            count={list.length}
            loaded={loaded}
            loading={loading}
            hasMore={hasMore}
            failed={failed}
            onRetry={() => void reload()}
            emptyTitle={keyword ? '没有找到匹配的客户' : '还没有客户'}
            emptyDescription={keyword ? '换个昵称或会员ID试试' : '从公海认领线索，或录入线下客户'}
          />
        </View>
      )}
    </PageShell>
  )
}

export default observer(OfficeCustomersPage)
