import { View } from '@tarojs/components'
import type { AccessLogEntry } from '@contract/audit'
import type { PersonalDataField } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { ListFooter } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { AUDIT_READERS } from '@/utils/staff'
import { chatTime } from '@/utils/time'
import { memberName } from './models/memberName'
import { useAccessLog } from './models/useAccessLog'
import { useStaffAccess } from './models/useStaffAccess'
import { InfoRows } from './parts/info-rows'
import { QueueCard } from './parts/queue-card'
import './accesslog.scss'

const FIELD_LABELS: Record<PersonalDataField, string> = {
  phone: '手机号',
  name: '姓名',
  address: '收货地址',
  contract: '签署的合同',
  export: '本人下载的数据副本'
}

const PURPOSE_LABELS: Partial<Record<string, (id: string) => string>> = {
  line: (id) => `安排牵线 #${id}`,
  custom: (id) => `联系私人定制 #${id}`,
  lead: (id) => `跟进客户 #${id}`,
  contract: (id) => `查看合同 #${id}`,
  exchange: (id) => `发货兑换 #${id}`
}

/** `line:42` reads as the line it was for, `self-export` as the member's own copy; anything else as it is. */
function purposeLabel(purpose: string): string {
  if (purpose === 'self-export') return '会员本人下载数据副本'
  const [kind, id] = purpose.split(':')
  const label = PURPOSE_LABELS[kind]
  return label && id ? label(id) : purpose
}

function Entry({ entry }: { entry: AccessLogEntry }) {
  return (
    <QueueCard title={memberName(entry.subjectNickname, entry.subjectUserId)} tag={chatTime(entry.createdAt)} settled>
      <InfoRows
        rows={[
          { label: '查看人', value: memberName(entry.staffNickname, entry.staffUserId) },
          { label: '查看内容', value: entry.fields.map((f) => FIELD_LABELS[f]).join('、') },
          { label: '用途', value: purposeLabel(entry.purpose) }
        ]}
      />
    </QueueCard>
  )
}

/** Admins check who read members' personal data, when and why (PIPL); the log is read-only. */
export default function AccessLogPage() {
  const access = useStaffAccess(AUDIT_READERS)
  const { list, loaded, loading, failed, hasMore } = useAccessLog(access === 'allowed')
  return (
    <PageShell title='个人信息查看记录'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='查看记录仅对管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='staff-access-log'>
          {list.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
          {loaded && list.length === 0 && <StatusView icon={<LineIcon name='shield' />} title='暂无查看记录' />}
          {list.length > 0 && <ListFooter loading={loading} hasMore={hasMore} failed={failed} />}
        </View>
      )}
    </PageShell>
  )
}
