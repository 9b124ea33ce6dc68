export default definePageConfig({
  navigationBarTitleText: '资料置顶',
  enablePullDownRefresh: true
})
