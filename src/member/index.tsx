import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { badgeText } from '@/components/badge'
import { LineIcon } from '@/components/line-icon'
import { MemberAvatar } from '@/components/member-avatar'
import { PageShell } from '@/components/page-shell'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { isWechatBrowser, isWeapp } from '@/utils/platform'
import {
  AUDIT_READERS,
  CERT_AUDITORS,
  CONTENT_EDITORS,
  EVENT_MANAGERS,
  EXCHANGE_FULFILLERS,
  FINANCE_STAFF,
  GIFT_EDITORS,
  holdsAny,
  LINE_HANDLERS,
  MODERATORS,
  OFFICE_ADMINS,
  OFFICE_STAFF,
  REPORT_HANDLERS,
  STORE_VIEWERS,
  XIXUN_REVIEWERS
} from '@/utils/staff'
import type { PluginFlags } from '@contract/plugins'
import type { StaffRole } from '@contract/staff'
import { ReviewTag } from '@/components/review-tag'
import { useMyReviews } from '@/hooks/useMyReviews'
import { useMemberHome } from './models/useMemberHome'
import { AvatarSheet } from './parts/avatar-sheet'
import { EntryList, type Entry } from './parts/entry-list'
import { PasswordSheet } from './parts/password-sheet'
import './index.scss'

type Sheet = 'none' | 'avatar' | 'password'

const go = (url: string) => () => void Taro.navigateTo({ url })

/**
 * The back-office pages this member's roles open; none for most members. `officeUnread`: what the
 * members she serves wrote her and she has not read.
 */
