export default definePageConfig({
  navigationBarTitleText: '内容审核',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
