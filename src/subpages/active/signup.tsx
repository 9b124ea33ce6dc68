import { Button, Input, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { EVENT_PHASE_LABELS, SIGNUP_FILTERS, type ManagedSignup, type SignupFilter } from '@contract/active'
import { ChoiceChips } from '@/components/choice-chips'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { memberName } from '@/subpages/staff/models/memberName'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import { fenToYuan } from '@/utils/money'
import { EVENT_MANAGERS } from '@/utils/staff'
import { formatDate } from '@/utils/time'
import { timeRange } from '@/utils/timeRange'
import { useSignupDesk, type DeskSummary } from './models/useSignupDesk'
import { ManagedSignupCard } from './parts/managed-signup-card'
import './signup.scss'

const FILTER_LABELS: Record<SignupFilter, string> = {
  all: '全部',
  pending_audit: '待审核',
  approved: '已通过',
  checked_in: '已签到',
  unpaid: '待支付',
  closed: '已关闭'
}
const FILTER_CHIPS = SIGNUP_FILTERS.map((key) => ({ key, label: FILTER_LABELS[key] }))
const EMPTY: Record<SignupFilter, string> = {
  all: '还没有会员报名',
  pending_audit: '没有待审核的报名',
  approved: '没有已通过待签到的报名',
  checked_in: '还没有会员签到',
  unpaid: '没有待支付的报名',
  closed: '没有已驳回或已取消的报名'
}
/** The most characters of a rejection reason the member reads. */
const REASON_MAX = 200

function countsText({ counts }: DeskSummary): string {
  return `待支付 ${counts.unpaid} · 待审核 ${counts.pendingAudit} · 已通过 ${counts.approved} · 已签到 ${counts.checkedIn}`
}

/** What rejecting gives back, said before staff confirm. */
function rejectRefundText(s: ManagedSignup): string {
  if (s.fee === 0) return ''
  return s.payMethod === 'credit' ? '，支付的积分将全部退回' : `，已付报名费 ¥${fenToYuan(s.fee)} 将全额退还`
}

/**
 * 报名管理 of one event, for its organiser and admins: the counts, the venue sign-in by code or QR,
 * the audit, the guest list export and, for a mutual-selection event, the reveal.
 */
export default function SignupDeskPage() {
  const { params } = useRouter()
  const eventId = Number(params.id) || 0
  const access = useStaffAccess(EVENT_MANAGERS)
  const allowed = access === 'allowed'
  const desk = useSignupDesk(eventId, allowed)
  const { event, summary, list } = desk
  const [code, setCode] = useState('')
  const [search, setSearch] = useState('')
  const [rejecting, setRejecting] = useState<ManagedSignup | null>(null)

  if (access === 'denied') {
    return (
      <PageShell title='报名管理'>
        <StatusView
          icon={<LineIcon name='lock' />}
          title='没有权限'
          description='报名管理仅对活动的组织者和管理员开放'
        />
      </PageShell>
    )
  }
  if (!eventId || desk.eventFailed) {
    return (
      <PageShell title='报名管理'>
        <StatusView
          icon={<LineIcon name='date' />}
          title={eventId ? '活动加载失败' : '活动不存在'}
          action={eventId ? '重试' : undefined}
          onAction={() => void desk.loadEvent()}
        />
      </PageShell>
    )
  }
  if (!allowed || !event) return <PageShell title='报名管理' />

  const live = event.status === 'published' && event.phase !== 'finished'
  const started = event.phase === 'ongoing' || event.phase === 'finished'
  const submitCode = async () => {
    if (await desk.checkInByCode(code)) setCode('')
  }
  const applySearch = (text: string) => desk.setKeyword(text.trim())

  return (
    <PageShell title='报名管理'>
      <View className='signup-desk'>
        <View className='signup-desk__event'>
          <View className='signup-desk__event-head'>
            <Text className='signup-desk__title'>{event.title}</Text>
            <Text className='signup-desk__phase'>{EVENT_PHASE_LABELS[event.phase]}</Text>
          </View>
          <Text className='signup-desk__when'>{timeRange(event.startsAt, event.endsAt)}</Text>
          {summary && (
            <>
              <Text className='signup-desk__counts'>{countsText(summary)}</Text>
              <Text className='signup-desk__income'>{`收入 ¥${fenToYuan(summary.counts.income)}`}</Text>
            </>
          )}
          <Button
            className='signup-desk__export'
            type='primary'
            fill='outline'
            block
            onClick={() => void desk.exportList()}
          >
            导出名单
          </Button>
        </View>

        {live && (
          <View className='signup-desk__checkin'>
            <Text className='signup-desk__block-title'>现场签到</Text>
            <View className='signup-desk__code-row'>
              <Input
                className='signup-desk__code'
                confirmType='done'
                placeholder='输入会员的签到码'
                maxLength={12}
                value={code}
                onChange={setCode}
                onConfirm={() => void submitCode()}
              />
              <Button className='signup-desk__code-submit' type='primary' onClick={() => void submitCode()}>
                签到
              </Button>
            </View>
            <Button className='signup-desk__scan' block onClick={() => void desk.checkInByScan()}>
              扫码签到
            </Button>
            {desk.checkInResult && (
              <View
                className={`signup-desk__result ${desk.checkInResult.ok ? 'signup-desk__result--ok' : 'signup-desk__result--failed'}`}
              >
                <Text className='signup-desk__result-text'>{desk.checkInResult.text}</Text>
                {desk.checkInResult.signup && (
                  <Text className='signup-desk__result-meta'>
                    {`${desk.checkInResult.signup.gender === 'male' ? '男' : '女'} · ${desk.checkInResult.signup.age}岁 · ${formatDate(desk.checkInResult.signup.checkedInAt, 'HH:mm')} 签到`}
                  </Text>
                )}
              </View>
            )}
          </View>
        )}

        {event.mutualSelection && summary && (
          <View className='signup-desk__mutual'>
            <Text className='signup-desk__block-title'>互选</Text>
            <Text className='signup-desk__mutual-line'>{`已参与互选 ${summary.pickers} 人`}</Text>
            {summary.revealed ? (
              <Text className='signup-desk__mutual-line signup-desk__mutual-line--matched'>
                {`互选成功 ${summary.matchedPairs} 对`}
              </Text>
            ) : (
              <>
                <Text className='signup-desk__hint'>
                  {`${formatDate(event.revealAt, 'MM-DD HH:mm')} 自动揭晓${started ? '，也可现在揭晓' : '；活动开始后可提前揭晓'}`}
                </Text>
                {started && event.status === 'published' && (
                  <Button className='signup-desk__reveal' type='primary' block onClick={() => void desk.reveal()}>
                    揭晓互选结果
                  </Button>
                )}
              </>
            )}
          </View>
        )}

        <ChoiceChips chips={FILTER_CHIPS} chosen={[desk.filter]} onPick={desk.setFilter} />
        <SearchBar
          className='signup-desk__search'
          shape='round'
          placeholder='搜索昵称或会员ID'
          maxLength={30}
          value={search}
          onChange={setSearch}
          onSearch={() => applySearch(search)}
          right={
            desk.keyword ? (
              <Button
                className='signup-desk__search-button'
                size='small'
                onClick={() => {
                  setSearch('')
                  applySearch('')
                }}
              >
                清除
              </Button>
            ) : (
              <Button
                className='signup-desk__search-button'
                type='primary'
                size='small'
                onClick={() => applySearch(search)}
              >
                搜索
              </Button>
            )
          }
        />

        {list.map((s) => (
          <ManagedSignupCard
            key={s.id}
            signup={s}
            busy={desk.deciding === s.id}
            onApprove={() => void desk.audit(s, true)}
            onReject={() => setRejecting(s)}
          />
        ))}
        <ListEnd
          count={list.length}
          loaded={desk.loaded}
          loading={desk.loading}
          hasMore={desk.hasMore}
          failed={desk.failed}
          onRetry={() => void desk.reload()}
          emptyTitle={desk.keyword ? `没有找到“${desk.keyword}”` : EMPTY[desk.filter]}
        />
      </View>
      <RejectSheet
        open={rejecting !== null}
        title='驳回报名'
        who={rejecting ? `${memberName(rejecting.nickname, rejecting.userId)}${rejectRefundText(rejecting)}` : ''}
        placeholder='请填写驳回原因，会员会在通知中看到'
        submitText='确认驳回'
        maxLength={REASON_MAX}
        requiredMessage='请填写驳回原因'
        suggestions={['资料不完整，暂不符合本场要求', '本场性别比例已满', '年龄不在本场活动范围内']}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? desk.audit(rejecting, false, reason) : Promise.resolve(false))}
      />
    </PageShell>
  )
}
