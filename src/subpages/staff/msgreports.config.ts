export default definePageConfig({
  navigationBarTitleText: '消息举报',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
