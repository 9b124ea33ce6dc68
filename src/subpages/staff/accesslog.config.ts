export default definePageConfig({
  navigationBarTitleText: '个人信息查看记录',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
