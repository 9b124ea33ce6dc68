export default definePageConfig({
  navigationBarTitleText: '红娘入驻审核',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
