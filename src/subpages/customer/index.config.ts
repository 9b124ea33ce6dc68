export default definePageConfig({
  navigationBarTitleText: '红娘办公室',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
