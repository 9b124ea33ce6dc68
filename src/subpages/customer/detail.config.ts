export default definePageConfig({
  navigationBarTitleText: '客户管理'
})
