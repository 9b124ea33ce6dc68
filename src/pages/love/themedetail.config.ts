export default definePageConfig({
  navigationBarTitleText: '专区详情',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
