export default definePageConfig({
  navigationBarTitleText: '红娘分成',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
