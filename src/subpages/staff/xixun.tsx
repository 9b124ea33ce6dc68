import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import {
  PENNANT_STATUS_LABELS,
  STORY_STAGE_LABELS,
  STORY_STATUS_LABELS,
  type Pennant,
  type StoryDetail,
  type XixunQueueReq
} from '@contract/xixun'
import { staffGetPennantQueue, staffGetStoryQueue, staffReviewPennant, staffReviewStory } from '@/api/xixun'
import { LineIcon } from '@/components/line-icon'
import { ListEnd } from '@/components/list-footer'
import { PageShell } from '@/components/page-shell'
import { PennantView } from '@/components/pennant'
import { SegmentTabs } from '@/components/segment-tabs'
import { StatusView } from '@/components/status-view'
import { useCursorList } from '@/hooks/useCursorList'
import { StoryBody } from '@/subpages/xixun/parts/story-body'
import { XIXUN_REVIEWERS } from '@/utils/staff'
import { chatTime } from '@/utils/time'
import { memberName } from './models/memberName'
import { useDecide } from './models/useDecide'
import { useStaffAccess } from './models/useStaffAccess'
import { DecisionButtons } from './parts/decision-buttons'
import { QueueCard } from './parts/queue-card'
import { RejectSheet } from './parts/reject-sheet'
import './xixun.scss'

type Kind = 'story' | 'pennant'
type Tab = XixunQueueReq['tab']

const KINDS: { key: Kind; title: string }[] = [
  { key: 'story', title: '故事' },
  { key: 'pennant', title: '锦旗' }
]
const TABS: { key: Tab; title: string }[] = [
  { key: 'pending', title: '待审核' },
  { key: 'handled', title: '已处理' }
]
const EMPTY: Record<Kind, Record<Tab, string>> = {
  story: { pending: '暂无待审核的故事', handled: '暂无已处理的故事' },
  pennant: { pending: '暂无待审核的锦旗', handled: '暂无已处理的锦旗' }
}
/** The usual reasons, one tap each; the member reads the one sent. */
const REJECT_REASONS: Record<Kind, string[]> = {
  story: ['含有联系方式或广告', '照片不合适或不清晰', '内容与脱单经历无关', '涉及他人隐私'],
  pennant: ['含有联系方式或广告', '寄语内容不文明', '与红娘服务无关']
}
/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 200

const coupleNames = (s: StoryDetail) =>
  `${memberName(s.couple[0].nickname, s.couple[0].userId)} ❤ ${memberName(s.couple[1].nickname, s.couple[1].userId)}`
const senderName = (p: Pennant) => memberName(p.from.nickname, p.from.userId)

