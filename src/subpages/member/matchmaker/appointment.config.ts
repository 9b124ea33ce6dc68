export default definePageConfig({
  navigationBarTitleText: '约会管理',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
