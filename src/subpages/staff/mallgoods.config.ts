export default definePageConfig({
  navigationBarTitleText: '积分商品',
  enablePullDownRefresh: true,
  onReachBottomDistance: 50
})
