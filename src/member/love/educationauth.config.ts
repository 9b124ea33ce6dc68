export default definePageConfig({
  navigationBarTitleText: '学历认证'
})
