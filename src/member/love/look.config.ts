export default definePageConfig({
  navigationBarTitleText: '浏览记录',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
