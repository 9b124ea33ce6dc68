export default definePageConfig({
  navigationBarTitleText: '举报处理',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
