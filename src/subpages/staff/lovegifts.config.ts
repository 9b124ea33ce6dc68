export default definePageConfig({
  navigationBarTitleText: '礼物管理',
  enablePullDownRefresh: true
})
