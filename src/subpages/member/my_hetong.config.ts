export default definePageConfig({
  navigationBarTitleText: '我的合同',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
