import type { NavigationName } from '@contract/models'

export interface NavSeed {
  name: string
  url: string
  ico: string
  children?: NavSeed[]
}

/**
 * Every entry opens a page the app has (tests/unit/navigation-seed.test.ts holds them to the
 * declared routes): short video joins once its pages exist.
 */
export const NAVIGATION: Record<NavigationName, NavSeed[]> = {
  头部主导航一: [
    { name: '会员专区', url: '/pages/love/theme', ico: 'star' },
    { name: '红娘服务', url: '/pages/love/hongniang', ico: 'service' },
    { name: '线下活动', url: '/subpages/active/index', ico: 'date' },
    { name: '消息中心', url: '/subpages/member/message/index', ico: 'message' },
    { name: '我的礼物', url: '/member/love/mygift', ico: 'gift' }
  ],
  头部主导航二: [
    { name: '关于我们', url: '/pages/about/index', ico: 'people' },
    { name: '防骗提醒', url: '/pages/love/precheat', ico: 'shield' },
    { name: '脱单喜讯', url: '/subpages/xixun/index', ico: 'heart' },
    { name: '积分商城', url: '/subpages/gift/index', ico: 'gift' }
  ],
  底部导航: [
    { name: '首页', url: '/pages/index/index', ico: 'home' },
    { name: '消息', url: '/subpages/member/message/index', ico: 'message' },
    { name: '入驻', url: '/member/love/signuplove', ico: 'add' },
    { name: '开通VIP', url: '/member/love/vip', ico: 'crown' },
    { name: 'VIP专区', url: '/pages/love/themedetail?zone=vip', ico: 'star' },
    { name: '红娘', url: '/pages/love/hongniang', ico: 'service' },
    { name: '我的', url: '/member/index', ico: 'my' }
  ],
  首页专用导航: [
    { name: '找对象', url: '/pages/love/search', ico: 'search' },
    { name: '红娘牵线', url: '/member/love/line', ico: 'service' },
    { name: '线下活动', url: '/subpages/active/index', ico: 'date' },
    { name: '脱单喜讯', url: '/subpages/xixun/index', ico: 'heart' },
    { name: '实名认证', url: '/member/certification', ico: 'check-checked' },
    { name: '积分商城', url: '/subpages/gift/index', ico: 'gift' }
  ]
}
