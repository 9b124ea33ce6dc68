export default definePageConfig({
  navigationBarTitleText: '找对象',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