function staffEntries(roles: readonly StaffRole[], plugins: PluginFlags, officeUnread: number): Entry[] {
  return [
    ...(holdsAny(roles, OFFICE_STAFF)
      ? [
          { title: '红娘办公室', icon: 'people', hint: '今日跟进、我的客户与公海', onPress: go(ROUTES.customerPool) },
          ...(plugins.message
            ? [
                {
                  title: '客户消息',
                  icon: 'message',
                  hint: officeUnread > 0 ? `${badgeText(officeUnread)}条未读` : '我服务的会员发来的消息',
                  onPress: go(ROUTES.officeChats)
                }
              ]
            : []),
          { title: '会员资料管理', icon: 'my', hint: '录入资料与相册', onPress: go(ROUTES.officeCustomers) },
          { title: '牵线配对', icon: 'heart', hint: '为客户推荐合适的人', onPress: go(ROUTES.officeMatch) },
          { title: '约见申请', icon: 'message', hint: '联系双方、安排见面', onPress: go(ROUTES.officeMeetings) },
          { title: '约会管理', icon: 'date', hint: '提醒、签到与反馈', onPress: go(ROUTES.officeDates) },
          { title: '服务合同', icon: 'order', hint: '创建合同与约见次数', onPress: go(ROUTES.staffContracts) },
          { title: 'Ta的缘分库', icon: 'star', hint: '整理推荐给客户的会员', onPress: go(ROUTES.salesLibrary) },
          { title: '分成明细', icon: 'wallet', hint: '客户付款的分成', onPress: go(ROUTES.officeBonus) },
          { title: '红娘分成', icon: 'wallet', hint: '每位红娘的业绩', onPress: go(ROUTES.matchmakerDistribution) }
        ]
      : []),
    ...(holdsAny(roles, STORE_VIEWERS)
      ? [{ title: '门店分成', icon: 'service', hint: '各门店的分成', onPress: go(ROUTES.storeDistribution) }]
      : []),
    ...(holdsAny(roles, OFFICE_ADMINS)
      ? [
          {
            title: '红娘入驻审核',
            icon: 'check-checked',
            hint: '申请成为红娘的会员',
            onPress: go(ROUTES.staffMatchmakerApps)
          },
          { title: '门店与等级', icon: 'service', hint: '门店、店长与分成比例', onPress: go(ROUTES.staffStores) },
          { title: '城市设置', icon: 'clock', hint: '时区与每日推荐人数', onPress: go(ROUTES.staffCitySettings) }
        ]
      : []),
    ...(holdsAny(roles, MODERATORS)
      ? [{ title: '内容审核', icon: 'camera', hint: '头像、相册与自我介绍', onPress: go(ROUTES.staffModeration) }]
      : []),
    ...(holdsAny(roles, CERT_AUDITORS)
      ? [{ title: '认证审核', icon: 'check-checked', hint: '待审核认证', onPress: go(ROUTES.staffCertAudit) }]
      : []),
    ...(holdsAny(roles, FINANCE_STAFF)
      ? [{ title: '提现审核', icon: 'wallet', hint: '待打款', onPress: go(ROUTES.staffCashAudit) }]
      : []),
    ...(holdsAny(roles, LINE_HANDLERS)
      ? [{ title: '牵线管理', icon: 'heart', hint: '会员牵线申请', onPress: go(ROUTES.officeLines) }]
      : []),
    ...(holdsAny(roles, LINE_HANDLERS)
      ? [{ title: '私人定制服务', icon: 'people', hint: '跟进定制会员', onPress: go(ROUTES.staffCustom) }]
      : []),
    ...(holdsAny(roles, EVENT_MANAGERS)
      ? [{ title: '活动管理', icon: 'date', hint: '发布活动、审核报名与签到', onPress: go(ROUTES.staffEvents) }]
      : []),
    ...(holdsAny(roles, AUDIT_READERS)
      ? [{ title: '个人信息查看记录', icon: 'shield', hint: '谁查看了会员手机号', onPress: go(ROUTES.staffAccessLog) }]
      : []),
    ...(holdsAny(roles, FINANCE_STAFF)
      ? [{ title: '商品管理', icon: 'service', hint: 'VIP、置顶与套餐价格', onPress: go(ROUTES.staffProducts) }]
      : []),
    ...(plugins.lovegift && holdsAny(roles, GIFT_EDITORS)
      ? [
          { title: '礼物管理', icon: 'gift', hint: '会员互送的礼物', onPress: go(ROUTES.staffLoveGifts) },
          { title: '积分商品', icon: 'cart', hint: '积分商城的商品与库存', onPress: go(ROUTES.staffMallGoods) }
        ]
      : []),
    ...(plugins.lovegift && holdsAny(roles, EXCHANGE_FULFILLERS)
      ? [{ title: '兑换发货', icon: 'order', hint: '发货或核销', onPress: go(ROUTES.staffExchanges) }]
      : []),
    ...(holdsAny(roles, REPORT_HANDLERS)
      ? [{ title: '举报处理', icon: 'flag', hint: '会员与聊天举报、封禁', onPress: go(ROUTES.staffReports) }]
      : []),
    ...(holdsAny(roles, XIXUN_REVIEWERS)
      ? [{ title: '喜讯审核', icon: 'heart', hint: '脱单故事与红娘锦旗', onPress: go(ROUTES.staffXixun) }]
      : []),
    ...(holdsAny(roles, CONTENT_EDITORS)
      ? [{ title: '内容页面', icon: 'order', hint: '关于我们、用户协议与隐私政策', onPress: go(ROUTES.staffPages) }]
      : [])
  ]
}

