export default definePageConfig({
  navigationBarTitleText: '门店分成',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
