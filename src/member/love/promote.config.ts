export default definePageConfig({
  navigationBarTitleText: '资料推广',
  enablePullDownRefresh: true
})
