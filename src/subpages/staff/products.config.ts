export default definePageConfig({
  navigationBarTitleText: '商品管理',
  enablePullDownRefresh: true
})
