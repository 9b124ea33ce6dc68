export default definePageConfig({
  navigationBarTitleText: 'Ta的缘分库',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
