export default definePageConfig({
  navigationBarTitleText: '我的兑换',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
