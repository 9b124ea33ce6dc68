export default definePageConfig({
  navigationBarTitleText: '私人定制',
  enablePullDownRefresh: true
})
