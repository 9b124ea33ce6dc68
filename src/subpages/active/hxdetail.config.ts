export default definePageConfig({
  navigationBarTitleText: '心动互选',
  enablePullDownRefresh: true
})
