export default definePageConfig({
  navigationBarTitleText: '脱单喜讯',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
