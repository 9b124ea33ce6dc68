export default definePageConfig({
  navigationBarTitleText: '诚信认证'
})
