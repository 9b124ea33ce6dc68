export default definePageConfig({
  navigationBarTitleText: '其他认证'
})
