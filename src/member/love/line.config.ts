export default definePageConfig({
  navigationBarTitleText: '红娘牵线',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
