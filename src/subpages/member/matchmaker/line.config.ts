export default definePageConfig({
  navigationBarTitleText: '牵线管理',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