/** Personal centre: who I am, my entries, logout (SPEC §2 Account, §4 Logout). */
function MemberIndexPage() {
  const { session, tenant, unread } = useStores()
  const { staffRoles, chooseAvatar, changePassword, logout } = useMemberHome()
  const [sheet, setSheet] = useState<Sheet>('none')
  const user = session.userInfo
  const reviews = useMyReviews(Boolean(user), user?.headPic ?? '')
  const name = user?.nickname || user?.username || '新会员'
  const closeSheet = () => setSheet('none')

  const entries: Entry[] = [
    // Love users go to the love centre (the member target); others are invited to create their dating profile.
    session.isLoveUser
      ? { title: '我的交友', icon: 'heart', hint: '交友中心', onPress: go(session.memberTargetRoute) }
      : { title: '我的交友', icon: 'heart', hint: '完善交友资料', onPress: go(ROUTES.loveSignUp) },
    { title: '实名认证', icon: 'shield', hint: '认证更可信', onPress: go(ROUTES.certification) },
    { title: '我的红娘', icon: 'people', hint: '专属红娘的服务', onPress: go(ROUTES.myMatchmaker) },
    { title: '我的约会', icon: 'date', hint: '红娘安排的见面', onPress: go(ROUTES.myDates) },
    { title: '我的合同', icon: 'order', hint: '签约与约见次数', onPress: go(ROUTES.myContracts) },
    ...(tenant.site?.whetherShowMatchmakerReg && !holdsAny(staffRoles, OFFICE_STAFF)
      ? [{ title: '申请成为红娘', icon: 'heart', hint: '加入我们', onPress: go(ROUTES.matchmakerJoin) }]
      : []),
    {
      title: session.isVip ? 'VIP会员' : '开通VIP',
      icon: 'crown',
      hint: session.isVip ? '续费' : '查看相册 · 推荐靠前',
      onPress: go(ROUTES.loveVip)
    },
    {
      title: '消息中心',
      icon: 'message',
      hint: unread.total > 0 ? `${badgeText(unread.total)}条未读` : '聊天与系统通知',
      onPress: go(ROUTES.messageIndex)
    },
    ...(tenant.plugins.lovegift
      ? [{ title: '积分商城', icon: 'gift', hint: '积分兑好礼', onPress: go(ROUTES.giftMall) }]
      : []),
    { title: '我的钱包', icon: 'wallet', hint: '提现', onPress: go(ROUTES.memberMakeCash) },
    { title: '积分充值', icon: 'star', hint: '积分可抵扣', onPress: go(ROUTES.memberRecharge) },
    { title: '财务记录', icon: 'clock', hint: '收支明细', onPress: go(ROUTES.memberFinance) },
    {
      title: user?.hasPassword === false ? '设置密码' : '修改密码',
      icon: 'lock',
      hint: '',
      onPress: () => setSheet('password')
    },
    ...(user && !user.phone
      ? [{ title: '绑定手机', icon: 'phone', hint: '未绑定', onPress: go(ROUTES.loginByBindPhone) }]
      : []),
    // Binding the messaging app only works inside it.
    ...(user && !user.wxBound && (isWeapp() || isWechatBrowser())
      ? [{ title: '绑定微信', icon: 'message', hint: '未绑定', onPress: go(ROUTES.loginByBindWx) }]
      : []),
    { title: '我的举报', icon: 'flag', hint: '处理进度', onPress: go(ROUTES.memberReports) },
    { title: '我的数据', icon: 'my', hint: '下载副本', onPress: go(ROUTES.memberMyData) },
    { title: '注销账号', icon: 'my', hint: '', onPress: go(ROUTES.memberAccount) },
    ...staffEntries(staffRoles, tenant.plugins, unread.summary.office),
    { title: '关于我们', icon: 'info', hint: '', onPress: go(ROUTES.about) }
  ]

  return (
    <PageShell title='个人中心'>
      <View className='member-home'>
        <View className='member-home__card'>
          <View className='member-home__avatar' aria-label='更换头像' onClick={() => setSheet('avatar')}>
            <MemberAvatar src={user?.headPic ?? ''} name={name} size='large' />
            <View className='member-home__camera'>
              <LineIcon name='camera' />
            </View>
          </View>
          <View className='member-home__who'>
            <Text className='member-home__name'>{name}</Text>
            <Text className='member-home__phone'>{user?.phone || '未绑定手机号'}</Text>
            <ReviewTag review={reviews?.avatar} label='头像' />
            <View className='member-home__badges'>
              <Text className={`member-home__badge ${session.isVip ? 'member-home__badge--vip' : ''}`}>
                {session.isVip ? 'VIP会员' : '普通会员'}
              </Text>
              {session.isLoveUser && <Text className='member-home__badge member-home__badge--love'>交友会员</Text>}
            </View>
          </View>
        </View>
        <EntryList entries={entries} />
        <Button className='member-home__logout' size='large' block onClick={() => void logout()}>
          退出登录
        </Button>
      </View>
      <AvatarSheet open={sheet === 'avatar'} current={user?.headPic ?? ''} onClose={closeSheet} onPick={chooseAvatar} />
      <PasswordSheet
        open={sheet === 'password'}
        hasPassword={user?.hasPassword !== false}
        onClose={closeSheet}
        onSubmit={changePassword}
      />
    </PageShell>
  )
}

export default observer(MemberIndexPage)
