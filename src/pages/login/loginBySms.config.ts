export default definePageConfig({
  navigationBarTitleText: '短信登录'
})
