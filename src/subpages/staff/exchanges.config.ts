export default definePageConfig({
  navigationBarTitleText: '兑换发货',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
