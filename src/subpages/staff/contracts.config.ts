export default definePageConfig({
  navigationBarTitleText: '服务合同',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
