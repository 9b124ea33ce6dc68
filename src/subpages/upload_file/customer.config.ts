export default definePageConfig({
  navigationBarTitleText: '客户相册'
})
