export default definePageConfig({
  navigationBarTitleText: '分成明细',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
