export default definePageConfig({
  navigationBarTitleText: '约见申请',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
