export default definePageConfig({
  navigationBarTitleText: '私人定制服务',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
