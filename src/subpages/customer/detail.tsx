import { Text, View } from '@tarojs/components'
import { Button, Empty, Input, Tag, TextArea } from '@nutui/nutui-react-taro'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import {
  ABANDON_REASON_MAX,
  FOLLOW_UP_CONTENT_MAX,
  FOLLOW_UP_KIND_LABELS,
  FOLLOW_UP_KINDS,
  LEAD_EVENT_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  LEAD_TAG_LENGTH_MAX,
  LEAD_TAG_MAX,
  type FollowUpKind,
  type LeadDetail,
  type LeadTimelineEntry
} from '@contract/crm'
import { GENDER_LABELS } from '@contract/love'
import {
  abandonLead,
  addFollowUp,
  assignLead,
  claimLead,
  getAssignees,
  getLeadDetail,
  revealLeadPhone,
  updateLead
} from '@/api/crm'
import { openCustomerChat } from '@/api/message'
import { ChoiceChips } from '@/components/choice-chips'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { leadDueText, leadKeepText, leadPhoneText, leadTimeText, nextFollowUpChoices } from '@/utils/leadText'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import './customer.scss'

const go = (url: string) => void Taro.navigateTo({ url })
const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })

const STAGE_CHIPS = LEAD_STAGES.map((key) => ({ key, label: LEAD_STAGE_LABELS[key] }))
const KIND_CHIPS = FOLLOW_UP_KINDS.map((key) => ({ key, label: FOLLOW_UP_KIND_LABELS[key] }))

function entryTitle(e: LeadTimelineEntry): string {
  if (e.kind === 'follow_up') return `${FOLLOW_UP_KIND_LABELS[e.followUpKind ?? 'note']}跟进`
  return LEAD_EVENT_LABELS[e.kind]
}

