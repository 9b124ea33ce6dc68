export default definePageConfig({
  navigationBarTitleText: '我的报名',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