interface CardProps<T> {
  item: T
  /** A decision on this item is on its way. */
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** A story as its couple wrote it, with where it stands and, while it waits, the two decisions. */
function StoryReviewCard({ item, busy, onApprove, onReject }: CardProps<StoryDetail>) {
  const pending = item.status === 'pending_review'
  return (
    <QueueCard title={coupleNames(item)} tag={STORY_STATUS_LABELS[item.status]} settled={!pending}>
      <Text className='xixun-review__meta'>{`${STORY_STAGE_LABELS[item.stage]} · 提交于 ${chatTime(item.createdAt)}`}</Text>
      <View className='xixun-review__body'>
        <StoryBody story={item} />
      </View>
      {item.status === 'rejected' && <Text className='xixun-review__reason'>{`驳回原因：${item.reason}`}</Text>}
      {pending && (
        <DecisionButtons rejectText='驳回' approveText='通过' busy={busy} onReject={onReject} onApprove={onApprove} />
      )}
    </QueueCard>
  )
}

/** A pennant as it would hang, its words, where it stands and, while it waits, the two decisions. */
function PennantReviewCard({ item, busy, onApprove, onReject }: CardProps<Pennant>) {
  const pending = item.status === 'pending_review'
  return (
    <QueueCard
      title={`${senderName(item)} → ${item.matchmaker.name}`}
      tag={PENNANT_STATUS_LABELS[item.status]}
      settled={!pending}
    >
      <Text className='xixun-review__meta'>{`送出于 ${chatTime(item.createdAt)}`}</Text>
      <View className='xixun-review__pennant'>
        <PennantView
          template={item.template}
          matchmakerName={item.matchmaker.name}
          senderName={senderName(item)}
          date={item.createdAt}
        />
      </View>
      <Text className='xixun-review__words'>{item.words}</Text>
      {item.status === 'rejected' && <Text className='xixun-review__reason'>{`驳回原因：${item.reason}`}</Text>}
      {pending && (
        <DecisionButtons rejectText='驳回' approveText='通过' busy={busy} onReject={onReject} onApprove={onApprove} />
      )}
    </QueueCard>
  )
}

interface Rejecting {
  kind: Kind
  id: number
  who: string
}

/** 喜讯审核 (admin, auditor): couples' stories and members' pennants are public texts, read before anyone else does. */
export default function XixunReviewPage() {
  const access = useStaffAccess(XIXUN_REVIEWERS)
  const allowed = access === 'allowed'
  const [kind, setKind] = useState<Kind>('story')
  const [tab, setTab] = useState<Tab>('pending')
  // One queue asks at a time; the page's own pull-down reloads the one shown.
  const stories = useCursorList<StoryDetail>((req) => staffGetStoryQueue({ ...req, tab }), [tab], {
    enabled: allowed && kind === 'story',
    pullDown: false
  })
  const pennants = useCursorList<Pennant>((req) => staffGetPennantQueue({ ...req, tab }), [tab], {
    enabled: allowed && kind === 'pennant',
    pullDown: false
  })
  const storyDecisions = useDecide(stories.drop)
  const pennantDecisions = useDecide(pennants.drop)
  const [rejecting, setRejecting] = useState<Rejecting | null>(null)
  const shown = kind === 'story' ? stories : pennants

  usePullDownRefresh(() => {
    if (!allowed) return void Taro.stopPullDownRefresh()
    void shown.reload().finally(() => Taro.stopPullDownRefresh())
  })

  const review = (k: Kind, id: number, approve: boolean, reason: string) =>
    k === 'story'
      ? storyDecisions.decide(id, () => staffReviewStory({ id, approve, reason }), approve ? '已发布' : '已驳回')
      : pennantDecisions.decide(id, () => staffReviewPennant({ id, approve, reason }), approve ? '已展示' : '已驳回')

  return (
    <PageShell title='喜讯审核'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='喜讯审核仅对管理员和审核员开放' />
      )}
      {allowed && (
        <View className='xixun-review'>
          <SegmentTabs tabs={KINDS} value={kind} onChange={setKind} />
          <SegmentTabs tabs={TABS} value={tab} onChange={setTab} />
          {kind === 'story' &&
            stories.list.map((s) => (
              <StoryReviewCard
                key={s.id}
                item={s}
                busy={storyDecisions.deciding === s.id}
                onApprove={() => void review('story', s.id, true, '')}
                onReject={() => setRejecting({ kind: 'story', id: s.id, who: coupleNames(s) })}
              />
            ))}
          {kind === 'pennant' &&
            pennants.list.map((p) => (
              <PennantReviewCard
                key={p.id}
                item={p}
                busy={pennantDecisions.deciding === p.id}
                onApprove={() => void review('pennant', p.id, true, '')}
                onReject={() =>
                  setRejecting({ kind: 'pennant', id: p.id, who: `${senderName(p)} 送给 ${p.matchmaker.name}` })
                }
              />
            ))}
          <ListEnd
            count={shown.list.length}
            loaded={shown.loaded}
            loading={shown.loading}
            hasMore={shown.hasMore}
            failed={shown.failed}
            onRetry={() => void shown.reload()}
            emptyTitle={EMPTY[kind][tab]}
          />
        </View>
      )}
      <RejectSheet
        open={rejecting !== null}
        title={rejecting?.kind === 'pennant' ? '驳回锦旗' : '驳回故事'}
        who={rejecting?.who ?? ''}
        placeholder='请填写驳回原因，会员会看到'
        submitText='确认驳回'
        maxLength={REASON_MAX}
        requiredMessage='请填写驳回原因'
        suggestions={REJECT_REASONS[rejecting?.kind ?? 'story']}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting ? review(rejecting.kind, rejecting.id, false, reason) : Promise.resolve(false)
        }
      />
    </PageShell>
  )
}
