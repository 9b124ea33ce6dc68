export default definePageConfig({
  navigationBarTitleText: '潜在客户详情'
})
