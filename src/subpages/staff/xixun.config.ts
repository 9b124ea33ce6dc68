export default definePageConfig({
  navigationBarTitleText: '喜讯审核',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
