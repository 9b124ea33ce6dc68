export default definePageConfig({
  navigationBarTitleText: '同城活动',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
