export default definePageConfig({
  navigationBarTitleText: '会员资料管理',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
