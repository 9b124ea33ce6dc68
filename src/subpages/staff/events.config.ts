export default definePageConfig({
  navigationBarTitleText: '活动管理',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
