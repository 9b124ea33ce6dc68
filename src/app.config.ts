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
    'pages/love/detail',
    'pages/love/report'
  ],
  subPackages: [
    { root: 'member', pages: ['index', 'finance', 'love/signuplove', 'love/editinfo', 'love/index', 'love/permission'] },
    { root: 'subpages', pages: ['single_page/index'] }
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
  // Page transitions are an H5-only option; the mini-program has its own.
  ...(isH5 ? { animation: false } : {})
})
