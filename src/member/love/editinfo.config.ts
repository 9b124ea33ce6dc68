export default definePageConfig({
  navigationBarTitleText: '资料管理'
})
