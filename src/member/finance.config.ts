export default definePageConfig({
  navigationBarTitleText: '财务记录',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
