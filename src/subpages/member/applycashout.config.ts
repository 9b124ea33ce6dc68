export default definePageConfig({
  navigationBarTitleText: '申请提现',
  enablePullDownRefresh: true
})
