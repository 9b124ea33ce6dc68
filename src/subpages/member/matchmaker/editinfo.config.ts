export default definePageConfig({
  navigationBarTitleText: '录入资料'
})
