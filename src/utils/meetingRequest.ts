import Taro from '@tarojs/taro'
import { requestMeeting } from '@/api/appointment'
import { TOAST_MS } from '@/constants/app'

/**
 * 申请约见 from a member's page: after a confirmation, the request goes to the member's service
 * matchmaker (or the agency). Refusals (already asked, blocked) are shown by the request layer.
 */
export async function askToMeet(target: { userId: number; nickname: string }): Promise<void> {
  const { confirm } = await Taro.showModal({
    title: '申请约见',
    content: `向红娘申请与${target.nickname || 'TA'}约见？红娘会联系双方，对方同意后为你们安排约会。`,
    confirmText: '申请'
  })
  if (!confirm) return
  const res = await requestMeeting({ targetId: target.userId, message: '' })
  void Taro.showToast({
    title: res.matchmakerName ? `已提交，${res.matchmakerName}会尽快联系你` : '已提交，红娘会尽快联系你',
    icon: 'none',
    duration: TOAST_MS
  })
}
