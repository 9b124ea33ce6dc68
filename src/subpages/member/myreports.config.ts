export default definePageConfig({
  navigationBarTitleText: '我的举报',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
