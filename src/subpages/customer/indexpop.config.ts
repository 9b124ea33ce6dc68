export default definePageConfig({
  navigationBarTitleText: '潜在客户',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