/** One lead: profile, stage, tags, the follow-up timeline, and what the caller may do with it. */
function CustomerDetailPage() {
  const { params } = useRouter()
  const { tenant } = useStores()
  const userId = Number(params.userId)
  const [lead, setLead] = useState<LeadDetail | null>(null)
  const [error, setError] = useState('')
  const [kind, setKind] = useState<FollowUpKind>('call')
  const [content, setContent] = useState('')
  const [next, setNext] = useState('')
  const [tag, setTag] = useState('')
  const [abandoning, setAbandoning] = useState(false)
  const { busy, run } = useSingleFlight()

  const load = () =>
    getLeadDetail({ userId }, { hideMsg: true }).then(
      (d) => {
        setLead(d)
        setError('')
      },
      (e: Error) => setError(e.message || '加载失败')
    )
  useDidShow(() => {
    if (userId > 0) void load()
    else setError('客户不正确')
  })

  const act = (work: () => Promise<LeadDetail>, done?: string) =>
    run(async () => {
      setLead(await work())
      if (done) toast(done)
    }).catch(() => undefined)

  if (!lead) {
    return (
      <PageShell title='客户管理'>
        {error && (
          <Empty className='office__empty' image={<Text className='office__empty-mark'>!</Text>} title={error}>
            <Button type='primary' size='small' onClick={() => void load()}>
              重试
            </Button>
          </Empty>
        )}
      </PageShell>
    )
  }

  const claim = () =>
    run(async () => {
      const res = await claimLead({ userId })
      setLead(res.lead)
      toast(`已认领，今日还可认领 ${res.claimsLeftToday} 个`)
    }).catch(() => undefined)

  const call = () =>
    run(async () => {
      const { phone } = await revealLeadPhone({ userId })
      await Taro.makePhoneCall({ phoneNumber: phone })
    }).catch(() => undefined)

  // Opened (or started) on the server first: only a member she serves now may be written to from here.
  const chat = () =>
    run(async () => {
      await openCustomerChat(userId)
      go(`${ROUTES.messageDetail}?userId=${userId}`)
    }).catch(() => undefined)

  const assign = () =>
    run(async () => {
      const people = (await getAssignees()).slice(0, 6)
      if (people.length === 0) return toast('没有可分配的红娘')
      const { tapIndex } = await Taro.showActionSheet({ itemList: people.map((p) => p.nickname) })
      setLead(await assignLead({ userId, matchmakerId: people[tapIndex].userId }))
      toast(`已分配给${people[tapIndex].nickname}`)
    }).catch(() => undefined)

  const submitFollowUp = () => {
    if (!content.trim()) return toast('请填写跟进内容')
    void act(async () => {
      const d = await addFollowUp({ userId, kind, content: content.trim(), nextFollowUpAt: next })
      setContent('')
      setNext('')
      return d
    }, '已记录跟进')
  }

  const addTag = () => {
    const t = tag.trim()
    if (!t) return
    if (lead.tags.length >= LEAD_TAG_MAX) return toast(`标签最多 ${LEAD_TAG_MAX} 个`)
    setTag('')
    void act(() => updateLead({ userId, tags: [...lead.tags, t] }))
  }

  const facts = [lead.gender ? GENDER_LABELS[lead.gender] : '', lead.age ? `${lead.age}岁` : '', lead.city].filter(
    Boolean
  )
  const keep = leadKeepText(lead)
  const due = leadDueText(lead.nextFollowUpAt)

  return (
    <PageShell title='客户管理'>
      <View className='office'>
        <View className='office__section lead-card'>
          <MemberAvatar src={lead.avatar} name={lead.nickname} size='large' />
          <View className='lead-card__body'>
            <View className='lead-card__head'>
              <Text className='lead-card__name'>{lead.nickname || `会员${lead.userId}`}</Text>
              <Tag type='primary' className='lead-card__stage chip--on'>
                {LEAD_STAGE_LABELS[lead.stage]}
              </Tag>
            </View>
            <View className='lead-card__facts'>{facts.join(' · ') || '尚未填写婚恋资料'}</View>
            <View className='lead-card__facts'>手机：{leadPhoneText(lead.phoneTail)}</View>
            {lead.aboutMe && <View className='lead-card__line'>{lead.aboutMe}</View>}
          </View>
        </View>

        <View className='office__section'>
          <View className='lead-detail__row'>
            <Text className='lead-detail__row-label'>来源</Text>
            <Text>{LEAD_SOURCE_LABELS[lead.source]}</Text>
          </View>
          <View className='lead-detail__row'>
            <Text className='lead-detail__row-label'>跟进红娘</Text>
            <Text>{lead.owner ? lead.owner.nickname : '公海（无人跟进）'}</Text>
          </View>
          {keep && (
            <View className='lead-detail__row'>
              <Text className='lead-detail__row-label'>归属</Text>
              <Text className={lead.expiring ? 'lead-card__line--warn' : ''}>{keep}</Text>
            </View>
          )}
          <View className='lead-detail__row'>
            <Text className='lead-detail__row-label'>下次跟进</Text>
            <Text>{due || '未安排'}</Text>
          </View>
          <View className='lead-detail__row'>
            <Text className='lead-detail__row-label'>最近跟进</Text>
            <Text>{leadTimeText(lead.lastFollowUpAt) || '暂无'}</Text>
          </View>
          {lead.claimBlocker && <View className='office__hint'>{lead.claimBlocker}</View>}
          <View className='lead-detail__buttons'>
            {lead.status === 'pool' && (
              <Button type='primary' size='small' disabled={!lead.canClaim || busy} onClick={() => void claim()}>
                认领
              </Button>
            )}
            {lead.canManage && lead.hasPhone && (
              <Button type='primary' size='small' disabled={busy} onClick={() => void call()}>
                打电话
              </Button>
            )}
            {lead.status === 'mine' && tenant.plugins.message && (
              <Button type='primary' fill='outline' size='small' disabled={busy} onClick={() => void chat()}>
                发消息
              </Button>
            )}
            {lead.canAssign && (
              <Button type='primary' fill='outline' size='small' disabled={busy} onClick={() => void assign()}>
                分配
              </Button>
            )}
            {lead.canAbandon && (
              <Button size='small' onClick={() => setAbandoning(true)}>
                放弃
              </Button>
            )}
          </View>
        </View>

        {lead.canManage && (
          <View className='office__section'>
            <View className='office__section-title'>客户服务</View>
            <View className='lead-detail__buttons'>
              {(
                [
                  ['代填资料', `${ROUTES.officeEditInfo}?userId=${userId}`],
                  ['客户相册', `${ROUTES.customerAlbum}?userId=${userId}`],
                  ['服务合同', `${ROUTES.staffContracts}?customerId=${userId}`],
                  ['安排约会', `${ROUTES.officeAddDate}?customerId=${userId}`]
                ] as const
              ).map(([label, url]) => (
                <Button key={label} type='primary' fill='outline' size='small' onClick={() => go(url)}>
                  {label}
                </Button>
              ))}
            </View>
          </View>
        )}

        {lead.canManage && (
          <View className='office__section'>
            <View className='office__section-title'>阶段与标签</View>
            <ChoiceChips
              chips={STAGE_CHIPS}
              chosen={[lead.stage]}
              onPick={(s) => (lead.stage !== s && !busy ? void act(() => updateLead({ userId, stage: s })) : undefined)}
            />
            {lead.tags.length > 0 && (
              <View className='lead-detail__tags'>
                {lead.tags.map((t) => (
                  <Tag
                    key={t}
                    round
                    type='primary'
                    closeable
                    className='lead-detail__tag chip--on'
                    onClose={() =>
                      !busy && void act(() => updateLead({ userId, tags: lead.tags.filter((x) => x !== t) }))
                    }
                  >
                    {t}
                  </Tag>
                ))}
              </View>
            )}
            <View className='lead-detail__add-tag'>
              <Input
                className='lead-detail__input'
                value={tag}
                maxLength={LEAD_TAG_LENGTH_MAX}
                placeholder='添加标签，如 高意向'
                onChange={setTag}
              />
              <Button type='primary' fill='outline' size='small' onClick={addTag}>
                添加
              </Button>
            </View>
          </View>
        )}

        {lead.canManage && (
          <View className='office__section'>
            <View className='office__section-title'>写跟进</View>
            <ChoiceChips chips={KIND_CHIPS} chosen={[kind]} onPick={setKind} />
            <TextArea
              className='lead-detail__textarea'
              value={content}
              maxLength={FOLLOW_UP_CONTENT_MAX}
              showCount
              placeholder='沟通了什么、客户的想法、下一步安排'
              onChange={setContent}
            />
            <View className='lead-detail__label'>下次跟进</View>
            <ChoiceChips
              chips={nextFollowUpChoices().map((c) => ({ key: c.value, label: c.label }))}
              chosen={[next]}
              onPick={setNext}
            />
            <Button type='primary' block disabled={busy} onClick={submitFollowUp}>
              保存跟进
            </Button>
          </View>
        )}

        <View className='office__section'>
          <View className='office__section-title'>跟进记录</View>
          {lead.timeline.length === 0 && <View className='office__hint'>还没有记录</View>}
          {lead.timeline.map((e, i) => (
            <View key={`${e.at}-${i}`} className='lead-detail__entry'>
              <View className='lead-detail__entry-dot' />
              <View className='lead-detail__entry-head'>
                {leadTimeText(e.at)} · {entryTitle(e)}
                {e.actor ? ` · ${e.actor}` : ''}
              </View>
              {e.content && <View className='lead-detail__entry-text'>{e.content}</View>}
              {e.nextFollowUpAt && (
                <View className='lead-detail__entry-head'>计划下次跟进：{leadTimeText(e.nextFollowUpAt)}</View>
              )}
            </View>
          ))}
        </View>
      </View>
      <RejectSheet
        open={abandoning}
        title='放弃客户'
        who={`「${lead.nickname}」将回到公海，放弃后一段时间内你不能再认领`}
        placeholder='请填写放弃原因，会记录在客户的跟进历史中'
        submitText='确认放弃'
        maxLength={ABANDON_REASON_MAX}
        requiredMessage='请填写放弃原因'
        suggestions={['多次联系不上', '客户暂无需求', '客户已有交往对象']}
        onClose={() => setAbandoning(false)}
        onSubmit={async (reason) => {
          const d = await run(() => abandonLead({ userId, reason })).catch(() => undefined)
          if (!d) return false
          setLead(d)
          toast('已放弃，客户回到公海')
          return true
        }}
      />
    </PageShell>
  )
}

export default observer(CustomerDetailPage)
