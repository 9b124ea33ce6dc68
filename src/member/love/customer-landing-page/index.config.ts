export default definePageConfig({
  navigationBarTitleText: '欢迎'
})
