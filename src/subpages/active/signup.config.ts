export default definePageConfig({
  navigationBarTitleText: '报名管理',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
