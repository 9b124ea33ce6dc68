export default definePageConfig({
  navigationBarTitleText: '数据报表',
  enablePullDownRefresh: true
})
