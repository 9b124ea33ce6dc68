export default definePageConfig({
  navigationBarTitleText: '房产认证'
})
