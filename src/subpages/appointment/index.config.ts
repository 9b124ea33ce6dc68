export default definePageConfig({
  navigationBarTitleText: '我的约会',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
