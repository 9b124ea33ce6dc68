export default definePageConfig({
  navigationBarTitleText: '客户消息',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
