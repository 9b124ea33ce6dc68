export default definePageConfig({
  navigationBarTitleText: '我的推广',
  enablePullDownRefresh: true
})
