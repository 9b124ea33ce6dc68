export default definePageConfig({
  navigationBarTitleText: '消息中心',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
