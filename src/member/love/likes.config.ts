export default definePageConfig({
  navigationBarTitleText: '我的喜欢',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
