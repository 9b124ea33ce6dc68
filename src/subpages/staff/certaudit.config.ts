export default definePageConfig({
  navigationBarTitleText: '认证审核',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
