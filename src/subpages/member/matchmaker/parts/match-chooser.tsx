import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import type { MatchCandidate, OfficeMember } from '@contract/appointment'
import { ListEnd } from '@/components/list-footer'
import { useMatchCandidates, useMatchCustomers } from '@/subpages/member/matchmaker/models/matchPicker'
import { MatchMemberRow } from './match-member-row'
import { MatchSearch } from './match-search'
import './match-chooser.scss'

export interface Props {
  enabled: boolean
  customer: OfficeMember | null
  onCustomer: (m: OfficeMember | null) => void
  /** What each candidate row offers on its right (the match page: a proposal button). */
  candidateSide?: (c: MatchCandidate) => ReactNode
  onCandidate?: (c: MatchCandidate) => void
}

/**
 * Two steps: one of the caller's customers, then candidates for them ranked by the feed's match
 * score, each explained by its reasons.
 */
export function MatchChooser({ enabled, customer, onCustomer, candidateSide, onCandidate }: Props) {
  const [customerKeyword, setCustomerKeyword] = useState('')
  const [candidateKeyword, setCandidateKeyword] = useState('')
  const customers = useMatchCustomers(customerKeyword, enabled && customer === null)
  const candidates = useMatchCandidates(customer?.userId ?? 0, candidateKeyword, enabled && customer !== null)

  if (!customer) {
    return (
      <View className='match-chooser'>
        <Text className='match-chooser__step'>第一步：选择客户</Text>
        <MatchSearch placeholder='搜索我的客户昵称或ID' onSearch={setCustomerKeyword} />
        {customers.list.map((m) => (
          <View key={m.userId} className='match-chooser__item'>
            <MatchMemberRow
              member={m}
              onClick={() => onCustomer(m)}
              side={<Text className='match-chooser__pick'>选择</Text>}
            />
          </View>
        ))}
        <ListEnd
          count={customers.list.length}
          loaded={customers.loaded}
          loading={customers.loading}
          hasMore={customers.hasMore}
          failed={customers.failed}
          onRetry={() => void customers.reload()}
          emptyTitle={customerKeyword ? '没有找到该客户' : '你还没有客户'}
          emptyDescription='在客户公海认领线索，或录入线下客户后即可牵线'
        />
      </View>
    )
  }

  return (
    <View className='match-chooser'>
      <View className='match-chooser__item match-chooser__item--chosen'>
        <MatchMemberRow
          member={customer}
          extra={<Text className='match-chooser__role'>当前客户</Text>}
          side={
            <Text className='match-chooser__change' onClick={() => onCustomer(null)}>
              更换
            </Text>
          }
        />
      </View>
      <Text className='match-chooser__step'>第二步：选择对象（最合适的在前）</Text>
      <MatchSearch placeholder='搜索会员昵称或ID' onSearch={setCandidateKeyword} />
      {candidates.list.map((c) => (
        <View key={c.userId} className='match-chooser__item'>
          <MatchMemberRow
            member={c}
            onClick={onCandidate ? () => onCandidate(c) : undefined}
            extra={c.reasons.length > 0 && <Text className='match-chooser__reasons'>{c.reasons.join(' · ')}</Text>}
            side={candidateSide?.(c)}
          />
        </View>
      ))}
      <ListEnd
        count={candidates.list.length}
        loaded={candidates.loaded}
        loading={candidates.loading}
        hasMore={candidates.hasMore}
        failed={candidates.failed}
        onRetry={() => void candidates.reload()}
        emptyTitle={candidateKeyword ? '没有找到该会员' : '暂无合适的对象'}
      />
    </View>
  )
}
