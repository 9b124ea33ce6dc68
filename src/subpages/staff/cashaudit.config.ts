export default definePageConfig({
  navigationBarTitleText: '提现审核',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
