const isH5 = process.env.TARO_ENV === 'h5'

/**
 * SPEC §2. Paths are repeated literally here because Taro reads this file at build time;
 * src/constants/routes.ts holds the same paths for code.
 */
export default defineAppConfig({
  pages: [
    'pages/index/index',
    'pages/about/index',
    'pages/index/pcindex',
    'pages/login/index',
    'pages/login/loginByPassword',
    'pages/login/loginBySms',
    'pages/login/register',
    'pages/login/loginByPerfectMsg',
    'pages/login/loginByBindWx',
    'pages/login/loginByBindPhone',
    'pages/login/loginByLoading',
    'pages/exception/429',
    'pages/exception/close',
    'pages/exception/notfound',
    'pages/love/detail',
    'pages/love/report',
    'pages/love/hongniang',
    'pages/love/theme',
    'pages/love/themedetail',
    'pages/love/noreg',
    'pages/love/precheat',
    'pages/active/detail'
  ],
  subPackages: [
    {
      root: 'member',
      pages: [
        'index',
        'finance',
        'certification',
        'love/signuplove',
        'love/editinfo',
        'love/index',
        'love/permission',
        'love/fav',
        'love/look',
        'love/popone',
        'love/authindex',
        'love/educationauth',
        'love/houseauth',
        'love/otherauth',
        'love/commitment',
        'love/commitmentview',
        'love/vip',
        'love/top',
        'love/promote',
        'love/package',
        'love/line',
        'love/onetoone',
        'love/mygift'
      ]
    },
    {
      root: 'subpages',
      pages: [
        'single_page/index',
        'upload_file/loveuser',
        'staff/certaudit',
        'staff/cashaudit',
        'staff/lines',
        'staff/accesslog',
        'staff/products',
        'staff/custom',
        'member/pay',
        'member/recharge',
        'member/makecash',
        'member/applycashout',
        'member/message/index',
        'member/message/detail',
        'gift/index',
        'gift/detail',
        'gift/exchange',
        'staff/lovegifts',
        'staff/mallgoods',
        'staff/exchanges',
        'staff/msgreports',
        'staff/moderation',
        'staff/reports',
        'staff/pages',
        'member/account',
        'member/myreports',
        'active/index',
        'active/detail',
        'active/myselfsignup',
        'active/signup',
        'active/hxdetail',
        'active/HxUserDetails',
        'active/haibao',
        'staff/events',
        'staff/eventedit',
        'xixun/index',
        'xixun/Details',
        'xixun/Feedback',
        'xixun/SendFlag',
        'xixun/FlagDetails',
        'xixun/Share',
        'staff/xixun'
      ]
    },
    // The avatar cropper keeps the path SPEC §2 gives it (a uni-app plugin's path in the original).
    { root: 'uni_modules', pages: ['vk-uview-ui/components/u-avatar-cropper/u-avatar-cropper'] }
  ],
  preloadRule: {
    'pages/index/index': { network: 'all', packages: ['subpages'] }
  },
  window: {
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    navigationStyle: 'custom',
    backgroundTextStyle: 'light'
  },
  // The mini-program asks for location with this reason; the feed uses it for distances.
  permission: { 'scope.userLocation': { desc: '用于显示你与其他会员的距离' } },
  requiredPrivateInfos: ['getLocation'],
  // Page transitions are an H5-only option; the mini-program has its own.
  ...(isH5 ? { animation: false } : {})
})
