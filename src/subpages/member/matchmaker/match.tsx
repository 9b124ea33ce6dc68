import { Button, Tag } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { MEETING_MESSAGE_MAX, type MatchCandidate, type OfficeMember } from '@contract/appointment'
import { OFFICE_STAFF } from '@/utils/staff'
import { staffProposeMatch } from '@/api/appointment'
import { LineIcon } from '@/components/line-icon'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStaffAccess } from '@/subpages/staff/models/useStaffAccess'
import { RejectSheet } from '@/subpages/staff/parts/reject-sheet'
import { MatchChooser } from './parts/match-chooser'
import './match.scss'

/** 牵线配对: one of my customers and a candidate ranked by the match score; the proposal becomes a meeting request. */
export default function OfficeMatchPage() {
  const access = useStaffAccess(OFFICE_STAFF)
  const [customer, setCustomer] = useState<OfficeMember | null>(null)
  const [target, setTarget] = useState<MatchCandidate | null>(null)
  /** Candidates proposed for the current customer, so a second tap doesn't ask again. */
  const [proposed, setProposed] = useState<number[]>([])
  const { run } = useSingleFlight()

  const choose = (m: OfficeMember | null) => {
    setCustomer(m)
    setProposed([])
  }

  const propose = async (message: string): Promise<boolean> => {
    if (!customer || !target) return false
    const made = await run(() =>
      staffProposeMatch({ customerId: customer.userId, targetId: target.userId, message }).catch(() => null)
    )
    if (!made) return false
    setProposed((ids) => [...ids, target.userId])
    void Taro.showToast({ title: '已生成约见申请', icon: 'success', duration: TOAST_MS })
    return true
  }

  return (
    <PageShell title='牵线配对'>
      {access === 'denied' && (
        <StatusView icon={<LineIcon name='lock' />} title='没有权限' description='牵线配对仅对红娘、店长和管理员开放' />
      )}
      {access === 'allowed' && (
        <View className='office-match'>
          <View className='office-match__link' onClick={() => void Taro.navigateTo({ url: ROUTES.officeMeetings })}>
            查看约见申请 ›
          </View>
          <MatchChooser
            enabled
            customer={customer}
            onCustomer={choose}
            candidateSide={(c) =>
              proposed.includes(c.userId) ? (
                <Tag className='office-match__done'>已推荐</Tag>
              ) : (
                <Button className='office-match__propose' type='primary' size='mini' onClick={() => setTarget(c)}>
                  推荐约见
                </Button>
              )
            }
          />
        </View>
      )}
      <RejectSheet
        open={target !== null}
        title='推荐约见'
        who={customer && target ? `为 ${customer.nickname} 推荐 ${target.nickname}，生成约见申请后联系双方` : ''}
        placeholder='推荐理由（选填），如：两人都喜欢旅行'
        submitText='生成约见申请'
        maxLength={MEETING_MESSAGE_MAX}
        suggestions={target?.reasons ?? []}
        onClose={() => setTarget(null)}
        onSubmit={propose}
      />
    </PageShell>
  )
}
