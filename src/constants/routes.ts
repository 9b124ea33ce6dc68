/** Every page path, absolute, so a link is never a hand-typed string (SPEC §2). */
export const ROUTES = {
  home: '/pages/index/index',
  about: '/pages/about/index',
  pcindex: '/pages/index/pcindex',
  login: '/pages/login/index',
  loginByPassword: '/pages/login/loginByPassword',
  loginBySms: '/pages/login/loginBySms',
  register: '/pages/login/register',
  loginByPerfectMsg: '/pages/login/loginByPerfectMsg',
  loginByBindWx: '/pages/login/loginByBindWx',
  loginByBindPhone: '/pages/login/loginByBindPhone',
  loginByLoading: '/pages/login/loginByLoading',
  exception429: '/pages/exception/429',
  exceptionClose: '/pages/exception/close',
  notFound: '/pages/exception/notfound',
  memberIndex: '/member/index',
  memberFinance: '/member/finance',
  singlePage: '/subpages/single_page/index',
  loveIndex: '/member/love/index',
  loveSignUp: '/member/love/signuplove',
  loveEditInfo: '/member/love/editinfo',
  lovePermission: '/member/love/permission',
  loveDetail: '/pages/love/detail',
  loveReport: '/pages/love/report',
  loveHongniang: '/pages/love/hongniang',
  loveTheme: '/pages/love/theme',
  loveThemeDetail: '/pages/love/themedetail',
  loveNoReg: '/pages/love/noreg',
  lovePreCheat: '/pages/love/precheat',
  loveFav: '/member/love/fav',
  loveLook: '/member/love/look',
  lovePopone: '/member/love/popone',
  loveAuthIndex: '/member/love/authindex',
  loveEducationAuth: '/member/love/educationauth',
  loveHouseAuth: '/member/love/houseauth',
  loveOtherAuth: '/member/love/otherauth',
  loveCommitment: '/member/love/commitment',
  loveCommitmentView: '/member/love/commitmentview',
  loveVip: '/member/love/vip',
  loveTop: '/member/love/top',
  lovePromote: '/member/love/promote',
  lovePackage: '/member/love/package',
  loveLine: '/member/love/line',
  loveOneToOne: '/member/love/onetoone',
  loveMyGift: '/member/love/mygift',
  messageIndex: '/subpages/member/message/index',
  messageDetail: '/subpages/member/message/detail',
  giftMall: '/subpages/gift/index',
  giftDetail: '/subpages/gift/detail',
  giftExchange: '/subpages/gift/exchange',
  staffLoveGifts: '/subpages/staff/lovegifts',
  staffMallGoods: '/subpages/staff/mallgoods',
  staffExchanges: '/subpages/staff/exchanges',
  staffMessageReports: '/subpages/staff/msgreports',
  memberPay: '/subpages/member/pay',
  memberRecharge: '/subpages/member/recharge',
  memberMakeCash: '/subpages/member/makecash',
  memberApplyCashout: '/subpages/member/applycashout',
  staffCashAudit: '/subpages/staff/cashaudit',
  staffLines: '/subpages/staff/lines',
  staffProducts: '/subpages/staff/products',
  staffCustom: '/subpages/staff/custom',
  certification: '/member/certification',
  uploadLoveUser: '/subpages/upload_file/loveuser',
  staffCertAudit: '/subpages/staff/certaudit',
  avatarCropper: '/uni_modules/vk-uview-ui/components/u-avatar-cropper/u-avatar-cropper'
} as const

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES]

const APP_PAGES = new Set<string>(Object.values(ROUTES))

/** Whether a configured link (query and all) opens a page this app has; staff type these URLs. */
export function isAppPage(url: string): boolean {
  return APP_PAGES.has(url.split('?')[0])
}

/** Login pages share a prefix; a 401 on one of them must not remember it as the place to return to. */
export const LOGIN_ROUTE_PREFIX = '/pages/login/'
